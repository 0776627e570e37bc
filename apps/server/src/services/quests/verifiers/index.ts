import { type QuestKind, questMessages } from '@guardians/shared';
import type { QuestRow } from '../quest-repository.ts';
import { fanArtSubmitted } from './fan-art.ts';
import { guardiansHeld } from './guardians-held.ts';
import { friendsInvited } from './invited-friends.ts';
import { itemsLiked } from './liked-items.ts';
import { hasLinked } from './social-links.ts';
import type { Counter, Progress, VerifyContext } from './verifier.ts';

export type { VerifyContext } from './verifier.ts';

export interface QuestCheck {
  met: boolean;
  /** For counted kinds: where the account stands; null for the others. */
  progress: Progress | null;
  /** What to tell the account when it is not met. */
  message: string;
}

type CountedKind = Extract<QuestKind, 'hold_guardians' | 'like_items' | 'submit_fan_art' | 'invite_friends'>;

const counted: Record<CountedKind, { count: Counter; message: (min: number) => string }> = {
  hold_guardians: { count: guardiansHeld, message: questMessages.holdGuardians },
  like_items: { count: itemsLiked, message: questMessages.likeItems },
  submit_fan_art: { count: fanArtSubmitted, message: questMessages.submitFanArt },
  invite_friends: { count: friendsInvited, message: questMessages.inviteFriends },
};

function isCounted(kind: QuestKind): kind is CountedKind {
  return kind in counted;
}

/**
 * Decides from the server's own rows whether the account meets the quest's requirement now.
 * Admin-reviewed quests are always "met" here: an administrator decides them later.
 */
export async function checkQuest(ctx: VerifyContext, account: string, quest: QuestRow): Promise<QuestCheck> {
  const { kind } = quest;
  if (isCounted(kind)) {
    const required = quest.params.min ?? 1;
    const current = await counted[kind].count(ctx, account);
    return {
      met: current >= required,
      progress: { current, required },
      message: counted[kind].message(required),
    };
  }
  if (kind === 'link_x') {
    return { met: await hasLinked(ctx, account, 'twitter'), progress: null, message: questMessages.linkX };
  }
  if (kind === 'link_discord') {
    return {
      met: await hasLinked(ctx, account, 'discord'),
      progress: null,
      message: questMessages.linkDiscord,
    };
  }
  return { met: true, progress: null, message: questMessages.proofRequired };
}

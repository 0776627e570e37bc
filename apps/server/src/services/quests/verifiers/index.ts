import { type QuestKind, questMessages } from '@guardians/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { QuestRow } from '../quest-repository.ts';
import { fanArtCount, fanArtSubmitted } from './fan-art.ts';
import { guardiansHeld } from './guardians-held.ts';
import { friendsInvited, invitedCount } from './invited-friends.ts';
import { itemsLiked, likedCount } from './liked-items.ts';
import { hasLinked, linkedCount } from './social-links.ts';
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
  if (isCounted(kind)) return countedCheck(quest, kind, await counted[kind].count(ctx, account));
  if (kind === 'link_x') return linkCheck(kind, await hasLinked(ctx, account, 'twitter'));
  if (kind === 'link_discord') return linkCheck(kind, await hasLinked(ctx, account, 'discord'));
  return { met: true, progress: null, message: questMessages.proofRequired };
}

function countedCheck(quest: QuestRow, kind: CountedKind, current: number): QuestCheck {
  const required = quest.params.min ?? 1;
  return {
    met: current >= required,
    progress: { current, required },
    message: counted[kind].message(required),
  };
}

function linkCheck(kind: 'link_x' | 'link_discord', linked: boolean): QuestCheck {
  return {
    met: linked,
    progress: null,
    message: kind === 'link_x' ? questMessages.linkX : questMessages.linkDiscord,
  };
}

/**
 * What `checkQuest` reads for the kinds decided by one count in this database, as one expression
 * choosing by the kind of the quest row named `q` (PostgreSQL evaluates only the chosen branch): read
 * in the same statement as the quest, it saves a completion a round trip. Null for the other kinds.
 */
export function requirementCount(account: string): SQL<number | null> {
  return sql`case q.kind
    when 'like_items' then ${likedCount(account)}
    when 'submit_fan_art' then ${fanArtCount(account)}
    when 'invite_friends' then ${invitedCount(account)}
    when 'link_x' then ${linkedCount(account, 'twitter')}
    when 'link_discord' then ${linkedCount(account, 'discord')}
  end`;
}

/** `checkQuest` from what `requirementCount` read; undefined for a kind it does not cover. */
export function checkFromCount(quest: QuestRow, count: number | null): QuestCheck | undefined {
  const { kind } = quest;
  if (count === null) return undefined;
  if (kind === 'link_x' || kind === 'link_discord') return linkCheck(kind, count > 0);
  if (isCounted(kind) && kind !== 'hold_guardians') return countedCheck(quest, kind, count);
  return undefined;
}

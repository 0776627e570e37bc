import type { Quest, QuestKind, QuestStatus } from '@guardians/shared/quests';
import { formatSpecDate } from '../../../lib/format-date.ts';

export const questKindLabels: Record<QuestKind, string> = {
  link_x: 'Link X',
  link_discord: 'Link Discord',
  hold_guardians: 'Hold Guardians',
  like_items: 'Like items',
  submit_fan_art: 'Fan art',
  invite_friends: 'Invite friends',
  admin_review: 'Reviewed',
};

/** What the member has to do, in one sentence (the server checks it; this only explains). */
export function questRequirement(quest: Quest): string {
  const min = quest.params.min ?? 1;
  const plural = (word: string) => (min === 1 ? word : `${word}s`);
  switch (quest.kind) {
    case 'link_x':
      return 'Link your X account to your wallet.';
    case 'link_discord':
      return 'Link your Discord account to your wallet.';
    case 'hold_guardians':
      return `Hold at least ${min} ${plural('Guardian')} in your wallet.`;
    case 'like_items':
      return `Like at least ${min} ${plural('item')} on the marketplace.`;
    case 'submit_fan_art':
      return `Submit at least ${min} fan art ${plural('piece')}.`;
    case 'invite_friends':
      return `Invite at least ${min} ${plural('friend')} with your invite link.`;
    case 'admin_review':
      return 'Send a link or a note; an administrator reviews it.';
  }
}

export type QuestAvailability = 'open' | 'upcoming' | 'ended' | 'full' | 'disabled';

/** Whether the quest can be completed now (the server decides in the end; this is for the screen). */
export function questAvailability(quest: Quest, now = Date.now()): QuestAvailability {
  if (quest.disabled) return 'disabled';
  if (quest.startsAt && Date.parse(quest.startsAt) > now) return 'upcoming';
  if (quest.endsAt && Date.parse(quest.endsAt) <= now) return 'ended';
  if (quest.maxCompletions !== null && quest.completions >= quest.maxCompletions) return 'full';
  return 'open';
}

export const availabilityLabels: Record<Exclude<QuestAvailability, 'open'>, string> = {
  upcoming: 'Not started yet',
  ended: 'Ended',
  full: 'Limit reached',
  disabled: 'Not available',
};

export const statusLabels: Record<QuestStatus, string> = {
  not_started: 'To do',
  pending: 'In review',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** Spec 9 date format (lib/format-date.ts). */
export const formatQuestDate = (iso: string): string => formatSpecDate(iso);

/** 'Ends Mon, Dec 1, 2026, 9:00 PM', 'Starts ...', or null for a quest without dates. */
export function questDates(quest: Quest, now = Date.now()): string | null {
  if (quest.startsAt && Date.parse(quest.startsAt) > now) return `Starts ${formatQuestDate(quest.startsAt)}`;
  if (quest.endsAt) {
    const verb = Date.parse(quest.endsAt) <= now ? 'Ended' : 'Ends';
    return `${verb} ${formatQuestDate(quest.endsAt)}`;
  }
  return null;
}

/** '12 of 100 spots taken', or null without a limit. */
export function questLimit(quest: Quest): string | null {
  if (quest.maxCompletions === null) return null;
  return `${Math.min(quest.completions, quest.maxCompletions)} of ${quest.maxCompletions} spots taken`;
}

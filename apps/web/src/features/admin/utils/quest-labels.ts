import type { ConsoleQuest, QuestKind } from '@guardians/shared/quests';
import { formatNumber } from '../../../lib/format-number.ts';

/** The kinds as an operator picks them: the name, and how the server checks it before paying. */
export const questKindChoices: Record<QuestKind, { label: string; hint: string }> = {
  link_x: { label: 'Link X', hint: 'Paid at once when the member has linked an X account.' },
  link_discord: { label: 'Link Discord', hint: 'Paid at once when the member has linked Discord.' },
  hold_guardians: {
    label: 'Hold Guardians',
    hint: 'Paid at once when the wallet holds at least the number below.',
  },
  like_items: {
    label: 'Like items',
    hint: 'Paid at once when the member likes at least the number of items below.',
  },
  submit_fan_art: {
    label: 'Submit fan art',
    hint: 'Paid at once when the member has submitted at least the number of pieces below.',
  },
  invite_friends: {
    label: 'Invite friends',
    hint: 'Paid at once when at least the number below joined with the member’s invite link.',
  },
  admin_review: {
    label: 'Reviewed by an operator',
    hint: 'The member sends a link or a note; you approve or reject it in the Review queue.',
  },
};

export const originLabels: Record<ConsoleQuest['origin'], string> = {
  file: 'From content/quests.json',
  edited: 'Edited',
  console: 'Created here',
};

/** Coins as the console writes them: "25", "12.5", "1,000". */
export function formatCoinAmount(points: number): string {
  return formatNumber(points, { maximumFractionDigits: 2 });
}

/** "Like items · at least 3", "Reviewed by an operator". */
export function questRequirementLabel(quest: Pick<ConsoleQuest, 'kind' | 'params'>): string {
  const { label } = questKindChoices[quest.kind];
  return quest.params.min === undefined ? label : `${label} · at least ${quest.params.min}`;
}

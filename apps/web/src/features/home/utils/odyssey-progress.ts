import type { OdysseyItem } from '@guardians/shared/editorial';
import { formatDuration, formatUsd } from './format.ts';

export type OdysseyProgress = {
  opened: number;
  total: number;
  /** 0–100: how far along the path the light has reached. */
  percent: number;
  /** The furthest open stage: where the travellers are now. */
  current: OdysseyItem | null;
};

/** Stages open in order; the path is lit up to the last open one. */
export function odysseyProgress(stages: OdysseyItem[]): OdysseyProgress {
  const lastOpen = stages.findLastIndex((stage) => stage.isOpened);
  const opened = stages.filter((stage) => stage.isOpened).length;
  const total = stages.length;
  const percent = total <= 1 ? (opened > 0 ? 100 : 0) : (Math.max(lastOpen, 0) / (total - 1)) * 100;
  return { opened, total, percent: lastOpen < 0 ? 0 : percent, current: stages[lastOpen] ?? null };
}

/** The stage's prize and length as short lines ("$3,000 art contest", "about 2 weeks"). */
export function stageFacts(stage: OdysseyItem): string[] {
  const facts: string[] = [];
  if (stage.prizeUsd !== null) facts.push(`${formatUsd(stage.prizeUsd)} art contest`);
  if (stage.durationDays !== null) facts.push(formatDuration(stage.durationDays));
  return facts;
}

import type { ContentOrigin } from '@guardians/shared/editorial';
import { type BadgeTone, StatusBadge } from '../../../components/ui/status-badge.tsx';

const origins: Record<ContentOrigin, { label: string; tone: BadgeTone; hint: string }> = {
  file: {
    label: 'From content/',
    tone: 'muted',
    hint: 'As its file in content/ has it: a change to the file shows here. Saving it here takes it over.',
  },
  edited: {
    label: 'Edited',
    tone: 'sky',
    hint: 'From a file in content/, then changed in the console: the file no longer changes it.',
  },
  console: {
    label: 'Written here',
    tone: 'gold',
    hint: 'Written in the console; no file in content/ has it.',
  },
};

/** What a row's origin means for the file behind it, in a sentence (the editor shows it). */
export const originHint = (origin: ContentOrigin) => origins[origin].hint;

/** Where a row came from (decision 0083); hovering says what that means. */
export function ContentOriginBadge({ origin }: { origin: ContentOrigin }) {
  const { label, tone, hint } = origins[origin];
  return (
    <span title={hint} className="inline-flex">
      <StatusBadge tone={tone}>{label}</StatusBadge>
    </span>
  );
}

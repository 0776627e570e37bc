import type { ConsoleShield } from '@guardians/shared/shields';
import { type BadgeTone, StatusBadge } from '../../../components/ui/status-badge.tsx';

const origins: Record<ConsoleShield['origin'], { label: string; tone: BadgeTone; hint: string }> = {
  file: {
    label: 'From content/',
    tone: 'muted',
    hint: 'As content/shields.json made it on the first start. Saving it here changes it for good.',
  },
  edited: {
    label: 'Edited',
    tone: 'sky',
    hint: 'From content/shields.json, then changed in the console; restarts keep the change.',
  },
  console: {
    label: 'Created here',
    tone: 'gold',
    hint: 'Created in the console; content/shields.json does not have it.',
  },
};

/** Where a shield came from; hovering says what that means for content/shields.json. */
export function ShieldOriginBadge({ origin }: { origin: ConsoleShield['origin'] }) {
  const { label, tone, hint } = origins[origin];
  return (
    <span title={hint} className="inline-flex">
      <StatusBadge tone={tone}>{label}</StatusBadge>
    </span>
  );
}

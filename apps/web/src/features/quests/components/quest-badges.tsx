import type { Quest, QuestStatus } from '@guardians/shared/quests';
import { formatCoins } from '../utils/messages.ts';
import {
  availabilityLabels,
  type QuestAvailability,
  questKindLabels,
  statusLabels,
} from '../utils/quest-info.ts';
import { KindIcon } from './kind-icon.tsx';

export function PointsBadge({ points }: { points: number }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gold/15 px-3 py-1 text-sm font-bold text-gold">
      +{formatCoins(points)} <span className="font-semibold">coins</span>
    </span>
  );
}

export function KindLabel({ quest }: { quest: Quest }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wider text-muted uppercase">
      <KindIcon kind={quest.kind} className="size-4 text-gold" />
      {questKindLabels[quest.kind]}
    </span>
  );
}

const statusStyles: Record<QuestStatus, string> = {
  not_started: 'border-card-border text-muted',
  pending: 'border-sky-300/50 text-sky-200',
  completed: 'border-gold bg-gold text-night',
  rejected: 'border-red-400/60 text-red-200',
};

export function StatusBadge({ status }: { status: QuestStatus }) {
  return (
    <span
      data-testid="quest-status"
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-bold ${statusStyles[status]}`}
    >
      {status === 'completed' && <span aria-hidden="true">✓</span>}
      {statusLabels[status]}
    </span>
  );
}

export function AvailabilityBadge({ availability }: { availability: QuestAvailability }) {
  if (availability === 'open') return null;
  return (
    <span className="inline-flex rounded-full border border-card-border px-2.5 py-0.5 text-xs font-semibold text-muted">
      {availabilityLabels[availability]}
    </span>
  );
}

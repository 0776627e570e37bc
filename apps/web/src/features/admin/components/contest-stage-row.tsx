import type { ContestStage } from '@guardians/shared/contest';
import { Button } from '../../../components/ui/button.tsx';
import { type BadgeTone, StatusBadge } from '../../../components/ui/status-badge.tsx';
import type { StagePhase } from '../../../lib/contest-stages.ts';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { formatUsd } from '../../../lib/format-number.ts';

const phases: Record<StagePhase, { label: string; tone: BadgeTone }> = {
  past: { label: 'Past', tone: 'muted' },
  current: { label: 'Running now', tone: 'gold' },
  upcoming: { label: 'Upcoming', tone: 'sky' },
};

type ContestStageRowProps = {
  stage: ContestStage;
  phase: StagePhase;
  onEdit: () => void;
  onDelete: () => void;
};

/** One stage: its name and where it stands, its prize and dates, Edit and Delete. */
export function ContestStageRow({ stage, phase, onEdit, onDelete }: ContestStageRowProps) {
  const { label, tone } = phases[phase];
  return (
    <li
      data-testid="contest-stage"
      className={`flex flex-col gap-3 rounded-2xl border bg-card/70 p-4 sm:flex-row sm:items-center sm:gap-4 ${
        phase === 'current' ? 'border-gold/70' : 'border-card-border'
      }`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={`font-semibold break-words ${phase === 'past' ? 'text-muted' : 'text-fg'}`}>
            {stage.name}
          </h3>
          <StatusBadge tone={tone}>{label}</StatusBadge>
        </div>
        <p className="text-sm text-muted">
          <span className="font-semibold text-gold">
            {stage.prizeUsd > 0 ? `${formatUsd(stage.prizeUsd, 0)} prize` : 'No cash prize'}
          </span>
          {' · '}
          <time dateTime={stage.startsAt}>{formatSpecDate(stage.startsAt)}</time>
          {' to '}
          <time dateTime={stage.endsAt}>{formatSpecDate(stage.endsAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <Button variant="outline" onClick={onEdit}>
          Edit<span className="sr-only">{` ${stage.name}`}</span>
        </Button>
        <Button variant="ghost" onClick={onDelete}>
          Delete<span className="sr-only">{` ${stage.name}`}</span>
        </Button>
      </div>
    </li>
  );
}

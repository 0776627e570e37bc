import type { ConsoleQuest } from '@guardians/shared/quests';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { formatCoinAmount, originLabels, questRequirementLabel } from '../utils/quest-labels.ts';
import { MoveControls } from './move-button.tsx';

type QuestRowProps = {
  quest: ConsoleQuest;
  /** 1-based place in the whole display order; null in a search, where no move is offered. */
  place: number | null;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** A move is on its way: no other until it lands (each one sends the whole order). */
  moving: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onToggle: () => void;
  /** Where this quest's pending completions are reviewed, when the caller may review them. */
  reviewHref: string | null;
};

function runDates(quest: ConsoleQuest): string | null {
  if (!quest.startsAt && !quest.endsAt) return null;
  const from = quest.startsAt ? `from ${formatSpecDate(quest.startsAt)}` : '';
  const to = quest.endsAt ? `until ${formatSpecDate(quest.endsAt)}` : '';
  return [from, to].filter(Boolean).join(' ');
}

/** One quest: its place with the Move buttons, what it is and pays, its state, Edit and Disable. */
export function QuestRow(props: QuestRowProps) {
  const { quest, place, moving } = props;
  const dates = runDates(quest);
  const completed = `${quest.completions} completed${quest.maxCompletions === null ? '' : ` of ${quest.maxCompletions}`}`;
  return (
    <li
      data-testid="console-quest"
      className={`flex flex-col gap-3 rounded-2xl border bg-card/70 p-4 sm:flex-row sm:items-center sm:gap-4 ${
        quest.disabled ? 'border-dashed border-card-border' : 'border-card-border'
      }`}
    >
      {place !== null && (
        <MoveControls
          testId="quest-place"
          id={quest._id}
          name={quest.title}
          place={place}
          canMoveUp={props.canMoveUp}
          canMoveDown={props.canMoveDown}
          moving={moving}
          onMove={props.onMove}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={`font-semibold break-words ${quest.disabled ? 'text-muted' : 'text-fg'}`}>
            {quest.title}
          </h3>
          <StatusBadge tone="muted">{originLabels[quest.origin]}</StatusBadge>
          {quest.disabled && <StatusBadge tone="koi">Disabled</StatusBadge>}
          {quest.pending > 0 &&
            (props.reviewHref ? (
              <Link to={props.reviewHref} className="rounded-full focus-visible:outline-offset-2">
                <StatusBadge tone="sky">{`${quest.pending} awaiting review`}</StatusBadge>
              </Link>
            ) : (
              <StatusBadge tone="sky">{`${quest.pending} awaiting review`}</StatusBadge>
            ))}
        </div>
        <p className="text-sm text-muted">
          <span className="font-semibold text-gold">{`${formatCoinAmount(quest.points)} coins`}</span>
          {` · ${questRequirementLabel(quest)} · ${completed}`}
        </p>
        {dates && <p className="text-xs text-muted">{dates}</p>}
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <Button variant="outline" onClick={props.onEdit}>
          Edit<span className="sr-only">{` ${quest.title}`}</span>
        </Button>
        <Button variant="ghost" onClick={props.onToggle}>
          {quest.disabled ? 'Enable' : 'Disable'}
          <span className="sr-only">{` ${quest.title}`}</span>
        </Button>
      </div>
    </li>
  );
}

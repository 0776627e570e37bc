import type { Quest, QuestStatus } from '@guardians/shared/quests';
import { Link } from 'react-router';
import { questAvailability, questDates, questLimit } from '../utils/quest-info.ts';
import { AvailabilityBadge, KindLabel, PointsBadge, StatusBadge } from './quest-badges.tsx';

/** A quest in the list: what it pays, what kind it is, where the member stands, when it runs. */
export function QuestCard({ quest, status }: { quest: Quest; status: QuestStatus | undefined }) {
  const availability = questAvailability(quest);
  const dates = questDates(quest);
  const limit = questLimit(quest);
  return (
    <li data-testid="quest-card">
      <Link
        to={`/quests/${quest._id}`}
        className={`flex h-full flex-col gap-3 rounded-2xl border bg-card/80 p-5 transition-colors hover:border-gold/70 ${
          status === 'completed' ? 'border-gold/50' : 'border-card-border'
        }`}
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <KindLabel quest={quest} />
          <span className="flex gap-2">
            <AvailabilityBadge availability={availability} />
            {status && <StatusBadge status={status} />}
          </span>
        </span>
        <span className="text-lg font-semibold text-fg">{quest.title}</span>
        <span className="line-clamp-2 text-sm text-muted">{quest.description}</span>
        <span className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <PointsBadge points={quest.points} />
          {(dates || limit) && (
            <span className="flex flex-col text-right text-xs text-muted">
              {dates && <span>{dates}</span>}
              {limit && <span>{limit}</span>}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

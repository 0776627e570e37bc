import { type ReactNode, useState } from 'react';
import { stageInFocus } from '../../../lib/contest-stages.ts';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { formatUsd } from '../../../lib/format-number.ts';
import { useContestStages } from '../api/get-contest-stages.ts';

const line = 'flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 text-fg';

type StageScheduleProps = {
  /** What the page says while the console has set no stage (or the list cannot load). */
  fallback: ReactNode;
};

/**
 * The stage that counts now, from the dates the console set: the running one with its prize and
 * end, else the next one and its start; nothing once every stage is over. The line's height is
 * kept while the list loads, so the hero does not jump.
 */
export function StageSchedule({ fallback }: StageScheduleProps) {
  const stages = useContestStages();
  // One moment per visit: a stage that ends while the page is open says so on the next one.
  const [now] = useState(() => Date.now());
  if (stages.isPending) return <div aria-hidden="true" className="min-h-8" />;
  if (!stages.data || stages.data.length === 0) return fallback;
  const focus = stageInFocus(stages.data, now);
  if (!focus) return null;
  const { stage, phase } = focus;
  const current = phase === 'current';
  const when = current ? stage.endsAt : stage.startsAt;
  return (
    <p data-testid="stage-schedule" className={line}>
      <span
        className={`rounded-full border px-3 py-1 text-sm font-semibold ${
          current ? 'border-gold/60 text-gold' : 'border-koi/60 text-koi'
        }`}
      >
        {current ? 'Open now' : 'Next stage'}
      </span>{' '}
      <span className="font-semibold">{stage.name}</span>{' '}
      {stage.prizeUsd > 0 && <span className="text-muted">{`· ${formatUsd(stage.prizeUsd, 0)} prize`}</span>}{' '}
      <span className="text-muted">
        {current ? '· ends ' : '· starts '}
        <time dateTime={when}>{formatSpecDate(when)}</time>
      </span>
    </p>
  );
}

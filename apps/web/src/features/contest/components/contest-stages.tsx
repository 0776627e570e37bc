import type { ContestStage as ScheduledStage } from '@guardians/shared/contest';
import { useState } from 'react';
import { stagePhase } from '../../../lib/contest-stages.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { formatUsd } from '../../../lib/format-number.ts';
import { useContestStages } from '../api/get-contest-stages.ts';
import {
  CONTEST_STAGES,
  type ContestStage,
  type StageStatus,
  stageStatusLabels,
} from '../utils/contest-stages.ts';

const statusTone: Record<StageStatus, string> = {
  done: 'border-card-border text-muted',
  open: 'border-gold bg-gold text-night',
  upcoming: 'border-koi/60 text-koi',
};
const statusOfPhase = { past: 'done', current: 'open', upcoming: 'upcoming' } as const;

/**
 * The console's dates win over the committed words (issue 29 §3): a scheduled stage is shown with
 * its dates and prize, its status from the clock, and the Odyssey's summary when the names agree.
 */
function fromSchedule(stage: ScheduledStage, now: number): ContestStage {
  const words = CONTEST_STAGES.find((entry) => entry.name.toLowerCase() === stage.name.toLowerCase());
  return {
    name: stage.name,
    prize: stage.prizeUsd > 0 ? formatUsd(stage.prizeUsd, 0) : 'No cash prize',
    duration: `${formatDay(stage.startsAt)} – ${formatDay(stage.endsAt)}`,
    status: statusOfPhase[stagePhase(stage, now)],
    summary: words?.summary ?? '',
  };
}

/** The Odyssey's stages: the Golden Temple opening, then three two-week contests with their prizes. */
export function ContestStages() {
  const scheduled = useContestStages();
  const [now] = useState(() => Date.now());
  const schedule = scheduled.data && scheduled.data.length > 0 ? scheduled.data : null;
  const stages = schedule ? schedule.map((stage) => fromSchedule(stage, now)) : CONTEST_STAGES;
  return (
    <section aria-labelledby="stages-title" className="flex flex-col gap-5">
      <div>
        <h2 id="stages-title" className="text-2xl font-bold text-fg sm:text-3xl">
          The Odyssey contests
        </h2>
        <p className="mt-1 max-w-2xl text-muted">
          {schedule
            ? `${schedule.length === 1 ? 'One stage with its dates' : `${schedule.length} stages with their dates`}, ${formatUsd(
                schedule.reduce((sum, stage) => sum + stage.prizeUsd, 0),
                0,
              )} in prizes.`
            : `Four stages, from the temple where the Guardians woke to the waterfall where a koi becomes a
          dragon. Three art contests, about two weeks each, $11,000 in prizes.`}
        </p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stages.map((stage, index) => (
          <li
            key={stage.name}
            data-testid="contest-stage-card"
            aria-current={stage.status === 'open' ? 'step' : undefined}
            className={`flex flex-col gap-3 rounded-2xl border bg-card/85 p-5 ${
              stage.status === 'open'
                ? 'border-gold shadow-[0_0_40px_-18px] shadow-gold'
                : 'border-card-border'
            }`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-muted">Stage {index + 1}</span>
              <span
                className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusTone[stage.status]}`}
              >
                {stageStatusLabels[stage.status]}
              </span>
            </div>
            <h3 className="text-xl font-bold text-fg">{stage.name}</h3>
            <p className="text-2xl font-extrabold text-gold">{stage.prize ?? 'The mint'}</p>
            <p className="text-sm text-muted">{stage.duration}</p>
            {stage.summary && <p className="text-sm text-card-fg">{stage.summary}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

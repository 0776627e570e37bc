import { CONTEST_STAGES, type StageStatus, stageStatusLabels } from '../utils/contest-stages.ts';

const statusTone: Record<StageStatus, string> = {
  done: 'border-card-border text-muted',
  open: 'border-gold bg-gold text-night',
  upcoming: 'border-koi/60 text-koi',
};

/** The Odyssey's stages: the Golden Temple opening, then three two-week contests with their prizes. */
export function ContestStages() {
  return (
    <section aria-labelledby="stages-title" className="flex flex-col gap-5">
      <div>
        <h2 id="stages-title" className="text-2xl font-bold text-fg sm:text-3xl">
          The Odyssey contests
        </h2>
        <p className="mt-1 max-w-2xl text-muted">
          Four stages, from the temple where the Guardians woke to the waterfall where a koi becomes a dragon.
          Three art contests, about two weeks each, $11,000 in prizes.
        </p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CONTEST_STAGES.map((stage, index) => (
          <li
            key={stage.name}
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
            <p className="text-sm text-card-fg">{stage.summary}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

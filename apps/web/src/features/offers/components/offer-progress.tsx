import { OFFER_STEP_LABELS, type OfferStep, type OfferStepStatus } from '../utils/offer-steps.ts';

const STATUS_WORDS: Record<OfferStepStatus, string> = {
  waiting: 'Waiting',
  running: 'In progress',
  done: 'Done',
  failed: 'Failed',
};

const markers: Record<OfferStepStatus, string> = {
  waiting: 'border-card-border text-muted',
  running: 'border-gold text-gold motion-safe:animate-pulse',
  done: 'border-emerald-300/70 bg-emerald-300/15 text-emerald-200',
  failed: 'border-koi/70 bg-koi/15 text-[#ffb59e]',
};

function Marker({ status, index }: { status: OfferStepStatus; index: number }) {
  const symbol = status === 'done' ? '✓' : status === 'failed' ? '!' : String(index + 1);
  return (
    <span
      aria-hidden="true"
      className={`grid size-8 shrink-0 place-items-center rounded-full border text-sm font-bold ${markers[status]}`}
    >
      {symbol}
    </span>
  );
}

/** The steps of making an offer, each with its state; a failed step says why under its name. */
export function OfferProgress({ steps }: { steps: OfferStep[] }) {
  const done = steps.filter((step) => step.status === 'done').length;
  return (
    <div className="flex flex-col gap-3">
      <progress
        className="h-1.5 w-full overflow-hidden rounded-full bg-night/60 [&::-moz-progress-bar]:bg-gold [&::-webkit-progress-bar]:bg-night/60 [&::-webkit-progress-value]:bg-gold"
        max={steps.length}
        value={done}
        aria-label={`${done} of ${steps.length} steps done`}
      />
      <ol className="flex flex-col gap-2" aria-label="Steps of your offer" aria-live="polite">
        {steps.map((step, index) => (
          <li
            key={step.id}
            data-testid="offer-step"
            data-step={step.id}
            data-status={step.status}
            className="flex items-start gap-3 rounded-xl border border-card-border bg-night/40 p-3"
          >
            <Marker status={step.status} index={index} />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-fg">{OFFER_STEP_LABELS[step.id]}</span>
                <span className="text-xs text-muted">{STATUS_WORDS[step.status]}</span>
              </div>
              {step.status === 'running' && step.detail && (
                <span className="text-sm text-muted">{step.detail}</span>
              )}
              {step.status === 'failed' && step.error && (
                <span role="alert" className="text-sm text-[#ff9b8a]">
                  {step.error}
                </span>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

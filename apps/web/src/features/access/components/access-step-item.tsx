import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { AccessStep } from '../utils/access-steps.ts';

type AccessStepItemProps = {
  step: AccessStep;
  index: number;
  busy: boolean;
  onAction: () => void;
  /** Shown while the action waits for an earlier step. */
  lockedHint?: string | undefined;
};

function StatusMark({ done, index }: { done: boolean; index: number }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-9 shrink-0 place-items-center rounded-full border-2 text-sm font-bold ${
        done ? 'border-gold bg-gold text-night' : 'border-gold/60 text-gold'
      }`}
    >
      {done ? '✓' : index + 1}
    </span>
  );
}

/** One step: its status mark, title, text and action button ('Connect' -> 'Connected'...). */
export function AccessStepItem({ step, index, busy, onAction, lockedHint }: AccessStepItemProps) {
  const titleId = useId();
  const textId = useId();
  const locked = !step.status && !step.available;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-card-border bg-night/40 p-4">
      <StatusMark done={step.status} index={index} />
      <div className="min-w-0 flex-1 basis-48">
        <h3 id={titleId} className="font-semibold text-fg">
          {step.title}
          <span className="sr-only">{step.status ? ' (done)' : ' (to do)'}</span>
        </h3>
        <p id={textId} className="text-sm text-muted">
          {step.content}
        </p>
        {locked && lockedHint && <p className="mt-1 text-sm text-gold">{lockedHint}</p>}
      </div>
      <Button
        // Only the next action is gold; a done step reads as a quiet gold confirmation.
        variant={step.status ? 'ghost' : step.available ? 'primary' : 'outline'}
        className={`min-w-28 max-sm:w-full ${step.status ? 'text-gold! disabled:opacity-100 hover:bg-transparent' : ''}`}
        aria-describedby={`${titleId} ${textId}`}
        aria-busy={busy}
        disabled={!step.available || busy}
        onClick={onAction}
      >
        {step.action}
      </Button>
    </li>
  );
}

import type { ArtistSubmission } from '@guardians/shared/gallery';

type DisableToggleProps = {
  submission: ArtistSubmission;
  pending: boolean;
  onChange: (submission: ArtistSubmission, disabled: boolean) => void;
};

/** Admin edit view: the process id and a switch that hides the piece from the public gallery. */
export function DisableToggle({ submission, pending, onChange }: DisableToggleProps) {
  const disabled = submission.disabled;
  return (
    <div className="mt-1.5 flex min-h-11 min-w-0 items-center justify-between gap-2 rounded-xl border border-card-border bg-card/80 px-2.5">
      <span className="min-w-0 truncate font-mono text-[11px] text-muted" title="Submission process id">
        {submission.submissionProcessId}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={disabled}
        aria-busy={pending}
        disabled={pending}
        aria-label={`Disable fan art #${submission._id}`}
        onClick={() => onChange(submission, !disabled)}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 text-xs font-semibold text-fg disabled:opacity-60"
      >
        <span className={disabled ? 'text-koi' : 'text-muted'}>{disabled ? 'Disabled' : 'Shown'}</span>
        <span
          aria-hidden="true"
          className={`relative h-6 w-11 shrink-0 rounded-full border transition-colors ${disabled ? 'border-koi bg-koi/40' : 'border-card-border bg-white/10'}`}
        >
          <span
            className={`absolute top-0.5 size-4.5 rounded-full bg-white shadow transition-transform ${disabled ? 'translate-x-5.5' : 'translate-x-0.5'}`}
          />
        </span>
      </button>
    </div>
  );
}

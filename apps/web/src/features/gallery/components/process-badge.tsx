import type { ArtistSubmission } from '@guardians/shared/gallery';

/** Spec 6: judges (and the admin edit view) see which submission process a piece came through. */
export function ProcessBadge({ submission }: { submission: ArtistSubmission }) {
  return (
    <span
      data-testid="process-badge"
      title="Submission process id"
      className="max-w-[11rem] truncate rounded-full border border-gold/60 bg-night/80 px-2.5 py-1 font-mono text-xs text-gold backdrop-blur-sm"
    >
      {submission.submissionProcessId}
    </span>
  );
}

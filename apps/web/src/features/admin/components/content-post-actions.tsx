import { Button } from '../../../components/ui/button.tsx';

type ContentPostActionsProps = {
  /** A draft or a new post (publishing is the step forward), else a published one. */
  isDraft: boolean;
  /** The save under way: as a draft, or published; null when none is. */
  pending: 'draft' | 'published' | null;
  onSave: (draft: boolean) => void;
  /** null for a post not saved yet. */
  onDelete: (() => void) | null;
};

/**
 * The editor's buttons. The form's submit (Enter in a field) keeps the post as it is, a draft stays a
 * draft and a published post stays published; only an explicit click publishes or unpublishes.
 */
export function ContentPostActions({ isDraft, pending, onSave, onDelete }: ContentPostActionsProps) {
  const busy = pending !== null;
  const label = (draft: boolean, idle: string, working: string) =>
    pending === (draft ? 'draft' : 'published') ? working : idle;
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex items-center justify-between gap-2 border-t border-card-border bg-night/90 px-1 py-3 backdrop-blur">
      {onDelete ? (
        <Button variant="ghost" className="px-3 text-[#ff9b8a]" onClick={onDelete} disabled={busy}>
          Delete
        </Button>
      ) : (
        <span />
      )}
      <div className="flex gap-2 sm:gap-3">
        {isDraft ? (
          <>
            <Button type="submit" variant="outline" disabled={busy} aria-busy={pending === 'draft'}>
              {label(true, 'Save draft', 'Saving…')}
            </Button>
            <Button onClick={() => onSave(false)} disabled={busy} aria-busy={pending === 'published'}>
              {label(false, 'Publish', 'Publishing…')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              onClick={() => onSave(true)}
              disabled={busy}
              aria-busy={pending === 'draft'}
            >
              {label(true, 'Unpublish', 'Unpublishing…')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={pending === 'published'}>
              {label(false, 'Save', 'Saving…')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

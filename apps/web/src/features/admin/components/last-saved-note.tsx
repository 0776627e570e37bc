import { Person } from '../../../components/ui/person.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';

type LastSavedNoteProps = {
  editedAt: string | null;
  editedBy: string | null;
  /** Where the value in force comes from when nobody has saved it in the console. */
  unsaved: string;
  testId: string;
};

/** Where a stored setting came from: a save in the console (who, when), or its file or default. */
export function LastSavedNote({ editedAt, editedBy, unsaved, testId }: LastSavedNoteProps) {
  if (!editedAt || !editedBy) {
    return (
      <p data-testid={testId} className="text-sm text-muted">
        {unsaved}
      </p>
    );
  }
  return (
    <p data-testid={testId} className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
      <span>Last saved in the console by</span>
      <Person account={editedBy} avatarClassName="size-5 text-[8px]" />
      <span>
        on <time dateTime={editedAt}>{formatSpecDate(editedAt)}</time>
      </span>
    </p>
  );
}

import type { SiteSettings } from '@guardians/shared/admin';
import { Person } from '../../../components/ui/person.tsx';
import { formatSpecDate } from '../../../lib/format-date.ts';

/** Where the stored configuration came from: a save in the console (who, when) or the committed file. */
export function LastSavedNote({ settings }: { settings: SiteSettings }) {
  const { editedAt, editedBy } = settings;
  if (!editedAt || !editedBy) {
    return (
      <p data-testid="site-provenance" className="text-sm text-muted">
        As the committed file (content/site-config.json) set it: not saved in the console yet.
      </p>
    );
  }
  return (
    <p
      data-testid="site-provenance"
      className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted"
    >
      <span>Last saved in the console by</span>
      <Person account={editedBy} avatarClassName="size-5 text-[8px]" />
      <span>
        on <time dateTime={editedAt}>{formatSpecDate(editedAt)}</time>
      </span>
    </p>
  );
}

import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { WHITELIST_MAX, type WhitelistFile } from '../utils/collections-whitelist-csv.ts';

/** Bad lines listed one by one; past this many, the rest are counted. */
const BAD_LINES_SHOWN = 20;

type CollectionsWhitelistReviewProps = {
  file: WhitelistFile;
  /** How many addresses the stored list has (the save replaces it). */
  currentSize: number | undefined;
  pending: boolean;
  error: string | null;
  onSave: () => void;
  onDiscard: () => void;
};

const count = (n: number) => (n === 1 ? '1 address' : `${formatNumber(n)} addresses`);

/** What the chosen file holds, before anything is sent: the count, and every line that is not an address. */
export function CollectionsWhitelistReview({
  file,
  currentSize,
  pending,
  error,
  onSave,
  onDiscard,
}: CollectionsWhitelistReviewProps) {
  const { accounts, bad, duplicates, header } = file;
  const tooMany = accounts.length > WHITELIST_MAX;
  const notes = [
    header && 'the header line was skipped',
    duplicates > 0 && `${count(duplicates)} listed twice ${duplicates === 1 ? 'was' : 'were'} kept once`,
  ].filter(Boolean);
  return (
    <section
      aria-label="The chosen file"
      className="flex flex-col gap-3 rounded-xl border border-card-border bg-night/40 p-4"
    >
      <p className="text-fg" aria-live="polite">
        <strong>{count(accounts.length)}</strong> ready to save
        {notes.length > 0 ? ` (${notes.join('; ')})` : ''}.
      </p>
      {bad.length > 0 && (
        <div role="alert" className="flex flex-col gap-2 text-sm">
          <p className="text-[#ff9b8a]">
            {bad.length === 1 ? '1 line is' : `${formatNumber(bad.length)} lines are`} not an address and will
            be left out:
          </p>
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto font-mono text-xs text-muted">
            {bad.slice(0, BAD_LINES_SHOWN).map(({ line, text }) => (
              <li key={line} className="break-all">
                Line {line}: {text}
              </li>
            ))}
            {bad.length > BAD_LINES_SHOWN && <li>…and {formatNumber(bad.length - BAD_LINES_SHOWN)} more</li>}
          </ul>
        </div>
      )}
      {tooMany && (
        <p role="alert" className="text-sm text-[#ff9b8a]">
          A whitelist holds at most {formatNumber(WHITELIST_MAX)} addresses; this file has{' '}
          {formatNumber(accounts.length)}.
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button variant="ghost" onClick={onDiscard} disabled={pending}>
          Discard
        </Button>
        <Button onClick={onSave} disabled={pending || tooMany || accounts.length === 0} aria-busy={pending}>
          {pending
            ? 'Saving…'
            : currentSize
              ? `Replace the list of ${formatNumber(currentSize)} with ${count(accounts.length)}`
              : `Save ${count(accounts.length)}`}
        </Button>
      </div>
    </section>
  );
}

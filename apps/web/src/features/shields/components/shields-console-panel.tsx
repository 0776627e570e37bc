import { SHIELDS_PAGE_SIZE } from '@guardians/shared/shields';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useConsoleShields } from '../api/get-shields.ts';
import { ShieldConsoleRow } from './shield-console-row.tsx';
import { ShieldEditDialog, type ShieldEditTarget } from './shield-edit-dialog.tsx';

/** Typing settles before the list is asked again (the console's other searches wait as long). */
const SEARCH_DEBOUNCE_MS = 300;

function ShieldsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the shields"
      className="flex flex-col gap-3 rounded-2xl border border-card-border bg-card/70 p-4"
    >
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * The console's Shields (Content page, issue 29): every shield with its picture and words, edited
 * or created with the profile's own shield form. Composed into the console by app/routes, since
 * the admin feature may not import this one. Search and page stay in the panel: there are a
 * handful of shields, and the form opens in a dialog, so there is no view to come Back to.
 */
export function ShieldsConsolePanel() {
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A page belongs to the search it was turned under: a new search starts on page one.
  const [page, setPage] = useState({ name: '', offset: 0 });
  const offset = page.name === name ? page.offset : 0;
  const shields = useConsoleShields({ offset, name });
  const [editing, setEditing] = useState<ShieldEditTarget | null>(null);
  // The list is for content editors: a 403 means the role was taken away since the page opened.
  const refused = shields.error instanceof ApiError && shields.error.status === 403;
  const canEdit = !refused;
  const total = shields.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-fg">Shields</h2>
        <p className="max-w-3xl text-sm text-muted">
          The badges on wallet profiles, earned by the rules in content/shields.json. A change is live on
          every profile at once and outlives restarts. Each shield says whether it is still as the file made
          it, was edited here, or was created here; a shield created here has no rule, so nobody earns it on
          their own.
        </p>
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchField
          label="Search by name"
          value={search}
          onChange={setSearch}
          className="md:max-w-md md:flex-1"
        />
        {canEdit && (
          <Button onClick={() => setEditing('new')} className="md:ml-auto">
            New shield
          </Button>
        )}
      </div>
      {!canEdit && (
        <p role="alert" className="rounded-2xl border border-koi/50 bg-card/80 p-4 text-sm text-fg">
          Your role no longer allows editing shields. Ask an owner of the site to grant it again.
        </p>
      )}
      {shields.data ? (
        shields.data.items.length > 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted" aria-live="polite">
              {total === 1 ? '1 shield' : `${total} shields`}
              {name ? ` matching “${name}”` : ''}
            </p>
            <ul
              aria-label="Shields"
              aria-busy={shields.isPlaceholderData}
              className={`flex flex-col gap-3 transition-opacity ${shields.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {shields.data.items.map((shield) => (
                <ShieldConsoleRow
                  key={shield._id}
                  shield={shield}
                  onEdit={canEdit ? () => setEditing(shield) : undefined}
                />
              ))}
            </ul>
            <Pager
              offset={offset}
              limit={SHIELDS_PAGE_SIZE}
              total={total}
              onChange={(next) => setPage({ name, offset: next })}
              label="Shield pages"
            />
          </div>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            {name ? `No shield matches “${name}”.` : 'No shield yet. Create the first one.'}
          </p>
        )
      ) : refused ? null : shields.isError ? (
        <ErrorState
          title="The shields could not load"
          onRetry={() => void shields.refetch()}
          retrying={shields.isFetching}
        />
      ) : (
        <ShieldsSkeleton />
      )}
      <ShieldEditDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

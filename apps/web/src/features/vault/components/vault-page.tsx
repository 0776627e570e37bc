import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useVaultAssets, useVaultCount } from '../api/get-vault-assets.ts';
import { useVaultDownload } from '../hooks/use-vault-download.ts';
import { VaultAccessNotice } from './vault-access-notice.tsx';
import { VaultCard } from './vault-card.tsx';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** /vault: downloadable holder assets; everyone browses, signed-in wallets with X linked download. */
export function VaultPage() {
  const assets = useVaultAssets();
  const count = useVaultCount();
  const { download, downloading } = useVaultDownload();
  const items = assets.data?.pages.flat() ?? [];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">Vault</p>
        <h1 className="text-4xl font-bold text-fg sm:text-5xl">The Guardians vault</h1>
        <p className="text-lg text-muted">
          Wallpapers, banners and art for the community. Some are for Guardian holders only.
          {count.data !== undefined && ` ${count.data} ${count.data === 1 ? 'asset' : 'assets'}.`}
        </p>
      </header>
      <VaultAccessNotice />
      {assets.isPending ? (
        <div role="status" aria-label="Loading the vault" className={grid}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-96 rounded-2xl" />
          ))}
        </div>
      ) : assets.isError ? (
        <ErrorState
          title="The vault could not load"
          onRetry={() => void assets.refetch()}
          retrying={assets.isRefetching}
        />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-card-border bg-card/80 p-10 text-center text-muted">
          The vault is empty for now. New assets will appear here.
        </p>
      ) : (
        <>
          <ul className={grid}>
            {items.map((asset) => (
              <li key={asset._id}>
                <VaultCard
                  asset={asset}
                  downloading={downloading === asset._id}
                  onDownload={(id) => void download(id)}
                />
              </li>
            ))}
          </ul>
          {assets.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              aria-busy={assets.isFetchingNextPage}
              disabled={assets.isFetchingNextPage}
              onClick={() => void assets.fetchNextPage()}
            >
              {assets.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

import type { ConsoleVaultAsset } from '@guardians/shared/vault';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCompactNumber } from '../../../lib/format-number.ts';
import { toast } from '../../../lib/toast.ts';
import { CONTENT_VAULT_PAGE_SIZE, useContentVault } from '../api/content-vault.ts';
import { useDeleteVaultAsset, useUpdateVaultAsset } from '../api/content-vault-change.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { useSearchBox } from '../hooks/use-search-box.ts';
import { refusalOf } from '../utils/refusal.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TableSkeleton } from './console-skeleton.tsx';
import { RefusalNotice } from './content-refusal.tsx';
import { ContentVaultEditDialog } from './content-vault-edit-dialog.tsx';
import { ContentVaultItem } from './content-vault-item.tsx';
import { ContentVaultUploadForm } from './content-vault-upload-form.tsx';

const NO_FILTERS = {};
const failed = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The asset could not be changed. Try again.';

/** The vault in its order: upload, search, switch holders-only, edit and delete. */
export function ContentVaultPanel() {
  const { q, offset, setSearch, setOffset } = useListParams(NO_FILTERS, CONTENT_VAULT_PAGE_SIZE);
  const [search, setSearchText] = useSearchBox(q, setSearch);
  const vault = useContentVault({ q, offset });
  const update = useUpdateVaultAsset();
  const remove = useDeleteVaultAsset();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<ConsoleVaultAsset | null>(null);
  const [deleting, setDeleting] = useState<ConsoleVaultAsset | null>(null);
  const refusal = refusalOf(vault.error);
  if (refusal) return <RefusalNotice message={refusal} />;

  function setHoldersOnly(asset: ConsoleVaultAsset, holdersOnly: boolean) {
    update.mutate(
      { id: asset._id, patch: { holdersOnly } },
      {
        onSuccess: () =>
          toast.success(
            holdersOnly ? `Holders only: ${asset.title}` : `Open to every member: ${asset.title}`,
          ),
        onError: (error) => toast.error(failed(error)),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    const asset = deleting;
    remove.mutate(asset._id, {
      onSuccess: () => {
        toast.success(`Deleted: ${asset.title}`);
        closeDelete();
      },
    });
  }

  function closeDelete() {
    setDeleting(null);
    remove.reset();
  }

  const total = vault.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-5">
      {uploading ? (
        <ContentVaultUploadForm onClose={() => setUploading(false)} />
      ) : (
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <SearchField
            label="Search by title, description or file name"
            value={search}
            onChange={setSearchText}
            className="md:max-w-md md:flex-1"
          />
          <Button onClick={() => setUploading(true)} className="md:ml-auto">
            Upload an asset
          </Button>
        </div>
      )}
      {vault.data ? (
        vault.data.items.length > 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-muted" aria-live="polite">
              {total === 1 ? '1 asset' : `${formatCompactNumber(total)} assets`}
              {q ? ` matching “${q}”` : ''}, in the order the vault shows them
            </p>
            <ul
              aria-label="Vault assets"
              aria-busy={vault.isPlaceholderData}
              className={`flex flex-col gap-3 transition-opacity ${vault.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {vault.data.items.map((asset) => (
                <ContentVaultItem
                  key={asset._id}
                  asset={asset}
                  busy={update.isPending && update.variables.id === asset._id}
                  onHoldersOnly={(holdersOnly) => setHoldersOnly(asset, holdersOnly)}
                  onEdit={() => setEditing(asset)}
                  onDelete={() => setDeleting(asset)}
                />
              ))}
            </ul>
            <Pager
              offset={offset}
              limit={CONTENT_VAULT_PAGE_SIZE}
              total={total}
              onChange={setOffset}
              label="Vault pages"
            />
          </div>
        ) : (
          <p className="rounded-2xl border border-card-border bg-card/70 p-5 text-muted" aria-live="polite">
            {q ? `No asset matches “${q}”.` : 'The vault is empty. Upload the first asset.'}
          </p>
        )
      ) : vault.isError ? (
        <ErrorState
          title="The vault could not load"
          onRetry={() => void vault.refetch()}
          retrying={vault.isFetching}
        />
      ) : (
        <TableSkeleton label="Loading the vault" rows={4} />
      )}
      <ContentVaultEditDialog asset={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        confirmLabel="Delete asset"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={remove.error && deleting ? failed(remove.error) : null}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      >
        It leaves the vault at once and its download log goes with it (the audit log keeps a copy of the
        asset).
        {deleting &&
          deleting.origin !== 'console' &&
          ' It was seeded from content/vault/vault.json and comes back at the next start while that file lists it: remove it there too.'}
      </ConfirmDialog>
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { toast } from '../../../lib/toast.ts';
import type { CollectionContract } from '../api/collections-contract.ts';
import { useSaveWhitelist, useWhitelist } from '../api/collections-whitelist.ts';
import { readWhitelistCsv, type WhitelistFile } from '../utils/collections-whitelist-csv.ts';
import { refusalOf } from '../utils/refusal.ts';
import { CollectionsRootAction } from './collections-root-action.tsx';
import { CollectionsWhitelistReview } from './collections-whitelist-review.tsx';
import { ContentFileField } from './content-file-field.tsx';
import { FormPanel } from './form-panel.tsx';

type CollectionsWhitelistPanelProps = {
  tokenAddress: `0x${string}`;
  contract: UseQueryResult<CollectionContract>;
};

/**
 * The whitelist: the site keeps the list and hands each wallet its proof; the contract keeps only the
 * list's Merkle root, which its owner sets. A new list comes from a CSV file read in the browser,
 * checked line by line before it is sent.
 */
export function CollectionsWhitelistPanel({ tokenAddress, contract }: CollectionsWhitelistPanelProps) {
  const whitelist = useWhitelist(tokenAddress);
  const save = useSaveWhitelist();
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<WhitelistFile | null>(null);
  const [readError, setReadError] = useState<string | undefined>();
  // A new input after a save or a discard: a file input cannot be emptied from code.
  const [inputKey, setInputKey] = useState(0);

  async function choose(chosen: File | null) {
    setFile(chosen);
    setRead(null);
    setReadError(undefined);
    save.reset();
    if (!chosen) return;
    try {
      setRead(readWhitelistCsv(await chosen.text()));
    } catch {
      setReadError('The file could not be read. Is it a text or CSV file?');
    }
  }

  function discard() {
    void choose(null);
    setInputKey((key) => key + 1);
  }

  function submit() {
    if (!read) return;
    save.mutate(
      { tokenAddress, accounts: read.accounts },
      {
        onSuccess: (saved) => {
          toast.success(
            `Whitelist saved: ${saved.size === 1 ? '1 address' : `${formatNumber(saved.size)} addresses`}`,
          );
          discard();
        },
      },
    );
  }

  const refusal = refusalOf(whitelist.error);
  const saveError = save.error
    ? save.error instanceof ApiError
      ? save.error.message
      : 'The list could not be saved. Try again.'
    : null;

  return (
    <FormPanel
      title="Whitelist"
      description="Who may mint in the whitelist stage. The site keeps the list and gives each wallet its proof; the contract holds only the list's Merkle root."
    >
      {whitelist.data ? (
        <p className="text-fg">
          {whitelist.data.size === 0
            ? 'The list is empty.'
            : `${whitelist.data.size === 1 ? '1 address is' : `${formatNumber(whitelist.data.size)} addresses are`} on the list.`}
        </p>
      ) : refusal ? (
        <p role="alert" className="text-sm text-[#ff9b8a]">
          {refusal}
        </p>
      ) : whitelist.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-[#ff9b8a]">
          The whitelist could not load.
          <Button variant="outline" onClick={() => void whitelist.refetch()} disabled={whitelist.isFetching}>
            Retry
          </Button>
        </div>
      ) : (
        <Skeleton className="h-6 w-64" />
      )}
      <ContentFileField
        key={inputKey}
        label="Replace the list with a CSV file"
        accept=".csv,.txt,text/csv,text/plain"
        file={file}
        onChange={(chosen) => void choose(chosen)}
        hint="One address per line, or addresses in the first column; a header line is skipped."
        error={readError}
      />
      {read && (
        <CollectionsWhitelistReview
          file={read}
          currentSize={whitelist.data?.size}
          pending={save.isPending}
          error={saveError}
          onSave={submit}
          onDiscard={discard}
        />
      )}
      {/* The saved list's root would read as the reviewed file's: it comes back once that is saved or discarded. */}
      {whitelist.data && !read && (
        <CollectionsRootAction tokenAddress={tokenAddress} root={whitelist.data.root} contract={contract} />
      )}
    </FormPanel>
  );
}

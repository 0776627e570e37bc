import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import type { CollectionContract } from '../api/collections-contract.ts';

type CollectionsOwnerGateProps = {
  contract: UseQueryResult<CollectionContract>;
  /** The rest of "Only the contract owner 0x… can …": "set this; send them the root". */
  notOwner: string;
  children: ReactNode;
};

/** The chain did not answer (the RPC is down or slow): say so, and offer to ask again. */
export function ContractReadError({ contract }: { contract: UseQueryResult<CollectionContract> }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-[#ff9b8a]">
      The contract could not be read from the chain.
      <Button variant="outline" onClick={() => void contract.refetch()} disabled={contract.isFetching}>
        Retry
      </Button>
    </div>
  );
}

/**
 * Shows the owner's controls only to the contract's owner, connected here: the contract refuses
 * anyone else (onlyOwner), so everyone else learns who to ask instead of signing a doomed call.
 */
export function CollectionsOwnerGate({ contract, notOwner, children }: CollectionsOwnerGateProps) {
  const wallet = useWallet();
  if (contract.isPending) return <Skeleton className="h-11 w-56 rounded-full" />;
  if (contract.isError) return <ContractReadError contract={contract} />;
  const owner = contract.data.owner;
  if (!owner)
    return (
      <p className="text-sm text-muted">This contract names no owner, so nobody can change this from here.</p>
    );
  if (wallet.address?.toLowerCase() === owner) return children;
  return (
    <div
      data-testid="owner-note"
      className="flex flex-col gap-2 rounded-xl border border-card-border bg-night/40 p-3 text-sm"
    >
      <p className="text-fg">
        Only the contract owner <code className="font-mono break-all">{owner}</code> can {notOwner}.
      </p>
      <div className="flex items-center gap-2 text-muted">
        <Person account={owner} />
        <CopyButton text={owner} label="Copy the owner's address" />
      </div>
    </div>
  );
}

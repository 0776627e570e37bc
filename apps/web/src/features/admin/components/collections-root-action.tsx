import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import type { CollectionContract } from '../api/collections-contract.ts';
import { useCollectionsOwnerCall } from '../hooks/use-collections-owner-call.ts';
import { CollectionsOwnerGate } from './collections-owner-gate.tsx';

type CollectionsRootActionProps = {
  tokenAddress: `0x${string}`;
  /** The stored list's Merkle root; null for an empty list. */
  root: `0x${string}` | null;
  contract: UseQueryResult<CollectionContract>;
};

/**
 * The root the contract needs for the stored list, whether the contract has it, and (for the
 * contract's owner) the transaction that sets it: until then, the list's wallets cannot mint.
 */
export function CollectionsRootAction({ tokenAddress, root, contract }: CollectionsRootActionProps) {
  const { send, running } = useCollectionsOwnerCall(tokenAddress);
  if (root === null) return <p className="text-sm text-muted">The list is empty: there is no root to set.</p>;
  const onChain = contract.data?.merkleRoot;
  const upToDate = onChain === root.toLowerCase();

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-card-border bg-night/40 p-4">
      <h3 className="font-semibold text-fg">Merkle root for the contract</h3>
      <div className="flex items-center gap-1">
        <code data-testid="whitelist-root" className="min-w-0 font-mono text-sm break-all text-fg">
          {root}
        </code>
        <CopyButton text={root} label="Copy the root" successMessage="Root copied" />
      </div>
      {contract.data &&
        (onChain === null ? (
          <p className="text-sm text-muted">
            This contract has no whitelist root (merkleRoot() could not be read).
          </p>
        ) : upToDate ? (
          <p className="text-sm text-emerald-300">
            The contract has this root: the whitelist on chain is up to date.
          </p>
        ) : (
          <p className="text-sm text-gold">
            The contract still has another root: wallets on this list cannot mint in the whitelist stage until
            this one is set.
          </p>
        ))}
      {!upToDate && onChain !== null && (
        <CollectionsOwnerGate contract={contract} notOwner="set this; send them the root">
          <Button
            className="self-start"
            disabled={running !== null}
            aria-busy={running === 'setMerkleRoot'}
            onClick={() =>
              void send('setMerkleRoot', [root], {
                confirm: 'Confirm the new root in your wallet...',
                pending: 'Setting the whitelist root...',
                success: 'The whitelist root is set on chain.',
              })
            }
          >
            {running === 'setMerkleRoot' ? 'Setting the root…' : 'Set root on chain'}
          </Button>
        </CollectionsOwnerGate>
      )}
    </div>
  );
}

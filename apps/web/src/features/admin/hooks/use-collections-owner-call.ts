import { GuardianCollectionAbi } from '@guardians/contracts/abis';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import {
  runTransaction,
  TransactionFailedError,
  type TransactionLabels,
} from '../../../lib/wallet/run-transaction.ts';
import { transactionErrorMessage } from '../../../lib/wallet/transaction-errors.ts';
import { collectionContractKey } from '../api/collections-contract.ts';

type OwnerFunction = 'setMerkleRoot' | 'setSale';

/**
 * Sends one of the owner's calls to the collection from the connected wallet, as one staged toast
 * (simulated first, so a wallet that is not the owner hears why before it signs). The contract's
 * values and the mint page's sale are read again whatever the outcome.
 */
export function useCollectionsOwnerCall(tokenAddress: `0x${string}`) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<OwnerFunction | null>(null);

  const send = useCallback(
    async (
      functionName: OwnerFunction,
      args: readonly unknown[],
      labels: TransactionLabels,
    ): Promise<boolean> => {
      setRunning(functionName);
      try {
        await runTransaction(
          { address: tokenAddress, abi: GuardianCollectionAbi, functionName, args },
          labels,
        );
        return true;
      } catch (error) {
        if (!(error instanceof TransactionFailedError)) toast.error(transactionErrorMessage(error));
        return false;
      } finally {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: collectionContractKey }),
          queryClient.invalidateQueries({ queryKey: [keyRoots.sale] }),
        ]);
        setRunning(null);
      }
    },
    [tokenAddress, queryClient],
  );

  return { send, running };
}

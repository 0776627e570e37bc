import { GuardianCollectionAbi, GuardianMarketplaceAbi } from '@guardians/contracts/abis';
import { LISTING_MESSAGES } from '@guardians/shared/trading';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { getEnv } from '../../../lib/env.ts';
import { formatWei } from '../../../lib/ether-amount.ts';
import { toast } from '../../../lib/toast.ts';
import { expiryFrom } from '../../../lib/trade-durations.ts';
import { listingTypedData } from '../../../lib/wallet/listing-typed-data.ts';
import { randomSalt } from '../../../lib/wallet/marketplace-signing.ts';
import { runTransaction, TransactionFailedError } from '../../../lib/wallet/run-transaction.ts';
import { transactionErrorMessage } from '../../../lib/wallet/transaction-errors.ts';
import { readContractCall, signWalletTypedData } from '../../../lib/wallet/wallet-actions.ts';
import { getWalletState } from '../../../lib/wallet/wallet-store.ts';
import { createListing } from '../api/create-listing.ts';
import type { NftKey } from '../api/get-nft.ts';
import { refreshAfterTrade } from './refresh-after-trade.ts';

let counter = 0;

/**
 * Listing is free: sign in (POST /api/listings needs the seller's session), approve the marketplace
 * once per collection (a transaction with its own toast), then sign the listing and store it.
 * Resolves true once listed.
 */
export function useListItem(nft: NftKey) {
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const [running, setRunning] = useState(false);

  const list = useCallback(
    async (priceWei: bigint, durationSeconds: number): Promise<boolean> => {
      const marketplace = getEnv().marketplaceAddress as `0x${string}` | null;
      if (!marketplace) {
        toast.error(LISTING_MESSAGES.noMarketplace);
        return false;
      }
      setRunning(true);
      const id = `list-${++counter}`;
      try {
        if (!(await requireSignIn())) return false;
        const seller = getWalletState().address;
        if (!seller) return false;
        const token = nft.tokenAddress as `0x${string}`;
        const approved = await readContractCall({
          address: token,
          abi: GuardianCollectionAbi,
          functionName: 'isApprovedForAll',
          args: [seller, marketplace],
        });
        if (approved !== true) {
          await runTransaction(
            {
              address: token,
              abi: GuardianCollectionAbi,
              functionName: 'setApprovalForAll',
              args: [marketplace, true],
            },
            {
              confirm: 'Allow the marketplace to sell items of this collection: confirm in your wallet...',
              pending: 'Approving the marketplace...',
              success: 'The marketplace may now sell your items of this collection.',
            },
          );
        }
        const nonce = (await readContractCall({
          address: marketplace,
          abi: GuardianMarketplaceAbi,
          functionName: 'nonces',
          args: [seller],
        })) as bigint;
        const listing = {
          seller,
          token,
          tokenId: BigInt(nft.tokenId),
          price: priceWei,
          expiry: expiryFrom(Date.now(), durationSeconds),
          nonce,
          salt: randomSalt(),
        };
        toast.loading('Sign the listing in your wallet...', { id });
        const signature = await signWalletTypedData(
          listingTypedData(listing, { chainId: getEnv().chainId, marketplace }),
        );
        toast.loading('Listing...', { id });
        await createListing({
          listing: {
            seller,
            token,
            tokenId: nft.tokenId,
            price: priceWei.toString(),
            expiry: Number(listing.expiry),
            nonce: nonce.toString(),
            salt: listing.salt.toString(),
          },
          signature,
        });
        toast.success(`Listed for ${formatWei(priceWei)} ETH`, { id });
        await refreshAfterTrade(queryClient, nft);
        return true;
      } catch (error) {
        // runTransaction has already said why in its own toast.
        if (!(error instanceof TransactionFailedError)) toast.error(listingErrorMessage(error), { id });
        return false;
      } finally {
        setRunning(false);
      }
    },
    [nft, queryClient, requireSignIn],
  );

  return { list, running };
}

function listingErrorMessage(error: unknown): string {
  // The API's 4xx answers are sentences meant for people (LISTING_MESSAGES).
  if (error instanceof ApiError) return error.message;
  return transactionErrorMessage(error);
}

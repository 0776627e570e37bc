import { GuardianMarketplaceAbi } from '@guardians/contracts';
import { erc721Abi } from 'viem';
import type { ChainClient } from '../../chain/chain-client.ts';

type Address = `0x${string}`;

/** The seller's current `nonces(seller)`: a listing must carry it to be fillable. */
export function marketplaceNonce(chain: ChainClient, marketplace: Address, seller: Address): Promise<bigint> {
  return chain.public.readContract({
    address: marketplace,
    abi: GuardianMarketplaceAbi,
    functionName: 'nonces',
    args: [seller],
  });
}

/** What the contract's `buy` requires: the token approved to the marketplace, one by one or for all. */
export async function isMarketplaceApproved(
  chain: ChainClient,
  ref: { marketplace: Address; seller: Address; token: Address; tokenId: bigint },
): Promise<boolean> {
  const [approved, forAll] = await Promise.all([
    chain.public
      .readContract({ address: ref.token, abi: erc721Abi, functionName: 'getApproved', args: [ref.tokenId] })
      .catch(() => null),
    chain.public.readContract({
      address: ref.token,
      abi: erc721Abi,
      functionName: 'isApprovedForAll',
      args: [ref.seller, ref.marketplace],
    }),
  ]);
  return forAll || approved?.toLowerCase() === ref.marketplace.toLowerCase();
}

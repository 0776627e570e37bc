import { GuardianCollectionAbi } from '@guardians/contracts';
import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem';
import type { ChainClient } from '../../chain/chain-client.ts';
import { NotASaleError } from './sale-errors.ts';

export interface SaleChainState {
  stage: 0 | 1 | 2;
  priceWei: bigint;
  maxPerWallet: bigint;
  totalSupply: bigint;
  maxSupply: bigint;
  merkleRoot: `0x${string}`;
  blockNumber: bigint;
}

/**
 * Reads a GuardianCollection's sale settings, all at one block. Kept per collection and block: the
 * state can only change in a new block, so concurrent page loads share one set of calls and a mint
 * is visible as soon as it is mined. Entries older than the cache window are dropped.
 */
export function createSaleChainReader(chain: ChainClient, options: { maxAgeMs?: number } = {}) {
  const maxAgeMs = options.maxAgeMs ?? 5000;
  const cache = new Map<string, { at: number; blockNumber: bigint; state: Promise<SaleChainState> }>();

  async function read(address: `0x${string}`, blockNumber: bigint): Promise<SaleChainState> {
    const call = <
      F extends 'saleStage' | 'price' | 'maxPerWallet' | 'totalSupply' | 'maxSupply' | 'merkleRoot',
    >(
      functionName: F,
    ) => chain.public.readContract({ address, abi: GuardianCollectionAbi, functionName, blockNumber });
    try {
      const [stage, priceWei, maxPerWallet, totalSupply, maxSupply, merkleRoot] = await Promise.all([
        call('saleStage'),
        call('price'),
        call('maxPerWallet'),
        call('totalSupply'),
        call('maxSupply'),
        call('merkleRoot'),
      ]);
      return {
        stage: stage as 0 | 1 | 2,
        priceWei,
        maxPerWallet,
        totalSupply,
        maxSupply,
        merkleRoot,
        blockNumber,
      };
    } catch (error) {
      throw isNotACollection(error) ? new NotASaleError() : error;
    }
  }

  return {
    async state(address: `0x${string}`): Promise<SaleChainState> {
      // cacheTime 0: viem otherwise keeps the block number for seconds and would hide a fresh mint.
      const blockNumber = await chain.public.getBlockNumber({ cacheTime: 0 });
      const now = Date.now();
      const hit = cache.get(address);
      if (hit && hit.blockNumber === blockNumber && now - hit.at < maxAgeMs) return hit.state;
      const state = read(address, blockNumber);
      cache.set(address, { at: now, blockNumber, state });
      state.catch(() => cache.delete(address));
      for (const [key, entry] of cache) if (now - entry.at >= maxAgeMs) cache.delete(key);
      return state;
    },

    /** Public-sale tokens `account` has bought; not cached, it is one wallet's own number. */
    async mintedBy(address: `0x${string}`, account: `0x${string}`, blockNumber: bigint): Promise<bigint> {
      return chain.public.readContract({
        address,
        abi: GuardianCollectionAbi,
        functionName: 'mintedBy',
        args: [account],
        blockNumber,
      });
    },
  };
}

export type SaleChainReader = ReturnType<typeof createSaleChainReader>;

/** A revert or an empty answer: no such function there (an ERC-721 of another kind, or no contract). */
function isNotACollection(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return (
    error.walk(
      (e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError,
    ) !== null
  );
}

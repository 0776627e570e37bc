import { GuardianCoinAbi, GuardianCoinClaimAbi } from '@guardians/contracts';
import { and, eq } from 'drizzle-orm';
import { parseEventLogs } from 'viem';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { chainContracts } from '../../db/schema/index.ts';

export interface CoinClaimContract {
  address: `0x${string}`;
  /** Null when the address came from the environment and differs from the recorded one. */
  deploymentBlock: bigint | null;
}

/** CLAIM_CONTRACT_ADDRESS wins (non-local chains); else what the launcher deployed and recorded. */
export async function findCoinClaim(
  db: Db,
  config: Pick<Config, 'claimContractAddress'>,
  chainId: number,
): Promise<CoinClaimContract | null> {
  const [row] = await db
    .select({ address: chainContracts.address, deploymentBlock: chainContracts.deploymentBlock })
    .from(chainContracts)
    .where(and(eq(chainContracts.chainId, chainId), eq(chainContracts.kind, 'coin_claim')))
    .limit(1);
  const configured = config.claimContractAddress;
  if (configured) {
    return { address: configured, deploymentBlock: row?.address === configured ? row.deploymentBlock : null };
  }
  return row ? { address: row.address as `0x${string}`, deploymentBlock: row.deploymentBlock } : null;
}

export interface CoinInfo {
  address: `0x${string}`;
  name: string;
  symbol: string;
  decimals: number;
}

// The coin a claim contract deploys never changes, nor its name: read once per contract.
const coinInfoCache = new Map<string, Promise<CoinInfo>>();

export function readCoinInfo(chain: ChainClient, claimContract: `0x${string}`): Promise<CoinInfo> {
  const key = `${chain.chainId}:${claimContract}`;
  let info = coinInfoCache.get(key);
  if (!info) {
    info = (async () => {
      const address = (
        await chain.public.readContract({
          address: claimContract,
          abi: GuardianCoinClaimAbi,
          functionName: 'coin',
        })
      ).toLowerCase() as `0x${string}`;
      const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
        chain.public.readContract({ address, abi: GuardianCoinAbi, functionName });
      const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')]);
      return { address, name: String(name), symbol: String(symbol), decimals: Number(decimals) };
    })();
    // A failed read (RPC down) is retried on the next request rather than cached.
    info.catch(() => coinInfoCache.delete(key));
    coinInfoCache.set(key, info);
  }
  return info;
}

/** The latest block's number and timestamp: the chain's "now", which is what a voucher's deadline meets. */
export async function latestBlockTime(chain: ChainClient): Promise<{ number: bigint; timestamp: bigint }> {
  const block = await chain.public.getBlock({ blockTag: 'latest' });
  return { number: block.number, timestamp: block.timestamp };
}

export function readIsClaimed(
  chain: ChainClient,
  claimContract: `0x${string}`,
  id: string,
): Promise<boolean> {
  return chain.public.readContract({
    address: claimContract,
    abi: GuardianCoinClaimAbi,
    functionName: 'isClaimed',
    args: [BigInt(id)],
  });
}

/**
 * The transaction that claimed voucher `id`: from the given transaction's receipt when the wallet
 * told us, else the contract's Claimed logs filtered by the indexed id. Null when not found (e.g. an
 * RPC that refuses the log range); the claim then settles without a hash.
 */
export async function findClaimTransaction(
  chain: ChainClient,
  contract: CoinClaimContract,
  id: string,
  hint?: `0x${string}`,
): Promise<`0x${string}` | null> {
  const wanted = BigInt(id);
  if (hint) {
    try {
      const receipt = await chain.public.getTransactionReceipt({ hash: hint });
      const logs = parseEventLogs({
        abi: GuardianCoinClaimAbi,
        eventName: 'Claimed',
        logs: receipt.logs.filter((log) => log.address.toLowerCase() === contract.address),
      });
      if (logs.some((log) => log.args.id === wanted)) return hint;
    } catch {
      // An unknown or pending hash: fall back to the logs.
    }
  }
  try {
    const logs = await chain.public.getContractEvents({
      address: contract.address,
      abi: GuardianCoinClaimAbi,
      eventName: 'Claimed',
      args: { id: wanted },
      fromBlock: contract.deploymentBlock ?? 0n,
      toBlock: 'latest',
    });
    return logs[0]?.transactionHash ?? null;
  } catch {
    return null;
  }
}

import { and, eq } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { type ChainContractKind, chainContracts } from '../../../db/schema/index.ts';

export interface TradingContract {
  address: `0x${string}`;
  /** Null when the address came from the environment (the indexer then searches for it). */
  deploymentBlock: bigint | null;
}

/** The environment wins (non-local chains); else what the launcher deployed and recorded. */
export async function findTradingContract(
  db: Db,
  config: Pick<Config, 'marketplaceAddress' | 'ethUsdFeedAddress'>,
  chainId: number,
  kind: ChainContractKind,
): Promise<TradingContract | null> {
  const configured = kind === 'marketplace' ? config.marketplaceAddress : config.ethUsdFeedAddress;
  const [row] = await db
    .select({ address: chainContracts.address, deploymentBlock: chainContracts.deploymentBlock })
    .from(chainContracts)
    .where(and(eq(chainContracts.chainId, chainId), eq(chainContracts.kind, kind)))
    .limit(1);
  if (configured) {
    const sameAsRecorded = row?.address === configured;
    return { address: configured, deploymentBlock: sameAsRecorded ? (row?.deploymentBlock ?? null) : null };
  }
  return row ? { address: row.address as `0x${string}`, deploymentBlock: row.deploymentBlock } : null;
}

export async function recordTradingContract(
  db: Db,
  chainId: number,
  kind: ChainContractKind,
  contract: { address: `0x${string}`; deploymentBlock: bigint },
): Promise<void> {
  await db
    .insert(chainContracts)
    .values({
      chainId,
      kind,
      address: contract.address.toLowerCase(),
      deploymentBlock: contract.deploymentBlock,
    })
    .onConflictDoNothing();
}

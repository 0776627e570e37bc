import { GuardianCollectionAbi } from '@guardians/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../db/client.ts';
import { tokens } from '../db/schema/index.ts';
import type { ChainClient } from './chain-client.ts';
import { ANVIL_DEV_KEY } from './dev-keys.ts';

const TOKENS_PER_COLLECTION = 3;

/**
 * A new burner wallet gets a few demo tokens of each collection, so the owned tab, transfers and
 * selling can be tried at once. Only tokens the indexer has seen are moved; returns how many.
 * Runs inside the faucet's serial queue (same key).
 */
export async function giftDemoTokens(db: Db, chain: ChainClient, to: `0x${string}`): Promise<number> {
  const giver = privateKeyToAccount(ANVIL_DEV_KEY);
  const ranked = db
    .select({
      tokenAddress: tokens.tokenAddress,
      tokenId: tokens.tokenId,
      rank: sql<number>`row_number() over (partition by ${tokens.tokenAddress} order by ${tokens.tokenId})`.as(
        'rank',
      ),
    })
    .from(tokens)
    .where(and(eq(tokens.chainId, chain.chainId), eq(tokens.owner, giver.address.toLowerCase())))
    .as('ranked');
  const picks = await db
    .select({ tokenAddress: ranked.tokenAddress, tokenId: ranked.tokenId })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${TOKENS_PER_COLLECTION}`);
  if (picks.length === 0) return 0;
  const wallet = createWalletClient({ account: giver, transport: http(chain.rpcUrl) });
  let nonce = await chain.public.getTransactionCount({ address: giver.address, blockTag: 'pending' });
  let last: `0x${string}` | undefined;
  for (const pick of picks) {
    last = await wallet.writeContract({
      chain: null,
      address: pick.tokenAddress as `0x${string}`,
      abi: GuardianCollectionAbi,
      functionName: 'transferFrom',
      args: [giver.address, to, BigInt(pick.tokenId)],
      nonce: nonce++,
      gas: 120_000n,
    });
  }
  if (last) await chain.public.waitForTransactionReceipt({ hash: last, pollingInterval: 50 });
  return picks.length;
}

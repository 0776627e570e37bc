import { eq, max } from 'drizzle-orm';
import type { ChainClient } from '../chain/chain-client.ts';
import type { Db } from '../db/client.ts';
import { indexerCursors } from '../db/schema/index.ts';
import type { Say } from './prepare-site.ts';

/**
 * After a power cut the local chain resumes from its last save (at most a few seconds old), while
 * PostgreSQL kept every commit: the indexer may have read blocks the chain no longer has. Says so;
 * the indexer treats it as a reorganisation and rewinds to the chain (decision 0075).
 */
export async function reportLostBlocks(db: Db, chain: ChainClient, say: Say): Promise<void> {
  const [row] = await db
    .select({ read: max(indexerCursors.lastBlock) })
    .from(indexerCursors)
    .where(eq(indexerCursors.chainId, chain.chainId));
  const head = await chain.public.getBlockNumber({ cacheTime: 0 });
  if (row?.read == null || row.read <= head) return;
  say(
    'recovery',
    `the chain resumes at block ${head}, but the database had read up to block ${row.read}: the blocks mined after the chain's last save were lost (power cut?); the indexer rewinds to the chain`,
  );
}

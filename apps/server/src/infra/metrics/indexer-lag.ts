import { and, eq } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Db } from '../../db/client.ts';
import { chainContracts, collections, indexerCursors } from '../../db/schema/index.ts';
import { probeChainClient, withDeadline } from '../probe-deadline.ts';

/** Scrapes from several Prometheus servers (or a dashboard refresh) within this share one reading. */
export const INDEXER_LAG_CACHE_MS = 5_000;

interface IndexerCursorReading {
  /** The collection's slug, our contract's kind ('marketplace'), or else the contract address. */
  contract: string;
  lastBlock: bigint;
}

export interface IndexerLagReading {
  /** False when the chain head or the cursors could not be read in time: no lag is reported then. */
  ok: boolean;
  headBlock: bigint | undefined;
  cursors: IndexerCursorReading[];
}

async function readCursors(db: Db, chainId: number): Promise<IndexerCursorReading[]> {
  const rows = await db
    .select({
      address: indexerCursors.tokenAddress,
      slug: collections.slug,
      kind: chainContracts.kind,
      lastBlock: indexerCursors.lastBlock,
    })
    .from(indexerCursors)
    .leftJoin(
      collections,
      and(
        eq(collections.chainId, indexerCursors.chainId),
        eq(collections.tokenAddress, indexerCursors.tokenAddress),
      ),
    )
    .leftJoin(
      chainContracts,
      and(
        eq(chainContracts.chainId, indexerCursors.chainId),
        eq(chainContracts.address, indexerCursors.tokenAddress),
      ),
    )
    .where(eq(indexerCursors.chainId, chainId));
  return rows.map((row) => ({ contract: row.slug ?? row.kind ?? row.address, lastBlock: row.lastBlock }));
}

/**
 * How far the indexer is behind the chain, per cursor (decision 0024: one per collection and one for
 * the marketplace). Computed when scraped, each read bounded by the probe deadline, and cached for
 * INDEXER_LAG_CACHE_MS so frequent scrapes cost one query and one RPC call.
 */
export class IndexerLagProbe {
  private cached: { at: number; reading: Promise<IndexerLagReading> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly chain: ChainClient,
    private readonly now: () => number = () => performance.now(),
  ) {}

  read(): Promise<IndexerLagReading> {
    const at = this.now();
    if (!this.cached || at - this.cached.at >= INDEXER_LAG_CACHE_MS) {
      this.cached = { at, reading: this.measure() };
    }
    return this.cached.reading;
  }

  private async measure(): Promise<IndexerLagReading> {
    const [head, cursors] = await Promise.allSettled([
      withDeadline(probeChainClient(this.chain).getBlockNumber({ cacheTime: 0 })),
      withDeadline(readCursors(this.db, this.chain.chainId)),
    ]);
    return {
      ok: head.status === 'fulfilled' && cursors.status === 'fulfilled',
      headBlock: head.status === 'fulfilled' ? head.value : undefined,
      cursors: cursors.status === 'fulfilled' ? cursors.value : [],
    };
  }
}

/** The lag gauges; each reads the probe when scraped (one cached reading serves all four). */
export function registerIndexerLagMetrics(registry: Registry, probe: IndexerLagProbe): void {
  new Gauge({
    name: 'indexer_lag_up',
    help: '1 when the chain head and the indexer cursors were read for this scrape, else 0',
    registers: [registry],
    async collect() {
      this.set((await probe.read()).ok ? 1 : 0);
    },
  });
  new Gauge({
    name: 'chain_head_block',
    help: 'The latest block number the chain node reports (the last one read while indexer_lag_up is 0)',
    registers: [registry],
    async collect() {
      // Kept, not reset, when the node does not answer: a head of 0 would read as a chain reset.
      const { headBlock } = await probe.read();
      if (headBlock !== undefined) this.set(Number(headBlock));
    },
  });
  new Gauge({
    name: 'indexer_last_block',
    help: 'The last block the indexer has fully stored, per contract',
    labelNames: ['contract'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const cursor of (await probe.read()).cursors)
        this.set({ contract: cursor.contract }, Number(cursor.lastBlock));
    },
  });
  new Gauge({
    name: 'indexer_lag_blocks',
    help: 'Chain head minus the last block the indexer has stored, per contract',
    labelNames: ['contract'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { ok, headBlock, cursors } = await probe.read();
      if (!ok || headBlock === undefined) return;
      for (const cursor of cursors) {
        const lag = headBlock > cursor.lastBlock ? headBlock - cursor.lastBlock : 0n;
        this.set({ contract: cursor.contract }, Number(lag));
      }
    },
  });
}

import type { Address } from 'viem';
import type { ChainClient } from '../chain/chain-client.ts';
import type { Db } from '../db/client.ts';
import { NotFoundError } from '../errors.ts';
import { findTradingContract } from '../services/trading/store/trading-contracts.ts';
import { createChainReader } from './chain-reader.ts';
import { type CollectionSyncResult, type IndexerHooks, syncCollection } from './collection-sync.ts';
import { findDeployer, findDeploymentBlock } from './deployment-block.ts';
import { type IndexerLogger, silentLogger } from './indexer-logger.ts';
import { type Loop, runLoop } from './indexer-loop.ts';
import { type MarketplaceSyncResult, syncMarketplace } from './marketplace-sync.ts';
import {
  createMetadataWorker,
  defaultMetadataOptions,
  type MetadataOptions,
  type MetadataOutcome,
} from './metadata/metadata-worker.ts';
import {
  freeSlug,
  listCollectionsWithCursors,
  setContractInfo,
  setIndexingStatus,
  slugify,
  upsertCollection,
} from './store/collection-repository.ts';
import { ensureCursor } from './store/cursor-repository.ts';
import { getIndexingProgress, type IndexingProgress } from './store/indexing-progress.ts';
import { requeueToken } from './store/token-metadata-repository.ts';
import { analyzeChangedTables, STATISTICS_CHECK_MS } from './table-statistics.ts';

export interface IndexerOptions {
  db: Db;
  chain: ChainClient;
  logger?: IndexerLogger;
  /** Blocks per getLogs call and per transaction. */
  batchBlocks?: number;
  /** How far back a reorganisation is looked for when the cursor's block is gone. */
  reorgDepth?: number;
  /** Pause between syncs once at the head. */
  pollMs?: number;
  /** How long one chain call may take before it is retried (tests: shorter than a held request). */
  rpcTimeoutMs?: number;
  metadata?: Partial<MetadataOptions>;
  hooks?: IndexerHooks;
  /**
   * MARKETPLACE_ADDRESS (non-local chains); otherwise the marketplace recorded in `chain_contracts`
   * is followed, when there is one.
   */
  marketplaceAddress?: `0x${string}`;
}

export interface AddCollectionOptions {
  slug?: string;
  name?: string;
  /** Known to whoever deployed it; otherwise found on the chain. */
  deploymentBlock?: bigint;
}

export type Indexer = ReturnType<typeof createIndexer>;

/** Chain -> database for every collection of the chain: Transfer logs, owners, then token metadata. */
export function createIndexer(options: IndexerOptions) {
  const { db, chain } = options;
  const logger = options.logger ?? silentLogger;
  const pollMs = options.pollMs ?? 2000;
  const reader = createChainReader(chain, { timeoutMs: options.rpcTimeoutMs });
  const metadataOptions = { ...defaultMetadataOptions, ...options.metadata };
  let loops: Loop[] = [];
  /** Collections whose symbol and total supply this process has stored. */
  const contractInfoStored = new Set<string>();
  let stopping = false;
  const metadata = createMetadataWorker({
    db,
    chainId: chain.chainId,
    reader,
    logger,
    options: metadataOptions,
    stopped: () => stopping,
  });
  const key = (address: string) => ({ chainId: chain.chainId, tokenAddress: address.toLowerCase() });
  const ctx = {
    db,
    reader,
    logger,
    batchBlocks: options.batchBlocks ?? 2000,
    reorgDepth: options.reorgDepth ?? 5,
    hooks: options.hooks ?? {},
    stopped: () => stopping,
  };

  /** Collections added by others (the demo seeder) have no cursor yet: find where they start. */
  async function startBlock(address: string, known: bigint | null): Promise<bigint> {
    const block = known ?? (await findDeploymentBlock(reader.client, address as Address));
    await ensureCursor(db, key(address), block);
    return block;
  }

  /** One pass: every collection of the chain up to the current head. */
  const marketplaceDeployments = new Map<string, bigint>();

  /** The marketplace's events after the collections' transfers, so owners are current when they land. */
  async function syncTrading(headBlock: bigint): Promise<MarketplaceSyncResult | null> {
    const config = { marketplaceAddress: options.marketplaceAddress, ethUsdFeedAddress: undefined };
    const marketplace = await findTradingContract(db, config, chain.chainId, 'marketplace');
    if (!marketplace || stopping) return null;
    try {
      // An address from the environment has no recorded block: searched once per process.
      const deployment =
        marketplace.deploymentBlock ??
        marketplaceDeployments.get(marketplace.address) ??
        (await findDeploymentBlock(reader.client, marketplace.address));
      marketplaceDeployments.set(marketplace.address, deployment);
      return await syncMarketplace(ctx, key(marketplace.address), deployment, headBlock);
    } catch (err) {
      logger.error({ err, marketplace: marketplace.address }, 'indexer: marketplace sync failed');
      return null;
    }
  }

  async function syncOnce(): Promise<{
    headBlock: bigint;
    collections: Record<string, CollectionSyncResult>;
    marketplace: MarketplaceSyncResult | null;
  }> {
    const headBlock = await reader.headBlock();
    const results: Record<string, CollectionSyncResult> = {};
    for (const row of await listCollectionsWithCursors(db, chain.chainId)) {
      if (stopping) break;
      try {
        const deployment = await startBlock(row.tokenAddress, row.deploymentBlock);
        const result = await syncCollection(ctx, key(row.tokenAddress), deployment, headBlock);
        results[row.tokenAddress] = result;
        // After new transfers, and once per process: a process killed between a range's commit and
        // this write left a stale total supply (or, for a collection the demo seeder added, no symbol)
        // that nothing else would refresh while the collection stays quiet.
        if (result.transfers > 0 || !contractInfoStored.has(row.tokenAddress)) {
          const info = await reader.contractInfo(row.tokenAddress as Address);
          await setContractInfo(db, key(row.tokenAddress), info);
          contractInfoStored.add(row.tokenAddress);
        }
      } catch (err) {
        // One broken collection must not hold the others back; it is retried on the next pass.
        logger.error({ err, tokenAddress: row.tokenAddress }, 'indexer: collection sync failed');
        await setIndexingStatus(db, key(row.tokenAddress), 'error', (err as Error).message.slice(0, 500));
      }
    }
    return { headBlock, collections: results, marketplace: await syncTrading(headBlock) };
  }

  async function addCollection(address: string, opts: AddCollectionOptions = {}) {
    const tokenAddress = address.toLowerCase() as Address;
    const info = await reader.contractInfo(tokenAddress);
    const deploymentBlock = opts.deploymentBlock ?? (await findDeploymentBlock(reader.client, tokenAddress));
    const contractDeployer = await findDeployer(reader.client, tokenAddress, deploymentBlock).catch(
      () => null,
    );
    const name = opts.name ?? info.name ?? info.symbol ?? tokenAddress;
    const row = await upsertCollection(db, {
      ...key(tokenAddress),
      slug: await freeSlug(db, key(tokenAddress), opts.slug ?? slugify(name)),
      name,
      symbol: info.symbol,
      totalSupply: info.totalSupply,
      deploymentBlock,
      contractDeployer,
    });
    await ensureCursor(db, key(tokenAddress), row.deploymentBlock ?? deploymentBlock);
    for (const loop of loops) loop.wake(); // start its backfill now, not after the poll interval
    return row;
  }

  async function progress(address: string): Promise<IndexingProgress> {
    const found = await getIndexingProgress(db, key(address));
    if (!found) throw new NotFoundError(`Collection ${address} is not indexed`);
    return found;
  }

  /** Refetches one token's metadata now (the API's reindex route). */
  async function reindexToken(address: string, tokenId: bigint | string): Promise<MetadataOutcome> {
    const ref = { ...key(address), tokenId: tokenId.toString() };
    if (!(await requeueToken(db, ref)))
      throw new NotFoundError(`Token ${tokenId} of ${address} is not indexed`);
    return metadata.refreshToken(ref);
  }

  function start(): void {
    if (loops.length > 0) return;
    stopping = false;
    loops = [
      runLoop(
        'chain',
        async () => {
          await syncOnce();
          return pollMs;
        },
        logger,
      ),
      // A full batch means more are waiting: go on at once; otherwise wait for new tokens.
      runLoop(
        'metadata',
        async () => ((await metadata.runOnce()) >= metadataOptions.batchSize ? 0 : pollMs),
        logger,
      ),
      runLoop(
        'statistics',
        async () => {
          await analyzeChangedTables(db);
          return STATISTICS_CHECK_MS;
        },
        logger,
      ),
    ];
  }

  async function stop(): Promise<void> {
    stopping = true;
    await Promise.all(loops.map((loop) => loop.stop()));
    loops = [];
  }

  return {
    start,
    stop,
    syncOnce,
    /** One pass of the metadata queue; returns how many tokens it handled. */
    processMetadataOnce: () => metadata.runOnce(),
    addCollection,
    progress,
    reindexToken,
  };
}

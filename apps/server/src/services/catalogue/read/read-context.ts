import type { ChainRecord } from '@guardians/shared';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { ChangeFeed } from '../../../infra/change-feed/change-feed.ts';
import { ReadThroughCache } from '../../../infra/change-feed/read-through-cache.ts';
import { chainRecord } from './chain-record.ts';
import { createUrlPresenter, type UrlPresenter } from './public-urls.ts';
import type { LiveToken } from './token-lookup.ts';
import { createTraitIndexCache, type TraitIndexCache } from './trait-index/trait-index-cache.ts';

/** What every catalogue read needs: the database, the chain this server indexes, and URL rules. */
export interface ReadContext {
  db: Db;
  /** The only chain with a catalogue here; reads for any other chain find nothing. */
  servedChainId: number;
  chain: ChainRecord;
  urls: UrlPresenter;
  /** DEFAULT_TOKEN_ADDRESS (lower case): the served chain's default collection when set. */
  defaultTokenAddress: string | undefined;
  /** In-memory trait indexes of this process's collections (filters, counts). */
  traitIndexes: TraitIndexCache;
  /** Copies of live tokens with their collection, for item pages (only on the primary database). */
  tokenCopies?: ReadThroughCache<LiveToken>;
}

type ReadConfig = Pick<
  Config,
  'publicUrl' | 'ipfsGateway' | 'blockExplorerUrl' | 'chainName' | 'defaultTokenAddress'
>;

/** Items copied at most: about 2 kB each. */
const TOKEN_COPIES = 20_000;

/**
 * One set of item copies per change feed (per process), shared by every route's read context: an
 * item read on its page is then copied for the like that follows it.
 */
const tokenCopiesByFeed = new WeakMap<ChangeFeed, ReadThroughCache<LiveToken>>();

function tokenCopiesOf(feed: ChangeFeed): ReadThroughCache<LiveToken> {
  let copies = tokenCopiesByFeed.get(feed);
  if (!copies) {
    copies = new ReadThroughCache<LiveToken>(feed, ['tokens', 'collections'], TOKEN_COPIES);
    tokenCopiesByFeed.set(feed, copies);
  }
  return copies;
}

/**
 * One set of trait indexes per database handle (per process): every route's read context on it
 * shares them, so a collection's index is built and kept once however many route files read it.
 */
const traitIndexesByDb = new WeakMap<Db, TraitIndexCache>();

function traitIndexesOf(db: Db): TraitIndexCache {
  let indexes = traitIndexesByDb.get(db);
  if (!indexes) {
    indexes = createTraitIndexCache(db);
    traitIndexesByDb.set(db, indexes);
  }
  return indexes;
}

export function createReadContext(deps: {
  db: Db;
  chainId: number;
  config: ReadConfig;
  /** Keeps copies of items when given; only for reads of the database the feed listens to. */
  changeFeed?: ChangeFeed | undefined;
}): ReadContext {
  const { config } = deps;
  return {
    db: deps.db,
    servedChainId: deps.chainId,
    chain: chainRecord(deps.chainId, { explorerUrl: config.blockExplorerUrl, name: config.chainName }),
    urls: createUrlPresenter({ publicUrl: config.publicUrl, ipfsGateway: config.ipfsGateway }),
    defaultTokenAddress: config.defaultTokenAddress,
    traitIndexes: traitIndexesOf(deps.db),
    ...(deps.changeFeed && { tokenCopies: tokenCopiesOf(deps.changeFeed) }),
  };
}

/** The chain a request reads: the served one when omitted; null for a chain this server does not index. */
export function requestedChain(ctx: ReadContext, chainId: number | undefined): number | null {
  const wanted = chainId ?? ctx.servedChainId;
  return wanted === ctx.servedChainId ? wanted : null;
}

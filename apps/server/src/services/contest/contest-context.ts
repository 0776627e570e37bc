import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { getDefaultCollectionAddress } from '../catalogue/default-collection.ts';
import { createUrlPresenter, type UrlPresenter } from '../catalogue/read/public-urls.ts';
import { claimThresholdOf } from './contest-settings.ts';

/** What the contest gallery needs: the pieces are the default collection's Guardians on this chain. */
export interface ContestContext {
  db: Db;
  chainId: number;
  defaultTokenAddress: string | undefined;
  urls: UrlPresenter;
  /** The most claims (switches included) one account may make: the console's, else the environment's. */
  claimThreshold(db: Db): Promise<number>;
}

export function createContestContext(deps: {
  db: Db;
  chainId: number;
  config: Pick<Config, 'publicUrl' | 'ipfsGateway' | 'defaultTokenAddress'>;
  claimThreshold: number;
}): ContestContext {
  return {
    db: deps.db,
    chainId: deps.chainId,
    defaultTokenAddress: deps.config.defaultTokenAddress,
    urls: createUrlPresenter({ publicUrl: deps.config.publicUrl, ipfsGateway: deps.config.ipfsGateway }),
    claimThreshold: (db) => claimThresholdOf(db, deps.claimThreshold),
  };
}

/** The default collection's address (lower case), or null while the site has none. */
export async function contestCollection(ctx: ContestContext): Promise<string | null> {
  const address = await getDefaultCollectionAddress(ctx.db, ctx.chainId, ctx.defaultTokenAddress);
  return address?.toLowerCase() ?? null;
}

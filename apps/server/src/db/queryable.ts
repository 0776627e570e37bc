import type { Db } from './client.ts';

/** A transaction or the pool: catalogue repository calls work in both. */
export type Queryable = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A collection on a chain; addresses are lower-case everywhere in the catalogue. */
export interface CollectionKey {
  chainId: number;
  tokenAddress: string;
}

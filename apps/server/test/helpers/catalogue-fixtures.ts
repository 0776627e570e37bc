import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import {
  collections,
  type MediaType,
  tokenAttributes,
  tokens,
  transfers,
  users,
} from '../../src/db/schema/index.ts';
import { traitKey } from '../../src/indexer/store/token-metadata-repository.ts';

export const CHAIN_ID = 31337;
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** A random lower-case address, so fixtures of one file never collide. */
export function randomAddress(): `0x${string}` {
  return `0x${randomBytes(20).toString('hex')}`;
}

type CollectionRow = typeof collections.$inferSelect;

/** A collection row as the indexer would leave it (synced), on the local chain unless told otherwise. */
export async function createCollection(
  db: Db,
  fields: Partial<typeof collections.$inferInsert> & { slug: string },
): Promise<CollectionRow> {
  const [row] = await db
    .insert(collections)
    .values({
      chainId: CHAIN_ID,
      tokenAddress: randomAddress(),
      name: fields.slug,
      indexingStatus: 'synced',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('collection insert returned no row');
  return row;
}

export interface TokenFixture {
  id: number | string;
  /** null: burned. */
  owner: string | null;
  name?: string | null;
  description?: string | null;
  image?: string | null;
  animationUrl?: string | null;
  mediaType?: MediaType | null;
  tokenUri?: string | null;
  /** In metadata order; kept in token_attributes and tokens.trait_keys as the indexer does. */
  traits?: [traitType: string, value: string][];
}

/** A token with its traits, written the way the metadata worker stores them. */
export async function createToken(db: Db, collection: CollectionRow, token: TokenFixture): Promise<void> {
  const key = {
    chainId: collection.chainId,
    tokenAddress: collection.tokenAddress,
    tokenId: String(token.id),
  };
  const traits = token.traits ?? [];
  await db.insert(tokens).values({
    ...key,
    owner: token.owner?.toLowerCase() ?? null,
    name: token.name === undefined ? `${collection.name} #${token.id}` : token.name,
    description: token.description ?? null,
    image: token.image ?? null,
    animationUrl: token.animationUrl ?? null,
    mediaType: token.mediaType === undefined ? (token.image ? 'image' : null) : token.mediaType,
    tokenUri: token.tokenUri ?? null,
    traitKeys: traits.map(([type, value]) => traitKey(type, value)),
    metadataStatus: 'ok',
  });
  if (traits.length > 0)
    await db
      .insert(tokenAttributes)
      .values(traits.map(([traitType, value]) => ({ ...key, traitType, value })));
}

export async function createTokens(db: Db, collection: CollectionRow, list: TokenFixture[]): Promise<void> {
  for (const token of list) await createToken(db, collection, token);
}

export interface TransferFixture {
  tokenId: number;
  from: string;
  to: string;
  blockNumber: number;
  logIndex?: number;
  /** Seconds since the epoch; one block per 12 s from 2025-01-01 by default. */
  timestamp?: number;
}

export async function createTransfers(
  db: Db,
  collection: CollectionRow,
  list: TransferFixture[],
): Promise<void> {
  await db.insert(transfers).values(
    list.map((t) => ({
      chainId: collection.chainId,
      tokenAddress: collection.tokenAddress,
      tokenId: String(t.tokenId),
      txHash: `0x${randomBytes(32).toString('hex')}`,
      logIndex: t.logIndex ?? 0,
      fromAddress: t.from.toLowerCase(),
      toAddress: t.to.toLowerCase(),
      blockNumber: BigInt(t.blockNumber),
      blockHash: `0x${randomBytes(32).toString('hex')}`,
      timestamp: new Date((t.timestamp ?? 1_735_689_600 + t.blockNumber * 12) * 1000),
    })),
  );
}

export async function createUser(
  db: Db,
  user: { account: string; username?: string | null; image?: string | null },
): Promise<void> {
  await db.insert(users).values({
    account: user.account.toLowerCase(),
    username: user.username ?? null,
    image: user.image ?? null,
  });
}

type GridToken = TokenFixture & { id: number; traits: [string, string][] };

/**
 * 'Test Guardians' (slug test-guardians, total supply 14, presale URL, a demo image of this
 * server): live guardians 1..12 with Background by id mod 3 (Jade, Ruby, Onyx) and Eyes Fierce
 * for 1..4 else Calm, held by three wallets by id mod 3; #13 burned (Background Jade); #14
 * 'Odd one' with Motto '100%_pure'. `idsWhere` lists the live guardians 1..12 a predicate keeps.
 */
export async function createGuardianGrid(db: Db) {
  const holders = [randomAddress(), randomAddress(), randomAddress()] as const;
  const backgrounds = ['Jade', 'Ruby', 'Onyx'] as const;
  const live: GridToken[] = Array.from({ length: 12 }, (_, i) => {
    const id = i + 1;
    return {
      id,
      owner: holders[id % 3] ?? null,
      name: `Guardian #${id}`,
      image: `https://cdn.example/guardians/${id}.png`,
      traits: [
        ['Background', backgrounds[id % 3] ?? 'Jade'],
        ['Eyes', id <= 4 ? 'Fierce' : 'Calm'],
      ],
    };
  });
  const collection = await createCollection(db, {
    slug: 'test-guardians',
    name: 'Test Guardians',
    symbol: 'TGRD',
    totalSupply: '14',
    presaleUrl: 'https://presale.example',
    description: 'Guardians for tests',
    image: 'http://127.0.0.1:4321/api/demo/test-guardians/1/image.png',
  });
  await createTokens(db, collection, live);
  await createToken(db, collection, { id: 13, owner: null, traits: [['Background', 'Jade']] });
  await createToken(db, collection, {
    id: 14,
    owner: holders[0],
    name: 'Odd one',
    traits: [['Motto', '100%_pure']],
  });
  const has = (token: GridToken, type: string, value: string) =>
    token.traits.some(([t, v]) => t === type && v === value);
  return {
    collection,
    holders,
    has,
    idsWhere: (keep: (token: GridToken) => boolean) => live.filter(keep).map((g) => String(g.id)),
  };
}

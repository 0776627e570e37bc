import type {
  AccountOffer,
  AccountOffersQuery,
  CollectionOffersQuery,
  ItemOffer,
  OfferRecord,
  OfferTrait,
  TraitRoot,
} from '@guardians/shared';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { offers } from '../../db/schema/index.ts';
import { findCollection } from '../catalogue/read/collection-lookup.ts';
import type { ReadContext } from '../catalogue/read/read-context.ts';
import { findLiveToken, type TokenParams } from '../catalogue/read/token-lookup.ts';
import { marketplaceWeth } from './marketplace-weth.ts';
import type { OfferContracts } from './offer-chain-reads.ts';
import { findOfferContracts, type OfferDeps } from './offer-contracts.ts';
import { OfferNotFoundError } from './offer-errors.ts';
import { readSpendable } from './offer-funding.ts';
import { eligibleItems } from './received-items.ts';
import {
  findListedOffer,
  type ListedOffer,
  listOffers,
  type OfferOrder,
  openCondition,
  openOfferers,
  toOfferRecord,
} from './store/offer-queries.ts';
import { tokenIdsOfOffers } from './store/offer-repository.ts';
import { currentTraitTree, hasStoredOfferTree, storedOfferTree } from './trait-trees.ts';

type Page = { offset: number; limit: number; status: 'open' | 'all' };
type List<T> = { items: T[]; total: number };
const EMPTY = { items: [], total: 0 };

/**
 * One page of the current marketplace's offers matching `where`, with statuses: the funds of the
 * open offers' offerers are read once for the page (decision 0087), so unfunded ones show as such
 * and sort after the funded.
 */
async function page(
  deps: OfferDeps,
  contracts: OfferContracts,
  filter: SQL | undefined,
  options: Page & { order: OfferOrder },
): Promise<{ rows: ListedOffer[]; total: number }> {
  const where = and(
    eq(offers.chainId, deps.chain.chainId),
    eq(offers.marketplace, contracts.marketplace),
    filter,
    options.status === 'open' ? openCondition : undefined,
  ) as SQL;
  const spendable = await readSpendable(deps.chain, contracts, await openOfferers(deps.db, where));
  return listOffers(deps.db, where, { ...options, spendable });
}

/**
 * Offers a holder of the item could accept: on the item, on its whole collection, and trait offers
 * whose token ids include it, best first, each with the Merkle proof of the item for a trait offer.
 * The owner's own offers are left out (they cannot sell to themselves).
 */
export async function getItemOffers(
  deps: OfferDeps,
  params: TokenParams,
  query: Page,
): Promise<List<ItemOffer>> {
  const { token } = await findLiveToken(deps.read, params);
  const contracts = await findOfferContracts(deps);
  if (!contracts) return EMPTY;
  const covers = or(
    and(eq(offers.kind, 'item'), eq(offers.tokenId, token.tokenId)),
    eq(offers.kind, 'collection'),
    and(eq(offers.kind, 'trait'), sql`${token.tokenId}::numeric = any(${offers.tokenIds})`),
  );
  const notTheOwners = token.owner ? ne(offers.offerer, token.owner) : undefined;
  const { rows, total } = await page(
    deps,
    contracts,
    and(eq(offers.collection, token.tokenAddress), covers, notTheOwners),
    { ...query, order: 'best' },
  );
  const traitHashes = rows.filter((r) => r.kind === 'trait').map((r) => r.hash);
  const ids = await tokenIdsOfOffers(
    deps.db,
    traitHashes.filter((hash) => !hasStoredOfferTree(hash)),
  );
  const tokenId = BigInt(token.tokenId);
  const items = rows.map((row) => {
    const proof =
      row.kind === 'trait'
        ? (storedOfferTree(row.hash, ids.get(row.hash) ?? []).proofFor(tokenId) ?? [])
        : [];
    return { ...toOfferRecord(row), proof };
  });
  return { items, total };
}

/** A collection's offers on any item ('collection'), on a trait ('trait'), or both, best first. */
export async function getCollectionOffers(
  deps: OfferDeps,
  ref: string,
  query: CollectionOffersQuery,
): Promise<List<OfferRecord>> {
  const collection = await findCollection(deps.read, ref, deps.chain.chainId);
  const contracts = await findOfferContracts(deps);
  if (!contracts) return EMPTY;
  const filter = and(
    eq(offers.collection, collection.tokenAddress),
    query.kind === 'any' ? inArray(offers.kind, ['collection', 'trait']) : eq(offers.kind, query.kind),
    query.traitType === undefined ? undefined : eq(offers.traitType, query.traitType),
    query.traitValue === undefined ? undefined : eq(offers.traitValue, query.traitValue),
  );
  const { rows, total } = await page(deps, contracts, filter, { ...query, order: 'best' });
  return { items: rows.map(toOfferRecord), total };
}

/**
 * What the account holds now, as the offers it could accept: item offers on its items, collection
 * offers on collections it holds an item of, trait offers covering one of its items.
 */
function receivedBy(account: string): SQL {
  const held = (extra: SQL) => sql`exists (select 1 from tokens t where t.chain_id = ${offers.chainId}
    and t.owner = ${account} and t.token_address = ${offers.collection} and ${extra})`;
  return sql`(${offers.offerer} <> ${account} and (
    (${offers.kind} = 'item' and ${held(sql`t.token_id = ${offers.tokenId}`)})
    or (${offers.kind} = 'collection' and ${held(sql`true`)})
    or (${offers.kind} = 'trait' and ${held(sql`t.token_id = any(${offers.tokenIds})`)})))`;
}

/**
 * Offers the account made (newest first), or offers it could accept with what it holds (best first),
 * each of these with the account's items it would buy.
 */
export async function getAccountOffers(
  deps: OfferDeps,
  account: string,
  query: AccountOffersQuery,
): Promise<List<AccountOffer>> {
  const contracts = await findOfferContracts(deps);
  if (!contracts) return EMPTY;
  const who = account.toLowerCase();
  if (query.role === 'made') {
    const { rows, total } = await page(deps, contracts, eq(offers.offerer, who), {
      ...query,
      order: 'newest',
    });
    return { items: rows.map(toOfferRecord), total };
  }
  const { rows, total } = await page(deps, contracts, receivedBy(who), { ...query, order: 'best' });
  const eligible = await eligibleItems(deps.db, who, rows);
  return {
    items: rows.map((row) => ({ ...toOfferRecord(row), eligible: eligible.get(row.hash) ?? [] })),
    total,
  };
}

/** The root a trait offer on the collection (address or slug) signs now, and how many items it covers. */
export async function getTraitRoot(
  read: ReadContext,
  chainId: number,
  ref: string,
  trait: OfferTrait,
): Promise<TraitRoot> {
  const collection = await findCollection(read, ref, chainId);
  const tree = await currentTraitTree(read.db, collection, trait);
  return { root: tree.root, tokenCount: tree.tokenIds.length };
}

/** One offer by its digest, on whichever marketplace it was made; 404 when unknown. */
export async function getOffer(deps: OfferDeps, hash: string): Promise<OfferRecord> {
  const row = await findListedOffer(deps.db, hash, new Map());
  if (!row) throw new OfferNotFoundError(hash);
  const record = toOfferRecord(row);
  if (record.status !== 'active') return record;
  const marketplace = row.marketplace as `0x${string}`;
  const weth = await marketplaceWeth(deps.chain, marketplace);
  if (!weth) return record;
  const spendable = await readSpendable(deps.chain, { marketplace, weth }, [row.offerer as `0x${string}`]);
  const funded = (spendable.get(row.offerer) ?? 0n) >= BigInt(row.amountWei);
  return funded ? record : { ...record, status: 'unfunded' };
}

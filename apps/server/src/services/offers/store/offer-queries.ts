import type { OfferRecord, OfferStatus } from '@guardians/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { formatEther } from 'viem';
import type { Queryable } from '../../../db/queryable.ts';
import { offers } from '../../../db/schema/index.ts';

/** What an offerer can pay now (the lower of WETH balance and allowance), by lower-case address. */
export type Spendable = ReadonlyMap<string, bigint>;

/** Open: not cancelled or filled by the chain, not expired, not all items taken. Unfunded ones are open. */
export const openCondition = sql`(${offers.status} = 'active' and ${offers.expiry} > now()
  and ${offers.fills} < ${offers.quantity})`;

/**
 * Whether the offerer can pay the amount; an offerer whose funds were not read counts as funded.
 * Null when no funds were read (no open offer): every offer counts as funded then.
 */
export function fundedExpression(spendable: Spendable): SQL | null {
  if (spendable.size === 0) return null;
  const who = sql.param([...spendable.keys()]);
  const amounts = sql.param([...spendable.values()].map(String));
  return sql`coalesce(${offers.amountWei} <= (select f.spendable
      from unnest(${who}::text[], ${amounts}::numeric[]) as f(offerer, spendable)
     where f.offerer = ${offers.offerer}), true)`;
}

/** The status a reader sees: the chain's, then the clock's, then the offerer's funds (decision 0087). */
function statusExpression(funded: SQL | null): SQL<OfferStatus> {
  const unfunded = funded ? sql`when not ${funded} then 'unfunded'` : sql``;
  return sql<OfferStatus>`case when ${offers.status} <> 'active' then ${offers.status}
    when ${offers.expiry} <= now() then 'expired'
    when ${offers.fills} >= ${offers.quantity} then 'filled'
    ${unfunded} else 'active' end`;
}

function listedColumns(spendable: Spendable) {
  return {
    hash: offers.hash,
    chainId: offers.chainId,
    marketplace: offers.marketplace,
    offerer: offers.offerer,
    collection: offers.collection,
    kind: offers.kind,
    tokenId: offers.tokenId,
    traitType: offers.traitType,
    traitValue: offers.traitValue,
    traitRoot: offers.traitRoot,
    // The count, not the ids: a trait offer may cover thousands of items.
    tokenCount: sql<number | null>`cardinality(${offers.tokenIds})`,
    amountWei: offers.amountWei,
    quantity: offers.quantity,
    fills: offers.fills,
    expiry: offers.expiry,
    nonce: offers.nonce,
    salt: offers.salt,
    signature: offers.signature,
    status: statusExpression(fundedExpression(spendable)),
    createdAt: offers.createdAt,
  };
}

function selectListed(db: Queryable, spendable: Spendable) {
  return db.select(listedColumns(spendable)).from(offers);
}

/** An offer as lists show it: its fields, the number of items a trait offer covers, its status. */
export type ListedOffer = Awaited<ReturnType<typeof selectListed>>[number];

export function toOfferRecord(row: ListedOffer): OfferRecord {
  return {
    hash: row.hash,
    chainId: row.chainId,
    marketplace: row.marketplace,
    offerer: row.offerer,
    collection: row.collection,
    kind: row.kind,
    tokenId: row.tokenId,
    trait:
      row.traitType === null
        ? null
        : { type: row.traitType, value: row.traitValue ?? '', tokenCount: row.tokenCount ?? 0 },
    traitRoot: row.traitRoot,
    amount: row.amountWei,
    amountEther: formatEther(BigInt(row.amountWei)),
    quantity: row.quantity,
    fills: row.fills,
    expiry: Math.floor(row.expiry.getTime() / 1000),
    nonce: row.nonce,
    salt: row.salt,
    signature: row.signature,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** At most this many offerers' funds are read for one list; the rest (the lowest bidders) count as funded. */
const MAX_FUNDS_READS = 50;

/** The offerers of the open offers matching `where`, highest bidder first: whose funds to read. */
export async function openOfferers(db: Queryable, where: SQL): Promise<`0x${string}`[]> {
  const rows = await db
    .select({ offerer: offers.offerer })
    .from(offers)
    .where(and(where, openCondition))
    .groupBy(offers.offerer)
    .orderBy(sql`max(${offers.amountWei}) desc`, asc(offers.offerer))
    .limit(MAX_FUNDS_READS);
  return rows.map((r) => r.offerer as `0x${string}`);
}

/**
 * 'best': open offers first, funded before unfunded, then the highest amount, then the oldest.
 * 'newest': an offerer's own history.
 */
export type OfferOrder = 'best' | 'newest';

/** One page of the offers matching `where`, with their statuses and the count of all of them. */
export async function listOffers(
  db: Queryable,
  where: SQL,
  options: { spendable: Spendable; order: OfferOrder; offset: number; limit: number },
): Promise<{ rows: ListedOffer[]; total: number }> {
  const funded = fundedExpression(options.spendable);
  const fundedFirst = funded ? [sql`${funded} desc`] : [];
  const order =
    options.order === 'best'
      ? [sql`${openCondition} desc`, ...fundedFirst, desc(offers.amountWei), asc(offers.createdAt)]
      : [desc(offers.createdAt)];
  const [rows, counted] = await Promise.all([
    selectListed(db, options.spendable)
      .where(where)
      .orderBy(...order, asc(offers.hash))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(offers).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** One offer by its digest, with its status. */
export async function findListedOffer(
  db: Queryable,
  hash: string,
  spendable: Spendable,
): Promise<ListedOffer | undefined> {
  const [row] = await selectListed(db, spendable).where(eq(offers.hash, hash)).limit(1);
  return row;
}

/** The highest amount (wei) among the offers matching `where` whose offerer can pay it now; null when none. */
export async function topFundedAmount(
  db: Queryable,
  where: SQL,
  spendable: Spendable,
): Promise<string | null> {
  const [row] = await db
    .select({ amount: sql<string | null>`max(${offers.amountWei})::text` })
    .from(offers)
    .where(and(where, fundedExpression(spendable) ?? undefined));
  return row?.amount ?? null;
}

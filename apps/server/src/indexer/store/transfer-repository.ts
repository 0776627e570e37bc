import { sql } from 'drizzle-orm';
import type { CollectionKey, Queryable } from '../../db/queryable.ts';

export interface TransferRow {
  txHash: string;
  logIndex: number;
  tokenId: bigint;
  from: string;
  to: string;
  blockNumber: bigint;
  blockHash: string;
  /** Seconds since the epoch. */
  timestamp: number;
}

const ZERO = '0x0000000000000000000000000000000000000000';
const array = (values: unknown[]) => sql.param(values);

/**
 * Stores a range's transfers and the owners they leave. Whole arrays go in as one parameter each
 * (unnest), so a range costs two statements however many transfers it has. Owners: the range is
 * in chain order and follows everything already stored, so each token's last transfer here is its
 * newest; burns (to the zero address) leave the owner null.
 */
export async function writeTransfers(tx: Queryable, key: CollectionKey, rows: TransferRow[]): Promise<void> {
  if (rows.length === 0) return;
  const last = new Map<bigint, TransferRow>();
  const first = new Map<bigint, TransferRow>();
  for (const row of rows) {
    last.set(row.tokenId, row);
    if (!first.has(row.tokenId)) first.set(row.tokenId, row);
  }
  const tokens = [...last.values()];
  await tx.execute(sql`
    insert into tokens (chain_id, token_address, token_id, owner, minted_block)
    select ${key.chainId}, ${key.tokenAddress}, t.id, nullif(t.owner, ${ZERO}), t.minted
      from unnest(${array(tokens.map((t) => t.tokenId.toString()))}::numeric[],
                  ${array(tokens.map((t) => t.to.toLowerCase()))}::text[],
                  ${array(tokens.map((t) => first.get(t.tokenId)?.blockNumber.toString()))}::bigint[])
           as t(id, owner, minted)
    on conflict (chain_id, token_address, token_id)
    do update set owner = excluded.owner, updated_at = now()`);
  await tx.execute(sql`
    insert into transfers (chain_id, tx_hash, log_index, token_address, token_id, from_address,
                           to_address, block_number, block_hash, timestamp)
    select ${key.chainId}, t.tx, t.li, ${key.tokenAddress}, t.id, t.f, t.t, t.bn, t.bh, to_timestamp(t.ts)
      from unnest(${array(rows.map((r) => r.txHash))}::text[],
                  ${array(rows.map((r) => r.logIndex))}::int[],
                  ${array(rows.map((r) => r.tokenId.toString()))}::numeric[],
                  ${array(rows.map((r) => r.from.toLowerCase()))}::text[],
                  ${array(rows.map((r) => r.to.toLowerCase()))}::text[],
                  ${array(rows.map((r) => r.blockNumber.toString()))}::bigint[],
                  ${array(rows.map((r) => r.blockHash))}::text[],
                  ${array(rows.map((r) => r.timestamp))}::float8[])
           as t(tx, li, id, f, t, bn, bh, ts)
    on conflict (chain_id, tx_hash, log_index) do nothing`);
}

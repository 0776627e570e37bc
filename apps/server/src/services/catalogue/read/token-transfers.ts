import type { Transfer } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import type { ReadContext } from './read-context.ts';
import { findLiveToken, type TokenParams } from './token-lookup.ts';

const ZERO = '0x0000000000000000000000000000000000000000';

/** A live token's Transfer history, newest first, paged, with the total. */
export async function getTokenTransfers(
  ctx: ReadContext,
  params: TokenParams,
  page: { offset: number; limit: number },
): Promise<{ items: Transfer[]; total: number }> {
  const { token } = await findLiveToken(ctx, params);
  const where = sql`chain_id = ${token.chainId} and token_address = ${token.tokenAddress}
    and token_id = ${token.tokenId}`;
  const [rows, counted] = await Promise.all([
    ctx.db.execute<{
      from_address: string;
      to_address: string;
      tx_hash: string;
      log_index: number;
      block_number: string;
      timestamp: string;
    }>(sql`
      select from_address, to_address, tx_hash, log_index, block_number::text as block_number,
             to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp
        from transfers where ${where}
       -- Qualified: the bare name would sort by the text output column (9 after 20).
       order by transfers.block_number desc, transfers.log_index desc
       limit ${page.limit} offset ${page.offset}`),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from transfers where ${where}`),
  ]);
  return {
    items: rows.rows.map((r) => ({
      from: r.from_address,
      to: r.to_address,
      txHash: r.tx_hash,
      logIndex: r.log_index,
      blockNumber: r.block_number,
      timestamp: r.timestamp,
      kind: r.from_address === ZERO ? 'mint' : r.to_address === ZERO ? 'burn' : 'transfer',
    })),
    total: counted.rows[0]?.n ?? 0,
  };
}

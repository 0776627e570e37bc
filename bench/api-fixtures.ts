// Data for bench/api-throughput.ts, written straight into the tables (the chain, the indexer and
// sign-in are not what is measured): a collection with traits, the quest ledger, and two pools of
// signed-in accounts with live sessions, one that likes items and one that completes a quest.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { sessionCookieName } from '../apps/server/src/plugins/auth.ts';
import { hashSessionId } from '../apps/server/src/services/auth/session-service.ts';

export const CHAIN_ID = 31337;

export const traitTypes = [
  { type: 'Background', values: 8 },
  { type: 'Body', values: 12 },
  { type: 'Element', values: 6 },
  { type: 'Eyes', values: 10 },
  { type: 'Accessory', values: 12 },
  { type: 'Aura', values: 7 },
];

/** A lower-case address from a number, in a namespace of its own per pool (first hex digit). */
function addressSql(prefix: string, expr: string): string {
  return `'0x${prefix}' || lpad(to_hex(${expr}), ${40 - prefix.length}, '0')`;
}

/** Tokens with 6 trait types of skewed values (weight 1 / (i + 1)), as bench/catalogue-filter.ts. */
export async function fillCollection(pool: pg.Pool, address: string, tokens: number): Promise<void> {
  await pool.query(`create or replace function random_for(seed float8) returns float8 language sql immutable
    as $$ select (abs(hashtextextended(seed::text, 7)) % 1000000) / 1000000.0 $$`);
  await pool.query(
    `insert into collections (chain_id, token_address, slug, name, symbol, total_supply, indexing_status, is_default)
     values ($3, $1, 'bench-guardians', 'Bench Guardians', 'BNCH', $2, 'synced', true)`,
    [address, tokens, CHAIN_ID],
  );
  const skewed = (count: number, seed: string) =>
    `least(${count - 1}, floor(power(${count + 1}, random_for(${seed})) - 1)::int)`;
  const picks = traitTypes
    .map((t, i) => `'${t.type}' || chr(31) || 'v' || ${skewed(t.values, `g * 13 + ${i * 7919}`)}`)
    .join(', ');
  await pool.query(
    `insert into tokens (chain_id, token_address, token_id, owner, name, image, media_type, metadata_status, trait_keys)
     select $3, $1, g, ${addressSql('c', 'g % 5000')}, 'Bench #' || g,
            'https://example.org/' || g || '.png', 'image', 'ok', array[${picks}]
       from generate_series(1, $2::int) g`,
    [address, tokens, CHAIN_ID],
  );
  // Without statistics the foreign key's check plans a scan of all tokens for every attribute row.
  await pool.query('analyze tokens');
  await pool.query(
    `insert into token_attributes (chain_id, token_address, token_id, trait_type, value)
     select chain_id, token_address, token_id, split_part(k, chr(31), 1), split_part(k, chr(31), 2)
       from tokens, unnest(trait_keys) k where token_address = $1`,
    [address],
  );
}

/** Three trait types ANDed, mostly common values, sometimes two values of one type (ORed). */
export function threeTraitFilter(): Record<string, string[]> {
  const chosen = [...traitTypes].sort(() => Math.random() - 0.5).slice(0, 3);
  return Object.fromEntries(
    chosen.map((t) => {
      const pick = () => `v${Math.floor(Math.random() ** 2 * Math.min(t.values, 5))}`;
      return [t.type, Math.random() < 0.25 ? [...new Set([pick(), pick()])] : [pick()]];
    }),
  );
}

/**
 * `rows` ledger rows over rows / 10 accounts (a third with usernames), with a completion of about
 * half the quests each, as bench/quests-leaderboard.ts; the running sums' trigger fills the totals.
 */
export async function fillLedger(pool: pg.Pool, rows: number): Promise<void> {
  const accounts = Math.max(1, Math.floor(rows / 10));
  await pool.query(
    `insert into users (account, username)
     select ${addressSql('d', 'g')}, case when g % 3 = 0 then 'collector_' || g end
       from generate_series(1, $1::int) g`,
    [accounts],
  );
  await pool.query('analyze users'); // for the foreign keys' checks, as for tokens above
  await pool.query(
    `insert into quest_completions (quest_id, account, status, completed_at)
     select q.id, ${addressSql('d', 'g')}, 'completed', now()
       from generate_series(1, $1::int) g cross join quests q
      where abs(hashtextextended(g::text || ':' || q.id, 3)) % 2 = 0`,
    [accounts],
  );
  await pool.query(
    `insert into points_ledger (account, amount, reason, note, created_at)
     select ${addressSql('d', '1 + (g % $2::int)')},
            case when g % 97 = 0 then -250 else 5 + (abs(hashtextextended(g::text, 5)) % 9500) / 100.0 end,
            'adjustment', 'bench', now() - (g % 43200) * interval '1 minute'
       from generate_series(1, $1::int) g`,
    [rows, accounts],
  );
}

export interface SignedInAccount {
  account: string;
  /** The Cookie header value of a live session of this account. */
  cookie: string;
}

/** Accounts `prefix`-1..count, each with a live session inserted as sign-in would store it. */
async function signedInAccounts(pool: pg.Pool, prefix: string, count: number): Promise<SignedInAccount[]> {
  const { rows } = await pool.query<{ account: string }>(
    `insert into users (account) select ${addressSql(prefix, 'g')} from generate_series(1, $1::int) g
     returning account`,
    [count],
  );
  await pool.query('analyze users');
  const ids = rows.map(() => randomBytes(32).toString('base64url'));
  await pool.query(
    `insert into sessions (id_hash, account, chain_id, expires_at, user_agent)
     select h, a, $3, now() + interval '1 day', 'bench' from unnest($1::text[], $2::text[]) as s(h, a)`,
    [ids.map(hashSessionId), rows.map((r) => r.account), CHAIN_ID],
  );
  // The bench server has no PUBLIC_URL and answers plain HTTP: the cookie without the __Host- prefix.
  const name = sessionCookieName(false);
  return rows.map((row, i) => ({ account: row.account, cookie: `${name}=${ids[i]}` }));
}

/** Accounts with a linked X account, which liking an item requires. */
export async function fillLikers(pool: pg.Pool, count: number): Promise<SignedInAccount[]> {
  const likers = await signedInAccounts(pool, 'a', count);
  await pool.query(
    `insert into user_socials (account, provider, provider_account_id, username)
     select a, 'twitter', 'x-' || a, 'liker_' || right(a, 8) from unnest($1::text[]) a`,
    [likers.map((l) => l.account)],
  );
  return likers;
}

/**
 * Accounts that each submitted one piece of fan art (so the fan-artist quest's check passes for
 * them), one picture per piece, and loves from the likers: the gallery's rows.
 */
export async function fillArtists(
  pool: pg.Pool,
  count: number,
  collection: string,
  tokens: number,
  likers: readonly SignedInAccount[],
): Promise<SignedInAccount[]> {
  const artists = await signedInAccounts(pool, 'b', count);
  await pool.query(
    `insert into artist_submissions (source, account, tweet_id, author_id, author_username, author_name,
                                     text, tweet_created_at, token_address, token_id)
     select 'upload', a, '9' || lpad(n::text, 12, '0'), 'x-' || a, 'artist_' || n, 'Artist ' || n,
            'Guardian fan art #' || n, now() - n * interval '1 minute', $2, (1 + n % $3::int)::text
       from unnest($1::text[]) with ordinality as u(a, n)`,
    [artists.map((a) => a.account), collection, tokens],
  );
  await pool.query(
    `insert into submission_media (submission_id, position, type, file_key, preview_key, content_type, width, height)
     select id, 0, 'photo', 'gallery/' || id || '.webp', 'gallery/' || id || '-preview.webp', 'image/webp', 1200, 1200
       from artist_submissions`,
  );
  // 0-8 loves per piece, from likers picked by a hash.
  await pool.query(
    `insert into submission_reactions (submission_id, account)
     select s.id, ($1::text[])[1 + abs(hashtextextended(s.id || ':' || k, 11)) % cardinality($1::text[])]
       from artist_submissions s, generate_series(1, s.id % 9) k
     on conflict do nothing`,
    [likers.map((l) => l.account)],
  );
  return artists;
}

import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Responses to requests sent with an Idempotency-Key, written in the same transaction as the
 * request's own writes: a retry after a crash either finds the response or finds nothing written.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The signed-in account, or `ip:<address>` for anonymous requests. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, URL and body: the same key on another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The serialized response body, replayed as is. */
    body: text('body').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)],
);

/**
 * Rate-limit and failure counters per fixed window, so a restart does not hand every client a fresh
 * quota. Each process counts in memory and adds its hits here about once a second.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Which limit: 'api', a route ('POST /api/nfts/...'), 'login-account', 'portal-ip', ... */
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key] }),
    index('rate_limit_hits_window_ends_at').on(t.windowEndsAt),
  ],
);

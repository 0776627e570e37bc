import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

export interface StoredWindow {
  bucket: string;
  key: string;
  hits: number;
  startedAt: number;
  endsAt: number;
}

export async function loadWindow(db: Db, bucket: string, key: string): Promise<StoredWindow | undefined> {
  const [row] = await db
    .select()
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
  if (!row) return undefined;
  return {
    bucket,
    key,
    hits: row.hits,
    startedAt: row.windowStartedAt.getTime(),
    endsAt: row.windowEndsAt.getTime(),
  };
}

/**
 * Adds hits to each key's stored window. Hits from a window that began after the stored one ended
 * replace it; hits from the same (or an overlapping) window add up, so several processes can count.
 */
export async function writeHits(db: Db, windows: StoredWindow[]): Promise<void> {
  const ended = sql`${rateLimitHits.windowEndsAt} <= excluded.window_started_at`;
  await db
    .insert(rateLimitHits)
    .values(
      windows.map((w) => ({
        bucket: w.bucket,
        key: w.key,
        hits: w.hits,
        windowStartedAt: new Date(w.startedAt),
        windowEndsAt: new Date(w.endsAt),
      })),
    )
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.key],
      set: {
        hits: sql`case when ${ended} then excluded.hits else ${rateLimitHits.hits} + excluded.hits end`,
        windowStartedAt: sql`case when ${ended} then excluded.window_started_at else ${rateLimitHits.windowStartedAt} end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    });
}

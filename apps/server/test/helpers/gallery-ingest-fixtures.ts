import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ArtistSubmission } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { artistSubmissions } from '../../src/db/schema/index.ts';
import { signIn } from './login-flow.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { XApiV2Mock } from './x-api-v2-mock.ts';

export const X_TOKEN = 'test-bearer-token';
export const HASHTAG = 'GuardiansFanArt';

const adminKey = generatePrivateKey();
const admin = privateKeyToAccount(adminKey).address;

export interface IngestApp {
  t: TestApp;
  adminCookie: string;
  /** POST /api/admin/gallery/ingest, as the administrator unless another cookie (or none) is given. */
  ingest(cookie?: string | null): Promise<LightMyRequestResponse>;
  /** The submission as GET /api/gallery/all shows it. */
  galleryItem(tweetId: string): Promise<ArtistSubmission | undefined>;
  /** Rows for these tweet ids, whatever their source. */
  rows(tweetId: string): Promise<(typeof artistSubmissions.$inferSelect)[]>;
  /** The files in the uploads directory, sorted. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The app with X ingestion pointed at `mock` (its host is the media host too), uploads in a fresh
 * data directory, and a signed-in administrator. `env` overrides or unsets (empty value) settings.
 */
export async function startIngestApp(mock: XApiV2Mock, env: Record<string, string> = {}): Promise<IngestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-x-ingest-'));
  const t = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      ADMIN_ACCOUNTS: admin,
      X_API_BASE_URL: mock.url,
      X_API_BEARER_TOKEN: X_TOKEN,
      CONTEST_HASHTAG: `#${HASHTAG}`,
      AVATAR_MAX_PIXELS: String(4_000_000),
      ...env,
    },
  });
  const adminCookie = (await signIn(t.app, adminKey)).cookie;
  return {
    t,
    adminCookie,
    ingest: (cookie = adminCookie) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/gallery/ingest',
        headers: cookie ? { cookie } : {},
      }),
    async galleryItem(tweetId) {
      const res = await t.app.inject({ url: '/api/gallery/all?limit=100&sortBy=latest' });
      if (res.statusCode !== 200) throw new Error(`GET /api/gallery/all: ${res.statusCode} ${res.body}`);
      return (res.json().data.items as ArtistSubmission[]).find((item) => item.tweetId === tweetId);
    },
    rows: (tweetId) => t.db.select().from(artistSubmissions).where(eq(artistSubmissions.tweetId, tweetId)),
    storedFiles: async () =>
      (await readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[])).sort(),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` holds; for work the server does on its own schedule. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

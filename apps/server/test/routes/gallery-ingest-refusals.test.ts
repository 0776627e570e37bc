import { galleryAdminMessages, SUBMISSION_IMAGE_MAX_BYTES } from '@guardians/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { XIngestConfig } from '../../src/config/x-ingest.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import {
  IngestNotConfiguredError,
  XUnavailableError,
} from '../../src/services/gallery/ingest/ingest-errors.ts';
import type { IngestTimeouts } from '../../src/services/gallery/ingest/ingest-pass.ts';
import { XIngestRunner } from '../../src/services/gallery/ingest/ingest-runner.ts';
import { searchRecentPage } from '../../src/services/gallery/ingest/x-recent-search.ts';
import {
  eventually,
  HASHTAG,
  type IngestApp,
  startIngestApp,
  X_TOKEN,
} from '../helpers/gallery-ingest-fixtures.ts';
import { mp4, png } from '../helpers/gallery-media-builders.ts';
import { signIn } from '../helpers/login-flow.ts';
import { startXApiV2Mock, type XApiV2Mock } from '../helpers/x-api-v2-mock.ts';

let mock: XApiV2Mock;
let x: IngestApp;

beforeAll(async () => {
  mock = await startXApiV2Mock(X_TOKEN, HASHTAG);
  x = await startIngestApp(mock);
});
afterAll(async () => {
  await x?.close();
  await mock?.close();
});
beforeEach(() => {
  mock.posts.length = 0;
  mock.pageSize = 100;
  mock.token = X_TOKEN;
  mock.searchFailures.length = 0;
});

/** The service behind the route, on the test app's database, with some settings changed. */
function runnerFor(xChanges: Partial<XIngestConfig>, timeouts: Partial<IngestTimeouts> = {}) {
  return new XIngestRunner({
    db: x.t.db,
    storage: x.t.app.storage,
    log: x.t.app.log,
    x: { ...x.t.config.xIngest, ...xChanges },
    maxPixels: x.t.config.avatarMaxPixels,
    timeouts,
  });
}

type Res = Awaited<ReturnType<IngestApp['ingest']>>;
function expectError(res: Res, statusCode: number, code: string, message: string) {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.json()).toMatchObject({ statusCode, code, message });
}

describe('POST /api/admin/gallery/ingest: media that fail our checks', () => {
  it('skips posts whose media are all refused, keeps the good media of a mixed post, and leaves no file behind', async () => {
    const artist = mock.user('troublemaker');
    const html = mock.photo(
      Buffer.from('<!doctype html><html><body>not a picture</body></html>'),
      'image/jpeg',
    );
    const oversize = mock.photo(Buffer.alloc(SUBMISSION_IMAGE_MAX_BYTES + 1, 1), 'image/png');
    // X says 10 s; the file's own header says 141 s, and the header decides.
    const tooLong = mock.video({
      variants: [{ body: mp4({ timescale: 1000, duration: 141_000 }), bitRate: 832_000 }],
      poster: await png(),
      durationMs: 10_000,
    });
    // Real files on the mock, but named through a host that is neither X's media host nor the API's.
    const otherHost = (url = '') => url.replace('127.0.0.1', 'localhost');
    const offList = mock.photo(await png());
    const elsewhere = { ...offList, url: otherHost(offList.url) };
    const redirectTarget = mock.photo(await png());
    const redirected = { ...mock.photo(await png()), url: mock.redirect(otherHost(redirectTarget.url)) };
    const good = mock.photo(await png(320, 200));
    const refused = [html, oversize, tooLong, elsewhere, redirected].map((media) =>
      mock.post(artist, [media]),
    );
    const mixed = mock.post(artist, [html, good]);
    const files = await x.storedFiles();

    const res = await x.ingest();
    expect(res.json()).toEqual({ data: { fetched: 6, created: 1, duplicates: 0, skipped: 5, pages: 1 } });
    for (const post of refused) expect(await x.rows(post.id)).toEqual([]);
    expect(mock.mediaRequests(offList.url ?? '')).toBe(0);
    expect(mock.mediaRequests(redirectTarget.url ?? '')).toBe(0);
    expect(mock.mediaRequests(redirected.url)).toBe(1);
    const item = await x.galleryItem(mixed.id);
    expect(item?.media).toMatchObject([{ type: 'photo', width: 320, height: 200 }]);
    // One picture and its preview, nothing from the refused media.
    expect((await x.storedFiles()).length).toBe(files.length + 2);
  });

  it('skips a post whose only media has no URL or is of a type it does not know', async () => {
    const artist = mock.user('ghost');
    const post = mock.post(artist, [{ media_key: '3_404', type: 'photo' }]);
    const odd = mock.post(artist, [{ media_key: '9_1', type: 'hologram' }]);
    const res = await x.ingest();
    expect(res.json().data).toMatchObject({ fetched: 2, created: 0, skipped: 2 });
    expect(await x.rows(post.id)).toEqual([]);
    expect(await x.rows(odd.id)).toEqual([]);
  });
});

describe('POST /api/admin/gallery/ingest: X failing', () => {
  it('answers 502 when X refuses the bearer token, and writes nothing', async () => {
    const post = mock.post(mock.user('artist401'), [mock.photo(await png())]);
    mock.token = 'rotated-token';
    const files = await x.storedFiles();
    const res = await x.ingest();
    expectError(res, 502, 'X_UNAUTHORIZED', galleryAdminMessages.xUnavailable);
    expect(await x.rows(post.id)).toEqual([]);
    expect(await x.storedFiles()).toEqual(files);
  });

  it('answers 502 when X fails on a later page, and writes none of the earlier pages', async () => {
    mock.pageSize = 1;
    const artist = mock.user('artist503');
    const posts = [
      mock.post(artist, [mock.photo(await png())]),
      mock.post(artist, [mock.photo(await png())]),
    ];
    mock.searchFailures.push('ok', { status: 503 });
    const res = await x.ingest();
    expectError(res, 502, 'X_UNAVAILABLE', galleryAdminMessages.xUnavailable);
    for (const post of posts) expect(await x.rows(post.id)).toEqual([]);

    const retry = await x.ingest();
    expect(retry.json().data).toMatchObject({ fetched: 2, created: 2, pages: 2 });
  });

  it('fails with X_UNAVAILABLE when nothing listens at the API base URL', async () => {
    const closed = await startXApiV2Mock(X_TOKEN, HASHTAG);
    await closed.close();
    const runner = runnerFor({ baseUrl: closed.url });
    await expect(runner.run()).rejects.toMatchObject({ reason: 'network', statusCode: 502 });
  });

  it('gives up on a search X does not answer in time, writing nothing', async () => {
    const post = mock.post(mock.user('patient'), [mock.photo(await png())]);
    mock.searchFailures.push({ status: 'hang' });
    const client = { baseUrl: mock.url, bearerToken: X_TOKEN, hashtag: HASHTAG, timeoutMs: 200 };
    const page = searchRecentPage({ ...client, signal: new AbortController().signal }, {});
    await expect(page).rejects.toMatchObject({ reason: 'timeout', statusCode: 502 });

    mock.searchFailures.push({ status: 'hang' });
    await expect(runnerFor({}, { apiMs: 200 }).run()).rejects.toBeInstanceOf(XUnavailableError);
    expect(await x.rows(post.id)).toEqual([]);
  });
});

describe('POST /api/admin/gallery/ingest: who may run it and when', () => {
  it('refuses anonymous callers (401) and signed-in non-administrators (403)', async () => {
    const searches = mock.searches.length;
    const anonymous = await x.ingest(null);
    expect(anonymous.statusCode).toBe(401);
    const user = await signIn(x.t.app);
    const res = await x.ingest(user.cookie);
    expect(res.statusCode).toBe(403);
    expect(mock.searches.length).toBe(searches);
  });

  it('runs one pass at a time: a second request while one runs gets 409', async () => {
    const post = mock.post(mock.user('queue'), [mock.photo(await png())]);
    const release = mock.hold();
    const searches = mock.searches.length;
    const first = x.ingest();
    await eventually(() => mock.searches.length > searches);
    expectError(await x.ingest(), 409, 'INGEST_BUSY', galleryAdminMessages.ingestBusy);
    release();
    const done = await first;
    expect(done.json().data).toMatchObject({ created: 1 });
    expect(await x.galleryItem(post.id)).toBeDefined();
    // Free again once the pass is over.
    expect((await x.ingest()).statusCode).toBe(200);
  });

  it('answers 409 when the bearer token or the hashtag is not set, without calling X', async () => {
    const searches = mock.searches.length;
    const unset = await startIngestApp(mock, { X_API_BEARER_TOKEN: '' });
    try {
      const res = await unset.ingest();
      expectError(res, 409, 'INGEST_NOT_CONFIGURED', galleryAdminMessages.ingestNotConfigured);
    } finally {
      await unset.close();
    }
    await expect(runnerFor({ hashtag: undefined }).run()).rejects.toBeInstanceOf(IngestNotConfiguredError);
    expect(mock.searches.length).toBe(searches);
  });
});

describe("POST /api/admin/gallery/ingest: X's rate limit", () => {
  it('stops the pass at a 429, reports the pages read, writes nothing, and does not call X again before the reset', async () => {
    const limited = await startIngestApp(mock);
    try {
      mock.pageSize = 1;
      const artist = mock.user('busy_artist');
      const posts = [
        mock.post(artist, [mock.photo(await png())]),
        mock.post(artist, [mock.photo(await png())]),
      ];
      mock.searchFailures.push('ok', { status: 429, resetAt: new Date(Date.now() + 120_000) });

      const res = await limited.ingest();
      expect(res.json()).toEqual({ data: { fetched: 1, created: 0, duplicates: 0, skipped: 0, pages: 1 } });
      for (const post of posts) expect(await limited.rows(post.id)).toEqual([]);
      expect(
        posts.every((post) => post.media.every((media) => mock.mediaRequests(media.url ?? '') === 0)),
      ).toBe(true);

      const searches = mock.searches.length;
      const again = await limited.ingest();
      expectError(again, 429, 'X_RATE_LIMITED', galleryAdminMessages.xUnavailable);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(100);
      expect(mock.searches.length).toBe(searches);
    } finally {
      await limited.close();
    }
  });
});

describe('X ingestion settings', () => {
  it('refuses a plain-http API base URL to another machine, a second hashtag and a negative interval', () => {
    for (const [variable, value] of [
      ['X_API_BASE_URL', 'http://api.example.com'],
      ['CONTEST_HASHTAG', 'Guardians FanArt'],
      ['X_INGEST_INTERVAL_SECONDS', '-1'],
      ['X_MEDIA_HOSTS', 'https://pbs.twimg.com'],
    ] as const) {
      expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    }
    // On a real chain: on the local one the demo's stand-in is X by default (decision 0073).
    expect(
      loadConfig({
        RPC_URL: 'https://rpc.example',
        CONTEST_HASHTAG: '#GuardiansFanArt',
        X_MEDIA_HOSTS: 'PBS.twimg.com, cdn.example:8443',
      }).xIngest,
    ).toMatchObject({
      baseUrl: 'https://api.x.com',
      hashtag: 'GuardiansFanArt',
      intervalSeconds: 0,
      mediaHosts: ['pbs.twimg.com', 'cdn.example:8443'],
    });
  });
});

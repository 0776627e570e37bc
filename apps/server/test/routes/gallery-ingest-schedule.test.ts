import { galleryAdminMessages } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, HASHTAG, startIngestApp, X_TOKEN } from '../helpers/gallery-ingest-fixtures.ts';
import { png } from '../helpers/gallery-media-builders.ts';
import { startXApiV2Mock, type XApiV2Mock } from '../helpers/x-api-v2-mock.ts';

let mock: XApiV2Mock;

beforeAll(async () => {
  mock = await startXApiV2Mock(X_TOKEN, HASHTAG);
});
afterAll(async () => {
  await mock?.close();
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('periodic X ingestion (X_INGEST_INTERVAL_SECONDS)', () => {
  it('runs a pass at start and then after each interval, never two at once, and stops with the server', async () => {
    const first = mock.post(mock.user('early_bird'), [mock.photo(await png())]);
    const x = await startIngestApp(mock, { X_INGEST_INTERVAL_SECONDS: '1' });
    let closed = false;
    try {
      await eventually(async () => (await x.galleryItem(first.id)) !== undefined);

      // The next pass hangs at X: no other pass may start meanwhile, scheduled or asked for.
      const release = mock.hold();
      const later = mock.post(mock.user('late_bird'), [mock.photo(await png())]);
      const searches = mock.searches.length;
      await eventually(() => mock.searches.length > searches);
      const held = mock.searches.length;
      const manual = await x.ingest();
      expect(manual.statusCode, manual.body).toBe(409);
      expect(manual.json().message).toBe(galleryAdminMessages.ingestBusy);
      await settle(1500);
      expect(mock.searches.length).toBe(held);
      release();
      await eventually(async () => (await x.galleryItem(later.id)) !== undefined);

      // Closing stops a pass that is waiting on X and the timer with it.
      const stuck = mock.hold();
      const before = mock.searches.length;
      await eventually(() => mock.searches.length > before);
      await x.close();
      closed = true;
      stuck();
      const after = mock.searches.length;
      await settle(1500);
      expect(mock.searches.length).toBe(after);
    } finally {
      if (!closed) await x.close();
    }
  });

  it('keeps running after a failed pass', async () => {
    mock.posts.length = 0;
    mock.searchFailures.push({ status: 503 });
    const post = mock.post(mock.user('persistent'), [mock.photo(await png())]);
    const x = await startIngestApp(mock, { X_INGEST_INTERVAL_SECONDS: '1' });
    try {
      await eventually(async () => (await x.galleryItem(post.id)) !== undefined);
      expect(mock.searchFailures).toEqual([]);
    } finally {
      await x.close();
    }
  });

  it('runs no pass by itself when the interval is 0', async () => {
    mock.posts.length = 0;
    const searches = mock.searches.length;
    const x = await startIngestApp(mock);
    try {
      await settle(500);
      expect(mock.searches.length).toBe(searches);
    } finally {
      await x.close();
    }
  });
});

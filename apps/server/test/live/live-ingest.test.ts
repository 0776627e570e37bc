import type { LiveEvent } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHTAG, type IngestApp, startIngestApp, X_TOKEN } from '../helpers/gallery-ingest-fixtures.ts';
import { png } from '../helpers/gallery-media-builders.ts';
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

async function ingestPass(): Promise<LiveEvent[]> {
  const heard: LiveEvent[] = [];
  const stop = x.t.app.live.subscribe((event) => heard.push(event));
  try {
    const res = await x.ingest();
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    stop();
  }
  return heard;
}

describe('X ingestion passes', () => {
  it('announce new fan art once per pass that wrote any, and nothing for a pass that found none new', async () => {
    const painter = mock.user('livepainter', 'Live Painter');
    mock.post(painter, [mock.photo(await png(320, 240))], { text: `one #${HASHTAG}` });
    mock.post(painter, [mock.photo(await png(240, 320))], { text: `two #${HASHTAG}` });
    expect(await ingestPass()).toEqual([{ type: 'submission' }]);
    expect(await ingestPass()).toEqual([]);
  });
});

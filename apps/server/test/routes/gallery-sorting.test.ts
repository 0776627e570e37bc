import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allPages,
  ids,
  idsOf,
  latest,
  startGalleryApp,
  stopGalleryApp,
} from '../helpers/gallery-list-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await startGalleryApp());
});
afterAll(stopGalleryApp);

describe('paging and sorting', () => {
  it('defaults to latest (date then id, newest first) and pages with offset and limit', async () => {
    expect(await idsOf()).toEqual(latest());
    expect(await idsOf('?sortBy=latest&limit=2')).toEqual(latest().slice(0, 2));
    expect(await idsOf('?sortBy=latest&limit=2&offset=2')).toEqual(latest().slice(2, 4));
    expect(await idsOf('?offset=6')).toEqual([]);
  });

  it('falls back to latest for an unknown sort instead of refusing it', async () => {
    expect(await idsOf('?sortBy=hottest')).toEqual(latest());
  });

  it('refuses a limit over 100 or a negative offset', async () => {
    expect((await t.app.inject({ url: '/api/gallery/all?limit=101' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/gallery/all?offset=-1' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/gallery/all?limit=100' })).statusCode).toBe(200);
  });

  it('sorts oldest first', async () => {
    expect(await idsOf('?sortBy=oldest')).toEqual([
      ids.photo,
      ids.video,
      ids.ingested,
      ids.tieA,
      ids.tieB,
      ids.newest,
    ]);
  });

  it('sorts by most and least loves, ties by newest id', async () => {
    // loves: video 3, tieA 1, tieB 1, photo 1, newest 1, ingested 0
    expect(await idsOf('?sortBy=most_reactions')).toEqual([
      ids.video,
      ids.newest,
      ids.tieB,
      ids.tieA,
      ids.photo,
      ids.ingested,
    ]);
    expect(await idsOf('?sortBy=least_reactions')).toEqual([
      ids.ingested,
      ids.newest,
      ids.tieB,
      ids.tieA,
      ids.photo,
      ids.video,
    ]);
  });

  it('keeps a random order stable across pages for one seed and changes it with another', async () => {
    const first = await allPages('&sortBy=random&seed=visit-1', 2);
    expect([...first].sort()).toEqual([...latest()].sort());
    expect(await allPages('&sortBy=random&seed=visit-1', 4)).toEqual(first);
    const second = await allPages('&sortBy=random&seed=visit-2', 2);
    expect([...second].sort()).toEqual([...first].sort());
    expect(second).not.toEqual(first);
  });

  it('without a seed, random still pages without repeats', async () => {
    const unseeded = await allPages('&sortBy=random', 2);
    expect(unseeded).toHaveLength(6);
    expect(new Set(unseeded).size).toBe(6);
    expect(await allPages('&sortBy=random', 3)).toEqual(unseeded);
  });
});

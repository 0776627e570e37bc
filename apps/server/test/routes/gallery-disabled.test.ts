import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, idsOf, list, startGalleryApp, stopGalleryApp } from '../helpers/gallery-list-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  ({ t, adminCookie, userCookie } = await startGalleryApp());
});
afterAll(stopGalleryApp);

describe('disabled submissions', () => {
  it('are hidden from every public list and the count', async () => {
    for (const sortBy of ['latest', 'oldest', 'most_reactions', 'least_reactions', 'random']) {
      expect(await idsOf(`?sortBy=${sortBy}&limit=100`)).not.toContain(ids.hidden);
    }
    const count = await t.app.inject({ url: '/api/gallery/count' });
    expect(count.json()).toEqual({ data: 6 });
  });

  it('are shown with showDisabled to administrators only', async () => {
    expect(await idsOf('?showDisabled=true')).not.toContain(ids.hidden);
    expect(await idsOf('?showDisabled=true', userCookie)).not.toContain(ids.hidden);
    const forAdmin = await list('?showDisabled=true', adminCookie);
    expect(forAdmin[0]).toMatchObject({ _id: ids.hidden, disabled: true, totalReactionsCount: 9 });
    expect(await idsOf('', adminCookie)).not.toContain(ids.hidden);

    const count = (query: string, cookie?: string) =>
      t.app
        .inject({ url: `/api/gallery/count${query}`, headers: cookie ? { cookie } : {} })
        .then((r) => r.json().data);
    expect(await count('?showDisabled=true')).toBe(6);
    expect(await count('?showDisabled=true', userCookie)).toBe(6);
    expect(await count('?showDisabled=true', adminCookie)).toBe(7);
  });
});

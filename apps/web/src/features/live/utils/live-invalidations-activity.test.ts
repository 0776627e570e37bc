import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
// The catalogue feature's own key factory: a key renamed there fails here.
import { getCollectionActivityQueryOptions } from '../../catalogue/api/get-collection-activity.ts';
import { liveInvalidations, resyncInvalidations } from './live-invalidations.ts';

let client: QueryClient;
const seed = (key: QueryKey): QueryKey => {
  client.setQueryData(key, { items: [], total: 0 });
  return key;
};
const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? false;
const activityKey = (offset: number, kinds: ('sale' | 'offer')[] = []) =>
  getCollectionActivityQueryOptions({ collectionRef: 'guardians', chainId: 31337, offset, kinds, traits: {} })
    .queryKey;

beforeEach(() => {
  client = new QueryClient();
});

describe("a collection's activity feed, live", () => {
  it('a catalogue event (a listing, an offer, a sale) refreshes every page and filter of it', async () => {
    const first = seed(activityKey(0));
    const later = seed(activityKey(20));
    const sales = seed(activityKey(0, ['sale']));
    await Promise.all(liveInvalidations({ type: 'catalogue' }).map((f) => client.invalidateQueries(f)));
    expect([stale(first), stale(later), stale(sales)]).toEqual([true, true, true]);
  });

  it('a like, a site change or a notification leaves it alone', async () => {
    const feed = seed(activityKey(0));
    for (const event of [
      { type: 'reaction', target: 'item', id: '0xabc:1' },
      { type: 'site' },
      { type: 'notification', account: '0xa11ce00000000000000000000000000000000001' },
    ] as const) {
      await Promise.all(liveInvalidations(event).map((f) => client.invalidateQueries(f)));
    }
    expect(stale(feed)).toBe(false);
  });

  it('a reconnection refreshes it: events may have been missed', async () => {
    const feed = seed(activityKey(0, ['offer']));
    await Promise.all(resyncInvalidations.map((f) => client.invalidateQueries(f)));
    expect(stale(feed)).toBe(true);
  });
});

import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
// The notifications feature's own key factories: a key renamed there fails here.
import { getNotificationsQueryOptions } from '../../notifications/api/get-notifications.ts';
import { getUnreadCountQueryOptions } from '../../notifications/api/get-unread-count.ts';
import { liveInvalidations, resyncInvalidations } from './live-invalidations.ts';

const ALICE = '0xa11ce00000000000000000000000000000000001';
const BOB = '0xb0b0000000000000000000000000000000000002';

let client: QueryClient;
const seed = (key: QueryKey): QueryKey => {
  client.setQueryData(key, {});
  return key;
};
const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  client = new QueryClient();
});

describe('a notification for an account', () => {
  it("refreshes that account's bell and list, whatever the letter case, and no one else's", async () => {
    const aliceCount = seed(getUnreadCountQueryOptions(ALICE).queryKey);
    const aliceList = seed(getNotificationsQueryOptions(ALICE).queryKey);
    const bobCount = seed(getUnreadCountQueryOptions(BOB).queryKey);
    const event = { type: 'notification', account: ALICE.toUpperCase().replace('0X', '0x') } as const;
    await Promise.all(liveInvalidations(event).map((filters) => client.invalidateQueries(filters)));
    expect([stale(aliceCount), stale(aliceList), stale(bobCount)]).toEqual([true, true, false]);
  });

  it('a reconnection refreshes them too: one may have been missed', async () => {
    const count = seed(getUnreadCountQueryOptions(ALICE).queryKey);
    await Promise.all(resyncInvalidations.map((filters) => client.invalidateQueries(filters)));
    expect(stale(count)).toBe(true);
  });
});

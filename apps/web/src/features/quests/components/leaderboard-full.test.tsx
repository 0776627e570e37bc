import type { LeaderboardEntry } from '@guardians/shared/quests';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { LeaderboardFull } from './leaderboard-full.tsx';

/** A controllable IntersectionObserver: `show(ratio)` reports the sentinel at that visibility. */
const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push(options ? { callback, options } : { callback });
  }
  observe() {}
  disconnect() {}
}
async function show(ratio: number) {
  const latest = observers.at(-1);
  if (!latest) throw new Error('no observer');
  await act(async () => {
    latest.callback(
      [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  });
}

const entry = (i: number): LeaderboardEntry => ({
  _id: `collector-${i}`,
  account: `0x${(i + 1).toString(16).padStart(40, '0')}`,
  totalPoints: 1000 - i,
  totalClaimsCount: 1,
  rank: i + 1,
  stars: 3,
});

function serve(total: number, extra: LeaderboardEntry[] = []) {
  const all = [...Array.from({ length: total }, (_, i) => entry(i)), ...extra];
  return vi.fn(async (url: string) => {
    // Collectors are shown as people: their names come from the identities call.
    const asked = new URL(url, 'http://x');
    if (asked.pathname === '/api/users/identities') {
      const items = (asked.searchParams.get('accounts') ?? '').split(',').map((account) => ({
        account,
        username: all.find((row) => row.account === account)?._id ?? null,
        ensName: null,
        avatar: null,
      }));
      return Response.json({ data: { items, total: items.length } });
    }
    const place = /\/leaderboard\/(0x[0-9a-f]{40})$/.exec(new URL(url, 'http://x').pathname)?.[1];
    if (place) {
      const mine = all.find((row) => row.account === place) ?? null;
      return new Response(JSON.stringify({ data: mine }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    const query = new URL(url, 'http://x').searchParams;
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    // `total` counts the rows the server shows; `extra` rows ride along to test the client filter.
    const body = { data: { items: all.slice(offset, offset + limit), total } };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}

async function renderBoard(viewer?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <LeaderboardFull viewer={viewer} /> }]);
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

const rowCount = () => screen.queryAllByTestId('leaderboard-row').length;
const offsetsOnly = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('offset='));
const offsets = (fetchMock: ReturnType<typeof serve>) =>
  offsetsOnly(fetchMock).map(([url]) => new URL(String(url), 'http://x').searchParams.get('offset'));

describe('LeaderboardFull', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("pins the viewer's own row with their rank among everyone above the page, and none for a viewer without coins", async () => {
    const fetchMock = serve(60);
    vi.stubGlobal('fetch', fetchMock);
    await renderBoard(entry(39).account);
    const mine = await screen.findByTestId('your-rank');
    expect(mine.textContent).toContain('Your rank');
    await waitFor(() => expect(mine.textContent).toContain('collector-39'));
    expect(mine.querySelector('td')?.textContent).toBe('40');
    expect(rowCount()).toBe(25);
    expect(offsetsOnly(fetchMock)).toHaveLength(1);
    cleanup();

    vi.stubGlobal('fetch', serve(60));
    await renderBoard('0x00000000000000000000000000000000000000ff');
    await waitFor(() => expect(rowCount()).toBe(25));
    expect(screen.queryByTestId('your-rank')).toBeNull();
  });

  it('loads 25, then the next page only once the sentinel is at least half visible', async () => {
    const fetchMock = serve(60);
    vi.stubGlobal('fetch', fetchMock);
    await renderBoard();
    await waitFor(() => expect(rowCount()).toBe(25));
    expect(observers.at(-1)?.options?.threshold).toBe(0.5);

    await show(0.3);
    expect(offsets(fetchMock)).toEqual(['0']);
    await show(0.5);
    await waitFor(() => expect(rowCount()).toBe(50));
    await show(1);
    await waitFor(() => expect(rowCount()).toBe(60));
    expect(offsets(fetchMock)).toEqual(['0', '25', '50']);
    // Page 3 of 3: nothing more to load, the sentinel is no longer watched.
    const watched = observers.length;
    await show(1);
    expect(observers.length).toBe(watched);
    expect(offsets(fetchMock)).toHaveLength(3);
    expect(await screen.findByText('That is everyone. Complete a quest to join them.')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: '3 of 5 stars' }).length).toBeGreaterThan(0);
  });

  it('never watches past the total pages, and hides negative totals', async () => {
    // One page: 24 collectors and one the server should have dropped (negative total).
    const fetchMock = serve(24, [{ ...entry(99), totalPoints: -3 }]);
    vi.stubGlobal('fetch', fetchMock);
    await renderBoard();
    await waitFor(() => expect(rowCount()).toBe(24));
    expect(screen.queryByText('collector-99')).toBeNull();
    expect(observers).toHaveLength(0);
    expect(offsets(fetchMock)).toEqual(['0']);
  });

  it("says 'No data available' when nobody is on the board", async () => {
    vi.stubGlobal('fetch', serve(0));
    await renderBoard();
    expect(await screen.findByText('No data available')).toBeTruthy();
  });
});

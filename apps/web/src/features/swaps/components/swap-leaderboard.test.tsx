import type { SwapLeaderboardEntry } from '@guardians/shared/swaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { SwapLeaderboard } from './swap-leaderboard.tsx';

const entry = (i: number): SwapLeaderboardEntry => ({
  _id: `claimer-${i}`,
  account: `0x${(i + 1).toString(16).padStart(40, '0')}`,
  totalClaimed: 1000 - i,
  claimsCount: 1,
  rank: i + 1,
});
const board = Array.from({ length: 45 }, (_, i) => entry(i));

/** The swap leaderboard's calls: a page, the count, one account's place, and the identities. */
function serve() {
  return vi.fn(async (input: string) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/users/identities') {
      const items = (url.searchParams.get('accounts') ?? '').split(',').map((account) => ({
        account,
        username: board.find((row) => row.account === account)?._id ?? null,
        ensName: null,
        avatar: null,
      }));
      return Response.json({ data: { items, total: items.length } });
    }
    if (url.pathname === '/api/swaps/leaderboard/count') return Response.json({ data: board.length });
    const place = /\/leaderboard\/(0x[0-9a-f]{40})$/.exec(url.pathname)?.[1];
    if (place) return Response.json({ data: board.find((row) => row.account === place) ?? null });
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return Response.json({ data: { items: board.slice(offset, offset + limit), total: board.length } });
  });
}

async function renderBoard(me: string | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SwapLeaderboard me={me} /> }]);
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

describe('SwapLeaderboard', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', serve());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("pins the viewer's own row with their rank among everyone while the page shown does not hold it", async () => {
    await renderBoard(entry(39).account);
    const mine = await screen.findByTestId('swap-your-rank');
    expect(mine.textContent).toContain('Your rank');
    expect(mine.querySelector('td')?.textContent).toBe('40');
    await waitFor(() => expect(mine.textContent).toContain('claimer-39'));
  });

  it('pins nothing when the viewer is on the page, or has not claimed', async () => {
    await renderBoard(entry(2).account);
    await screen.findByText('claimer-2');
    expect(screen.queryByTestId('swap-your-rank')).toBeNull();
    cleanup();
    await renderBoard('0x00000000000000000000000000000000000000ff');
    await screen.findByText('claimer-0');
    expect(screen.queryByTestId('swap-your-rank')).toBeNull();
  });
});

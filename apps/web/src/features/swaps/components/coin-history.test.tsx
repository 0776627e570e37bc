import type { LedgerEntry } from '@guardians/shared/quests';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { CoinHistory } from './coin-history.tsx';

const account = '0x1234567890abcdef1234567890abcdef1234abcd';
const fetchMock = vi.fn<typeof fetch>();

function entry(id: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    _id: String(id),
    account,
    amount: 50,
    reason: 'quest',
    reference: '1',
    note: 'Link your X',
    createdAt: new Date(Date.UTC(2026, 10, 22, 20, id)).toISOString(),
    ...overrides,
  };
}

/** Answers like the server: newest first, sliced by offset and limit. */
function serve(rows: LedgerEntry[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return Response.json({
      data: { items: rows.slice(offset, offset + limit), total: rows.length, balance: 0 },
    });
  });
}

function renderHistory() {
  const router = createMemoryRouter([{ path: '*', element: <CoinHistory account={account} /> }], {
    initialEntries: ['/swaps'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Your coin history, newest first' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('CoinHistory', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows skeletons, then each row with its date, label and signed amount', async () => {
    const claim = entry(2, { amount: -12.5, reason: 'claim', reference: 'v1', note: null });
    const quest = entry(1);
    serve([claim, quest]);
    renderHistory();
    expect(screen.getAllByTestId('coin-history-skeleton')).toHaveLength(3);
    await screen.findByText('Claimed on chain');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/points/ledger/me?offset=0&limit=10');
    const cells = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      [formatSpecDate(claim.createdAt), 'Claimed on chain', '-12.50'],
      [formatSpecDate(quest.createdAt), 'Quest: Link your X', '+50.00'],
    ]);
    expect(screen.getByText('+50.00').className).toContain('text-emerald-300');
    expect(screen.getByText('-12.50').className).toContain('text-muted');
    expect(screen.queryByRole('navigation', { name: 'Coin history pages' })).toBeNull();
  });

  it('pages ten rows at a time with Previous and Next', async () => {
    serve(Array.from({ length: 23 }, (_, i) => entry(23 - i, { note: `Quest ${23 - i}` })));
    renderHistory();
    await screen.findByText('Quest: Quest 23');
    expect(bodyRows()).toHaveLength(10);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    await act(async () => fireEvent.click(next));
    await screen.findByText('Quest: Quest 13');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/points/ledger/me?offset=10&limit=10');
    await act(async () => fireEvent.click(next));
    await screen.findByText('Quest: Quest 3');
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    // At the end Next stays focusable but does nothing.
    expect(next.getAttribute('aria-disabled')).toBe('true');
    const calls = fetchMock.mock.calls.length;
    await act(async () => fireEvent.click(next));
    expect(fetchMock.mock.calls.length).toBe(calls);

    await act(async () => fireEvent.click(previous));
    await screen.findByText('Page 2 of 3');
    expect(previous.getAttribute('aria-disabled')).toBe('false');
  });

  it('invites a first quest when there is nothing yet', async () => {
    serve([]);
    renderHistory();
    const link = await screen.findByRole('link', { name: 'Complete a quest' });
    expect(link.getAttribute('href')).toBe('/quests');
    expect(link.parentElement?.textContent).toBe(
      'No coin activity yet. Complete a quest to earn your first coins.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the history could not load and retries', async () => {
    fetchMock.mockImplementationOnce(async () =>
      Response.json({ statusCode: 403, code: 'FORBIDDEN', message: 'No' }, { status: 403 }),
    );
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The coin history could not load.');
    serve([entry(1)]);
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    await screen.findByText('Quest: Link your X');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

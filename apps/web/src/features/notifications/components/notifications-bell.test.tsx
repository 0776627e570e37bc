import type { Notification } from '@guardians/shared/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { errorAnswer, serveApi, sessionOf, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { liveInvalidations } from '../../live/utils/live-invalidations.ts';
import { setNotificationsPanelOpen } from '../utils/panel-store.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { NotificationsPanelHost } from './notifications-panel-host.tsx';

const ACCOUNT = '0x1234567890abcdef1234567890abcdef1234abcd';
const BUYER = '0x00000000000000000000000000000000000000b1';
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

const target = (tokenId: string | null) => ({
  chainId: 31337,
  collection: TOKEN,
  collectionName: 'Guardians',
  collectionSlug: 'guardians',
  tokenId,
  itemName: tokenId ? `Guardian #${tokenId}` : null,
  image: null,
  trait: null,
});

function sold(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'listing_sold',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    target: target(String(id)),
    buyer: BUYER,
    txHash: `0x${'ab'.repeat(32)}`,
    priceWei: '500000000000000000',
    priceEther: '0.5',
    ...overrides,
  } as Notification;
}

/** The notification API as the server answers it, over `state`, which each test arranges. */
function serveNotifications(state: { items: Notification[] }) {
  const unread = () => state.items.filter((n) => n.readAt === null).length;
  return serveApi({
    '/api/login/session': sessionOf(ACCOUNT),
    '/api/notifications/unread-count': () => Response.json({ data: unread() }),
    '/api/notifications': ({ url }) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const items = state.items.slice(offset, offset + 20);
      return Response.json({ data: { items, total: state.items.length, unread: unread() } });
    },
    'POST /api/notifications/read': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { ids?: number[]; all?: true };
      let marked = 0;
      state.items = state.items.map((n) => {
        if (n.readAt !== null || !(body.all || body.ids?.includes(n.id))) return n;
        marked += 1;
        return { ...n, readAt: new Date().toISOString() };
      });
      return Response.json({ data: { marked, unread: unread() } });
    },
  });
}

let client: QueryClient;

function renderBell() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationsBell />
            <NotificationsPanelHost />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const signedIn = () => setWalletState({ status: 'connected', address: ACCOUNT, ready: true });
const postsOf = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).endsWith('/api/notifications/read') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the notifications bell', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    act(() => setNotificationsPanelOpen(false));
    vi.unstubAllGlobals();
    resetWalletState();
  });

  it('shows nothing to a visitor, and asks the server nothing', async () => {
    const fetch = serveApi({});
    renderBell();
    await settleIdentityBatches();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/notifications'))).toBe(false);
  });

  it('says how many are unread, on its label and on a visible badge', async () => {
    signedIn();
    serveNotifications({ items: [sold(3), sold(2), sold(1, { readAt: '2026-01-01T00:00:00.000Z' })] });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notifications-badge').textContent).toBe('2');
  });

  it('opens "Your notifications" newest first as sentences, marks what it shows read, keeps it marked new', async () => {
    signedIn();
    const state = { items: [sold(2), sold(1, { readAt: '2026-01-01T00:00:00.000Z' })] };
    const fetch = serveNotifications(state);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Your notifications' });
    expect(within(panel).getByRole('status', { name: 'Loading your notifications' })).toBeTruthy();
    const rows = await within(panel).findAllByTestId('notification');
    // People are shown by name once their identities arrive.
    await waitFor(() => expect(within(panel).getAllByTestId('person-name')).toHaveLength(2));
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^New: Guardian #2 sold to .+ for 0\.5 ETH5 min ago$/),
      expect.stringMatching(/^Guardian #1 sold to .+ for 0\.5 ETH5 min ago$/),
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/collection/guardians/2');
    await waitFor(() => expect(postsOf(fetch)).toEqual([{ ids: [2] }]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(panel).getByText('All caught up')).toBeTruthy();
    // Read on the server, still "New" for this look.
    expect(within(panel).getAllByTestId('unread-dot')).toHaveLength(1);
  });

  it('marks the older unread ones with "Mark all as read"', async () => {
    signedIn();
    const items = Array.from({ length: 25 }, (_, i) => sold(25 - i));
    const fetch = serveNotifications({ items });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 25 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Your notifications' });
    expect(await within(panel).findByText('5 unread')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(panel).findByText('All caught up')).toBeTruthy();
    expect(postsOf(fetch).at(-1)).toEqual({ all: true });
    expect(
      (within(panel).getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says so when there is nothing yet, and points to the watchlist', async () => {
    signedIn();
    serveNotifications({ items: [] });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Your notifications' });
    expect(await within(panel).findByText('No notifications yet.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open your watchlist' }).getAttribute('href')).toBe(
      '/watchlist',
    );
  });

  it('offers a retry when the list cannot load, and shows it once it can', async () => {
    signedIn();
    let failing = true;
    const state = { items: [sold(1)] };
    const fetch = serveNotifications(state);
    const answer = fetch.getMockImplementation();
    fetch.mockImplementation(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://site.test').pathname;
      if (failing && path === '/api/notifications') return errorAnswer(503, 'SERVICE_UNAVAILABLE', 'down');
      return (answer as (input: string, init?: RequestInit) => Promise<Response>)(input, init);
    });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Your notifications' });
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'The notifications could not load.',
    );
    failing = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findAllByTestId('notification')).toHaveLength(1);
  });

  it('refetches the count when the live stream names this account', async () => {
    signedIn();
    const state = { items: [sold(1)] };
    serveNotifications(state);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    state.items = [sold(2), ...state.items];
    await act(async () => {
      for (const filters of liveInvalidations({ type: 'notification', account: ACCOUNT.toUpperCase() }))
        await client.invalidateQueries(filters);
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('closes with Escape and gives focus back to the bell', async () => {
    signedIn();
    serveNotifications({ items: [] });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    bell.focus();
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Your notifications' });
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your notifications' })).toBeNull());
    expect(document.activeElement).toBe(bell);
  });
});

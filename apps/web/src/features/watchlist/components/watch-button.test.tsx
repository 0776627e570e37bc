import type { Watch } from '@guardians/shared/watchlist';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { serveApi, sessionOf, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { WatchButton } from './watch-button.tsx';

const ACCOUNT = '0x1234567890abcdef1234567890abcdef1234abcd';
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

function createWatch(overrides: Partial<Watch> = {}): Watch {
  return {
    id: 7,
    kind: 'collection',
    chainId: 31337,
    collection: TOKEN,
    collectionName: 'Guardians',
    collectionSlug: 'guardians',
    tokenId: null,
    itemName: null,
    image: null,
    trait: null,
    alertPriceWei: null,
    alertPriceEther: null,
    floorWei: null,
    floorEther: null,
    lastAlertedAt: null,
    createdAt: '2026-11-22T20:00:00.000Z',
    ...overrides,
  };
}

/** The watchlist API over `watches`, as the server keeps it. */
function serveWatchlist(state: { watches: Watch[] }) {
  return serveApi({
    '/api/login/session': sessionOf(ACCOUNT),
    '/api/watchlist': () => Response.json({ data: { items: state.watches, total: state.watches.length } }),
    'POST /api/watchlist': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { alertPriceWei?: string | null };
      const alertPriceWei = body.alertPriceWei ?? null;
      const watch = createWatch({
        alertPriceWei,
        alertPriceEther: alertPriceWei === null ? null : String(Number(alertPriceWei) / 1e18),
      });
      state.watches = [watch];
      return Response.json({ data: watch }, { status: 201 });
    },
    'DELETE /api/watchlist/7': () => {
      const [removed] = state.watches;
      state.watches = [];
      return Response.json({ data: removed });
    },
  });
}

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WatchButton
        target={{ kind: 'collection', collection: TOKEN.toUpperCase().replace('0X', '0x') }}
        name="Guardians"
      />
      <ToastList />
    </QueryClientProvider>,
  );
}

const bodies = (fetch: ReturnType<typeof serveApi>, method: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).endsWith('/api/watchlist') && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));

describe('the Watch button', () => {
  beforeEach(() => {
    setEnv(createEnv());
    setWalletState({ status: 'connected', address: ACCOUNT, ready: true });
  });
  afterEach(async () => {
    cleanup();
    clearToasts();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
    resetWalletState();
  });

  it('watches the collection, then shows it pressed as Watching', async () => {
    const fetch = serveWatchlist({ watches: [] });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Watch' });
    // Ready once the session is known and the watchlist has come back (busy until then).
    await waitFor(() => expect(bodies(fetch, 'GET')).toHaveLength(1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByText('Watching Guardians: it is on your watchlist')).toBeTruthy();
    const watching = await screen.findByRole('button', { name: 'Watching' });
    expect(watching.getAttribute('aria-pressed')).toBe('true');
    expect(bodies(fetch, 'POST')).toEqual([{ kind: 'collection', collection: TOKEN }]);
  });

  it('stops watching when pressed again', async () => {
    serveWatchlist({ watches: [createWatch()] });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Watching' }));
    expect(await screen.findByText('Stopped watching Guardians')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Watch' })).toBeTruthy();
  });

  it('refuses an alert price that is not a positive amount of ETH, then saves it in wei', async () => {
    const fetch = serveWatchlist({ watches: [] });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Set price alert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Price alert: Guardians' }));
    const field = dialog.getByLabelText('Tell me when the floor is at or below (ETH)');
    fireEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(dialog.getByText('Enter a price in ETH.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(dialog.getByText('The alert price must be more than 0 ETH.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(bodies(fetch, 'POST')).toEqual([]);

    fireEvent.change(field, { target: { value: '0.5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('Price alert set for Guardians')).toBeTruthy();
    expect(bodies(fetch, 'POST')).toEqual([
      { kind: 'collection', collection: TOKEN, alertPriceWei: '500000000000000000' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Alert at 0.5 ETH' })).toBeTruthy();
  });

  it('asks a visitor to connect a wallet before watching', async () => {
    resetWalletState();
    const fetch = serveApi({});
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    await settleIdentityBatches();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/watchlist'))).toBe(false);
  });
});

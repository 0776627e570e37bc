import type { Watch } from '@guardians/shared/watchlist';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { errorAnswer, serveApi, sessionOf, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { WatchlistPage } from './watchlist-page.tsx';

const ACCOUNT = '0x1234567890abcdef1234567890abcdef1234abcd';
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

const collectionWatch: Watch = {
  id: 1,
  kind: 'collection',
  chainId: 31337,
  collection: TOKEN,
  collectionName: 'Guardians',
  collectionSlug: 'guardians',
  tokenId: null,
  itemName: null,
  image: null,
  trait: null,
  alertPriceWei: '500000000000000000',
  alertPriceEther: '0.5',
  floorWei: '700000000000000000',
  floorEther: '0.7',
  lastAlertedAt: null,
  createdAt: '2026-11-22T20:00:00.000Z',
};
const traitWatch: Watch = {
  ...collectionWatch,
  id: 2,
  kind: 'trait',
  trait: { type: 'Eyes', value: 'Fierce' },
  alertPriceWei: null,
  alertPriceEther: null,
  floorWei: null,
  floorEther: null,
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <WatchlistPage />
      </MemoryRouter>
      <ToastList />
    </QueryClientProvider>,
  );
}

describe('the watchlist page', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    clearToasts();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
    resetWalletState();
  });

  it('asks a visitor to connect a wallet', () => {
    serveApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Your watchlist', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
  });

  describe('signed in', () => {
    let watches: Watch[];
    const puts: unknown[] = [];
    beforeEach(() => {
      setWalletState({ status: 'connected', address: ACCOUNT, ready: true });
      watches = [traitWatch, collectionWatch];
      puts.length = 0;
    });
    const serve = (
      list: () => Response = () => Response.json({ data: { items: watches, total: watches.length } }),
    ) =>
      serveApi({
        '/api/login/session': sessionOf(ACCOUNT),
        '/api/watchlist': list,
        'PUT /api/watchlist/1': ({ init }) => {
          const body = JSON.parse(String(init?.body)) as { alertPriceWei: string | null };
          puts.push(body);
          watches = watches.map((w) =>
            w.id === 1
              ? {
                  ...w,
                  alertPriceWei: body.alertPriceWei,
                  alertPriceEther: body.alertPriceWei ? '1.25' : null,
                }
              : w,
          );
          return Response.json({ data: watches[1] });
        },
        'DELETE /api/watchlist/2': () => {
          watches = watches.filter((w) => w.id !== 2);
          return Response.json({ data: traitWatch });
        },
      });

    it('shows a skeleton, then each watch with its floor now and its alert', async () => {
      serve();
      renderPage();
      expect(await screen.findByRole('status', { name: 'Loading your watchlist' })).toBeTruthy();
      const rows = await screen.findAllByTestId('watch');
      expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
        'Guardians · Eyes: Fierce',
        'Guardians',
      ]);
      expect(within(rows[0] as HTMLElement).getByText('Not listed')).toBeTruthy();
      expect(within(rows[1] as HTMLElement).getByText('0.7 ETH')).toBeTruthy();
      expect(within(rows[1] as HTMLElement).getByText('at or below 0.5 ETH')).toBeTruthy();
      expect(
        within(rows[1] as HTMLElement)
          .getByRole('link')
          .getAttribute('href'),
      ).toBe('/collection/guardians');
    });

    it('edits an alert in ETH and sends wei', async () => {
      serve();
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit the alert of Guardians' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Price alert: Guardians' }));
      const field = dialog.getByLabelText('Tell me when the floor is at or below (ETH)') as HTMLInputElement;
      expect(field.value).toBe('0.5');
      fireEvent.change(field, { target: { value: '1.25' } });
      fireEvent.click(dialog.getByRole('button', { name: 'Save alert' }));
      expect(await screen.findByText('at or below 1.25 ETH')).toBeTruthy();
      expect(puts).toEqual([{ alertPriceWei: '1250000000000000000' }]);
    });

    it('removes a watch', async () => {
      serve();
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Stop watching Guardians · Eyes: Fierce' }));
      expect(await screen.findByText('Stopped watching Guardians · Eyes: Fierce')).toBeTruthy();
      await waitFor(() => expect(screen.getAllByTestId('watch')).toHaveLength(1));
    });

    it('says how to start when nothing is watched', async () => {
      watches = [];
      serve();
      renderPage();
      expect(await screen.findByText(/You are not watching anything yet/)).toBeTruthy();
    });

    it('offers a retry when the list cannot load', async () => {
      let failing = true;
      serve(() =>
        failing
          ? errorAnswer(503, 'SERVICE_UNAVAILABLE', 'down')
          : Response.json({ data: { items: watches, total: watches.length } }),
      );
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Your watchlist could not load' })).toBeTruthy();
      failing = false;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findAllByTestId('watch')).toHaveLength(2);
    });
  });
});

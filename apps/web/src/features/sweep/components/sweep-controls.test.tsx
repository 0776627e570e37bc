import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { executeTransaction } from '../../../lib/wallet/run-transaction.ts';
import { readContractCall } from '../../../lib/wallet/wallet-actions.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { serveApi } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { clearCart, getCart } from '../utils/cart-store.ts';
import { SweepControls } from './sweep-controls.tsx';

vi.mock('../../../lib/wallet/connect-dialog-store.ts', () => ({ setConnectDialogOpen: vi.fn() }));
vi.mock('../../../lib/wallet/run-transaction.ts', () => ({ executeTransaction: vi.fn() }));
vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({ readContractCall: vi.fn() }));

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const MARKETPLACE = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const BUYER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const SELLER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const ETH = 10n ** 18n;

function asset(tokenId: string, owner = SELLER) {
  return {
    tokenId,
    tokenAddress: TOKEN,
    name: `Guardian #${tokenId}`,
    image: null,
    thumbnail: null,
    media: { uri: null, kind: null },
    owner,
  };
}

/** The grid's first page in price order: three listed (one of them the buyer's own), then unlisted. */
const cheapestPage = () =>
  Response.json({
    data: {
      assets: [asset('1'), asset('2', BUYER), asset('3'), asset('4'), asset('5')],
      prices: [
        { tokenId: '1', tokenAddress: TOKEN, price: '0.1', symbol: 'ETH' },
        { tokenId: '2', tokenAddress: TOKEN, price: '0.15', symbol: 'ETH' },
        { tokenId: '3', tokenAddress: TOKEN, price: '0.2', symbol: 'ETH' },
        { tokenId: '4', tokenAddress: TOKEN, price: '0.3', symbol: 'ETH' },
        { tokenId: '5', tokenAddress: TOKEN, price: null, symbol: 'ETH' },
      ],
      total: 5,
      offset: 0,
      limit: 50,
    },
  });

function listing(tokenId: string, priceWei: bigint) {
  return {
    hash: `0x${tokenId.padStart(64, '0')}`,
    chainId: 31337,
    marketplace: MARKETPLACE,
    seller: SELLER,
    token: TOKEN,
    tokenId,
    price: priceWei.toString(),
    priceEther: String(Number(priceWei) / 1e18),
    expiry: 2_000_000_000,
    nonce: '0',
    salt: '1',
    signature: `0x${'ab'.repeat(65)}`,
    status: 'active',
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

function renderControls() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SweepControls collectionRef="guardians" chainId={31337} />
      <ToastList />
    </QueryClientProvider>,
  );
}

describe('SweepControls', () => {
  beforeEach(() => {
    setEnv(createEnv({ marketplaceAddress: MARKETPLACE }));
    clearCart();
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    resetWalletState();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('fills the cart with the N cheapest listed items, leaving out the viewer’s own', async () => {
    setWalletState({ status: 'connected', address: BUYER as `0x${string}` });
    const fetch = serveApi({ '/api/collections/guardians': cheapestPage });
    renderControls();
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 3 cheapest' }));

    const cart = await screen.findByRole('region', { name: 'Cart' });
    expect(within(cart).getByText('3 items in your cart · 0.6 ETH')).toBeTruthy();
    expect(getCart().map((item) => item.tokenId)).toEqual(['1', '3', '4']);
    const asked = new URL(String(fetch.mock.calls[0]?.[0]), 'http://site.test');
    expect(asked.searchParams.get('sortBy')).toBe('price_asc');
    expect(asked.searchParams.get('withPrices')).toBe('true');
  });

  it('says so when fewer items are listed than asked for', async () => {
    serveApi({ '/api/collections/guardians': cheapestPage });
    renderControls();
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 9 cheapest' }));
    expect(await screen.findByText('Only 4 listed items could go in the cart.')).toBeTruthy();
  });

  it('asks a visitor without a wallet to connect one before the review', async () => {
    serveApi({ '/api/collections/guardians': cheapestPage });
    renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Add 5 cheapest' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review cart' }));
    expect(setConnectDialogOpen).toHaveBeenCalledWith(true);
    expect(await screen.findByText('Connect a wallet to buy what is in your cart.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Your cart' })).toBeNull();
  });

  it('reviews the prices now, sweeps the buyable ones for their total, and says what was skipped', async () => {
    setWalletState({ status: 'connected', address: BUYER as `0x${string}` });
    serveApi({
      '/api/collections/guardians': cheapestPage,
      [`/api/nfts/${TOKEN}/1/listing`]: () => Response.json({ data: listing('1', ETH / 10n) }),
      // Sold since the cart was filled: left out of the sweep.
      [`/api/nfts/${TOKEN}/3/listing`]: () => Response.json({ data: null }),
      [`/api/nfts/${TOKEN}/4/listing`]: () => Response.json({ data: listing('4', (ETH * 3n) / 10n) }),
      [`/api/nfts/${TOKEN}/1`]: () => Response.json({ data: { ...asset('1', BUYER) } }),
      [`/api/nfts/${TOKEN}/4`]: () => Response.json({ data: { ...asset('4') } }),
    });
    vi.mocked(executeTransaction).mockResolvedValue('0xhash');
    // On chain, #4 went to someone else before the sweep was mined: only #1 is the buyer's.
    vi.mocked(readContractCall).mockImplementation(async (call) =>
      call.args?.[0] === 1n ? BUYER : '0x0000000000000000000000000000000000000009',
    );
    renderControls();
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 3 cheapest' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review cart' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Your cart' }));
    const sweep = await dialog.findByRole('button', { name: 'Sweep 2 items for 0.4 ETH' });
    expect(dialog.getByText('No longer for sale')).toBeTruthy();
    fireEvent.click(sweep);

    await waitFor(() => expect(executeTransaction).toHaveBeenCalledTimes(1));
    const call = vi.mocked(executeTransaction).mock.calls[0]?.[0];
    expect(call?.functionName).toBe('sweep');
    expect(call?.value).toBe((ETH * 4n) / 10n);
    expect(call?.args?.[2]).toBe((ETH * 4n) / 10n);
    expect(((call?.args?.[0] ?? []) as Array<{ tokenId: bigint }>).map((l) => l.tokenId)).toEqual([1n, 4n]);
    expect(
      await screen.findByText('Bought 1 of 2 items. 1 was no longer for sale: you were not charged for it.'),
    ).toBeTruthy();
    // The lines sent leave the cart; the one that was not for sale stays for the person to see.
    expect(getCart().map((item) => item.tokenId)).toEqual(['3']);
  });
});

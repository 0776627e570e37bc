import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { readContractCall } from '../../../lib/wallet/wallet-actions.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import {
  createItemOffer,
  expiryInDays,
  HOLDER,
  itemOffersPath,
  MARKETPLACE,
  OFFERER,
  OTHER_OFFERER,
  offerItem,
  offerListAnswer,
  WETH,
} from '../utils/offers-test-kit.ts';
import { ItemOffers } from './item-offers.tsx';
import { UNFUNDED_HINT } from './offer-row.tsx';

const chain = vi.hoisted(() => ({
  transactions: [] as { functionName: string; args?: readonly unknown[] }[],
}));

vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({ readContractCall: vi.fn() }));
vi.mock('../../../lib/wallet/run-transaction.ts', () => ({
  TransactionFailedError: class extends Error {},
  runTransaction: vi.fn(
    async (
      call: { functionName: string; args?: readonly unknown[] },
      _labels: unknown,
      settle?: (hash: string) => Promise<void>,
    ) => {
      chain.transactions.push(call);
      await settle?.('0xfeed');
      return '0xfeed';
    },
  ),
}));

const etherPrice = () =>
  Response.json({ data: { price: 2000, decimals: 8, roundId: '1', updatedAt: '2026-11-01T00:00:00.000Z' } });

function renderOffers(owner: string | null = HOLDER) {
  const onTraded = vi.fn(async () => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ItemOffers item={offerItem} owner={owner} onTraded={onTraded} />
        <ToastList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onTraded };
}

const rows = () => screen.findAllByTestId('offer-row');
const amounts = async () => (await rows()).map((row) => within(row).getByTestId('offer-amount').textContent);

describe('the offers on an item page', () => {
  beforeEach(() => {
    setEnv(createEnv({ marketplaceAddress: MARKETPLACE, wethAddress: WETH }));
    chain.transactions = [];
  });
  afterEach(async () => {
    await settleIdentityBatches();
    cleanup();
    clearToasts();
    resetWalletState();
    vi.unstubAllGlobals();
  });

  it('shows a skeleton, then the open offers best first: who, how much, on what and until when', async () => {
    serveApi({
      '/api/utils/ether-price': etherPrice,
      [itemOffersPath]: () =>
        offerListAnswer([
          createItemOffer({ amountEther: '0.5' }),
          createItemOffer({
            kind: 'trait',
            tokenId: null,
            trait: { type: 'Background', value: 'Jade', tokenCount: 40 },
            amountEther: '0.4',
            offerer: OTHER_OFFERER,
            expiry: expiryInDays(1),
          }),
          createItemOffer({ kind: 'collection', tokenId: null, amountEther: '0.3', quantity: 5, fills: 3 }),
        ]),
    });
    renderOffers();
    expect(screen.getByRole('status', { name: 'Loading offers' })).toBeTruthy();
    expect(await amounts()).toEqual(['0.5 WETH', '0.4 WETH', '0.3 WETH']);
    const [item, trait, collection] = (await rows()).map((row) => within(row));
    expect(item?.getByText('Item')).toBeTruthy();
    expect(item?.getByText('ends in 3 days')).toBeTruthy();
    expect(await item?.findByText('≈ $1,000.00')).toBeTruthy();
    expect(item?.getByTestId('person').getAttribute('href')).toBe(`/forge/${OFFERER}`);
    expect(trait?.getByText('Trait')).toBeTruthy();
    expect(trait?.getByText('Background: Jade')).toBeTruthy();
    expect(trait?.getByText('ends in 1 day')).toBeTruthy();
    expect(collection?.getByText('Collection')).toBeTruthy();
    expect(collection?.getByText('2 of 5 left')).toBeTruthy();
    expect(screen.getByText('3 offers')).toBeTruthy();
  });

  it('says when the item has no offer yet', async () => {
    serveApi({ [itemOffersPath]: () => offerListAnswer([]) });
    renderOffers();
    expect(await screen.findByText('No offers yet.')).toBeTruthy();
  });

  it('shows an unfunded offer muted, says why, and offers no Accept on it', async () => {
    setWalletState({ status: 'connected', address: HOLDER, chainId: 31337 });
    serveApi({
      [itemOffersPath]: () =>
        offerListAnswer([
          createItemOffer({ amountEther: '0.5' }),
          createItemOffer({ amountEther: '0.4', status: 'unfunded', offerer: OTHER_OFFERER }),
        ]),
    });
    renderOffers();
    const [funded, unfunded] = await rows();
    expect(unfunded?.getAttribute('data-status')).toBe('unfunded');
    expect(within(unfunded as HTMLElement).getByText('Unfunded')).toBeTruthy();
    expect(within(unfunded as HTMLElement).getByText(UNFUNDED_HINT)).toBeTruthy();
    expect(within(unfunded as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(funded as HTMLElement).getByRole('button', { name: 'Accept the offer of 0.5 WETH' }),
    ).toBeTruthy();
  });

  it('says the offers could not load, and loads them on Retry', async () => {
    let calls = 0;
    serveApi({
      [itemOffersPath]: () => {
        calls += 1;
        return calls === 1 ? errorAnswer(500, 'INTERNAL', 'boom') : offerListAnswer([createItemOffer()]);
      },
    });
    renderOffers();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The offers could not load.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await amounts()).toEqual(['0.5 WETH']);
  });

  it('lets nobody act without a wallet, the holder accept, and an offerer cancel their own', async () => {
    const offers = [
      createItemOffer({ amountEther: '0.5', offerer: OFFERER }),
      createItemOffer({ amountEther: '0.4', offerer: OTHER_OFFERER }),
      // The holder's own collection offer covers their item: theirs to cancel, not to accept.
      createItemOffer({ kind: 'collection', tokenId: null, amountEther: '0.3', offerer: HOLDER }),
    ];
    serveApi({ [itemOffersPath]: () => offerListAnswer(offers) });
    renderOffers();
    await rows();
    expect(screen.queryAllByRole('button')).toEqual([]);
    cleanup();

    setWalletState({ status: 'connected', address: HOLDER, chainId: 31337 });
    renderOffers();
    await rows();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Accept the offer of 0.5 WETH',
      'Accept the offer of 0.4 WETH',
      'Cancel your offer of 0.3 WETH',
    ]);
    cleanup();

    setWalletState({ status: 'connected', address: OTHER_OFFERER, chainId: 31337 });
    renderOffers();
    await rows();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Cancel your offer of 0.4 WETH',
    ]);
  });

  it('reviews the split before accepting, then accepts with the proof and refreshes the page', async () => {
    setWalletState({ status: 'connected', address: HOLDER, chainId: 31337 });
    const proof = [`0x${'1'.repeat(64)}`];
    const offer = createItemOffer({
      kind: 'trait',
      tokenId: null,
      trait: { type: 'Background', value: 'Jade', tokenCount: 40 },
      amount: '500000000000000000',
      amountEther: '0.5',
      proof,
    });
    vi.mocked(readContractCall).mockImplementation(async ({ functionName }) => {
      if (functionName === 'quote') return [25n * 10n ** 15n, HOLDER, 25n * 10n ** 15n, 45n * 10n ** 16n];
      if (functionName === 'isApprovedForAll') return true;
      throw new Error(`unexpected read ${functionName}`);
    });
    serveApi({
      [itemOffersPath]: () => offerListAnswer([offer]),
      [`/api/offers/${offer.hash}`]: () => Response.json({ data: { ...offer, fills: 1, status: 'filled' } }),
    });
    const { onTraded } = renderOffers();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the offer of 0.5 WETH' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Accept this offer' }));
    expect(dialog.getByText('Trait · Background: Jade')).toBeTruthy();
    await vi.waitFor(() => expect(dialog.getByTestId('offer-proceeds').textContent).toBe('0.45 WETH'));
    expect(dialog.getByText('Marketplace fee').nextElementSibling?.textContent).toBe('0.025 WETH');
    fireEvent.click(dialog.getByRole('button', { name: 'Accept 0.5 WETH' }));
    await vi.waitFor(() => expect(onTraded).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chain.transactions).toHaveLength(1);
    const [accept] = chain.transactions;
    expect(accept?.functionName).toBe('acceptOffer');
    expect(accept?.args?.slice(1)).toEqual(['0xabcd', 7n, proof]);
    expect(accept?.args?.[0]).toMatchObject({ kind: 2, amount: 5n * 10n ** 17n, offerer: OFFERER });
  });

  it('cancels the offerer’s own offer on chain and waits for the indexer', async () => {
    setWalletState({ status: 'connected', address: OFFERER, chainId: 31337 });
    const offer = createItemOffer({ amountEther: '0.5' });
    serveApi({
      [itemOffersPath]: () => offerListAnswer([offer]),
      [`/api/offers/${offer.hash}`]: () => Response.json({ data: { ...offer, status: 'cancelled' } }),
    });
    renderOffers();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel your offer of 0.5 WETH' }));
    await vi.waitFor(() =>
      expect(chain.transactions.map((call) => call.functionName)).toEqual(['cancelOffer']),
    );
  });
});

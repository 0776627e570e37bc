import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import {
  createAccountOffer,
  MARKETPLACE,
  OFFERER,
  OTHER_OFFERER,
  TOKEN,
  WETH,
} from '../utils/offers-test-kit.ts';
import { CollectionOffers } from './collection-offers.tsx';

const chain = vi.hoisted(() => ({ transactions: [] as { functionName: string }[] }));

vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({
  readContractCall: vi.fn(),
  readEtherBalance: vi.fn(),
  signWalletTypedData: vi.fn(),
}));
vi.mock('../../../lib/wallet/run-transaction.ts', () => ({
  TransactionFailedError: class extends Error {},
  executeTransaction: vi.fn(),
  runTransaction: vi.fn(
    async (call: { functionName: string }, _labels: unknown, settle?: (hash: string) => Promise<void>) => {
      chain.transactions.push(call);
      await settle?.('0xfeed');
      return '0xfeed';
    },
  ),
}));

const offersPath = `/api/offers/collection/${TOKEN}`;
const page = (items: ReturnType<typeof createAccountOffer>[], total = items.length) =>
  Response.json({ data: { items, total } });

function renderOffers() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CollectionOffers
          collection={{ tokenAddress: TOKEN, name: 'Guardians', collectionRef: 'guardians', chainId: 31337 }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amounts = async () =>
  (await screen.findAllByTestId('offer-row')).map(
    (row) => within(row).getByTestId('offer-amount').textContent,
  );

describe("the collection page's offers", () => {
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

  it('shows a skeleton, then collection and trait offers best first, beside the buttons to make one', async () => {
    const asked: string[] = [];
    serveApi({
      [offersPath]: ({ url }) => {
        asked.push(url.search);
        return page([
          createAccountOffer({
            kind: 'collection',
            tokenId: null,
            amountEther: '0.6',
            quantity: 3,
            fills: 1,
          }),
          createAccountOffer({
            kind: 'trait',
            tokenId: null,
            trait: { type: 'Background', value: 'Jade', tokenCount: 12 },
            amountEther: '0.4',
          }),
        ]);
      },
    });
    renderOffers();
    expect(screen.getByRole('status', { name: 'Loading offers' })).toBeTruthy();
    expect(await amounts()).toEqual(['0.6 WETH', '0.4 WETH']);
    expect(asked).toEqual(['?kind=any&status=open&offset=0&limit=5']);
    const [collection, trait] = screen.getAllByTestId('offer-row').map((row) => within(row));
    expect(collection?.getByText('2 of 3 left')).toBeTruthy();
    expect(trait?.getByText('Background: Jade')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Offers' })).toBeTruthy();
    expect(screen.getByText('2 offers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collection offer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trait offer' })).toBeTruthy();
  });

  it('says when the collection has no offer yet', async () => {
    serveApi({ [offersPath]: () => page([]) });
    renderOffers();
    expect(await screen.findByText('No collection or trait offers yet.')).toBeTruthy();
  });

  it('says the offers could not load, and loads them on Retry', async () => {
    let calls = 0;
    serveApi({
      [offersPath]: () =>
        ++calls === 1 ? errorAnswer(500, 'INTERNAL', 'boom') : page([createAccountOffer()]),
    });
    renderOffers();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The offers could not load.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await amounts()).toEqual(['0.5 WETH']);
  });

  it('loads more offers five at a time', async () => {
    const all = Array.from({ length: 6 }, (_, i) =>
      createAccountOffer({ kind: 'collection', tokenId: null, amountEther: `0.${9 - i}` }),
    );
    serveApi({
      [offersPath]: ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return page(all.slice(offset, offset + 5), all.length);
      },
    });
    renderOffers();
    expect(await amounts()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show more offers' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('offer-row')).toHaveLength(6));
    expect(screen.queryByRole('button', { name: 'Show more offers' })).toBeNull();
  });

  it('lets only the offerer cancel their own, on chain', async () => {
    setWalletState({ status: 'connected', address: OFFERER, chainId: 31337 });
    const mine = createAccountOffer({
      kind: 'collection',
      tokenId: null,
      amountEther: '0.5',
      offerer: OFFERER,
    });
    const theirs = createAccountOffer({
      kind: 'collection',
      tokenId: null,
      amountEther: '0.4',
      offerer: OTHER_OFFERER,
    });
    serveApi({
      [offersPath]: () => page([mine, theirs]),
      [`/api/offers/${mine.hash}`]: () => Response.json({ data: { ...mine, status: 'cancelled' } }),
    });
    renderOffers();
    const [first, second] = await screen.findAllByTestId('offer-row');
    expect(within(second as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(
      within(first as HTMLElement).getByRole('button', { name: 'Cancel your offer of 0.5 WETH' }),
    );
    await vi.waitFor(() =>
      expect(chain.transactions.map((call) => call.functionName)).toEqual(['cancelOffer']),
    );
  });
});

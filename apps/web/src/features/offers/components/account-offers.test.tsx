import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { readContractCall } from '../../../lib/wallet/wallet-actions.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import {
  createAccountOffer,
  HOLDER,
  MARKETPLACE,
  OTHER_OFFERER,
  TOKEN,
  WETH,
} from '../utils/offers-test-kit.ts';
import { AccountOffers } from './account-offers.tsx';

const chain = vi.hoisted(() => ({
  transactions: [] as { functionName: string; args?: readonly unknown[] }[],
}));

vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({ readContractCall: vi.fn() }));
vi.mock('../../../lib/wallet/run-transaction.ts', () => ({
  TransactionFailedError: class extends Error {},
  executeTransaction: vi.fn(),
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

const offersPath = `/api/offers/account/${HOLDER}`;
type Offers = ReturnType<typeof createAccountOffer>[];

/** The account's lists by role; a role given a Response factory answers with it. */
function serveLists(
  lists: { received: Offers | (() => Response); made: Offers | (() => Response) },
  extra = {},
) {
  serveApi({
    [offersPath]: ({ url }) => {
      const list = lists[url.searchParams.get('role') as 'received' | 'made'];
      return typeof list === 'function'
        ? list()
        : Response.json({ data: { items: list, total: list.length } });
    },
    ...extra,
  });
}

function renderOffers() {
  const onTraded = vi.fn(async () => {});
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AccountOffers account={HOLDER} onTraded={onTraded} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onTraded };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe("the Offers tab of one's wallet", () => {
  beforeEach(() => {
    setEnv(createEnv({ marketplaceAddress: MARKETPLACE, wethAddress: WETH }));
    setWalletState({ status: 'connected', address: HOLDER, chainId: 31337 });
    chain.transactions = [];
  });
  afterEach(async () => {
    await settleIdentityBatches();
    cleanup();
    clearToasts();
    resetWalletState();
    vi.unstubAllGlobals();
  });

  it('shows skeletons, then received offers with the items they would buy, and made ones with Cancel', async () => {
    serveLists({
      received: [
        createAccountOffer({
          kind: 'collection',
          tokenId: null,
          amountEther: '0.6',
          offerer: OTHER_OFFERER,
          eligible: ['1', '2', '3', '4', '5', '6', '7'].map((tokenId) => ({ tokenId, proof: [] })),
        }),
        createAccountOffer({ amountEther: '0.5', tokenId: '9', eligible: [{ tokenId: '9', proof: [] }] }),
      ],
      made: [createAccountOffer({ amountEther: '0.2', offerer: HOLDER, tokenId: '11' })],
    });
    renderOffers();
    expect(screen.getAllByRole('status', { name: 'Loading offers' })).toHaveLength(2);
    const received = await screen.findByRole('list', { name: 'Offers you received, best first' });
    const [collection, item] = within(received)
      .getAllByTestId('offer-row')
      .map((row) => within(row));
    expect(collection?.getByText('#1, #2, #3, #4, #5 and 2 more')).toBeTruthy();
    expect(item?.getByText('#9')).toBeTruthy();
    expect(collection?.getByRole('button', { name: 'Accept the offer of 0.6 WETH' })).toBeTruthy();
    expect(collection?.queryByRole('button', { name: /Cancel/ })).toBeNull();

    const made = await screen.findByRole('list', { name: 'Offers you made, newest first' });
    expect(within(made).getByText('On item #11')).toBeTruthy();
    expect(within(made).getByRole('button', { name: 'Cancel your offer of 0.2 WETH' })).toBeTruthy();
    expect(within(made).queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('says when there is nothing received or made', async () => {
    serveLists({ received: [], made: [] });
    renderOffers();
    expect(await section('Received').findByText('No offers on your items yet.')).toBeTruthy();
    expect(await section('Made').findByText('You have no open offers.')).toBeTruthy();
  });

  it('says a list could not load, and loads it on Retry', async () => {
    let calls = 0;
    serveLists({
      received: () =>
        ++calls === 1
          ? errorAnswer(500, 'INTERNAL', 'boom')
          : Response.json({ data: { items: [createAccountOffer({ eligible: [] })], total: 1 } }),
      made: [],
    });
    renderOffers();
    const alert = await section('Received').findByRole('alert');
    expect(alert.textContent).toContain('The offers could not load.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await section('Received').findByTestId('offer-row')).toBeTruthy();
  });

  it('offers no Accept on an unfunded offer', async () => {
    serveLists({
      received: [createAccountOffer({ status: 'unfunded', eligible: [{ tokenId: '7', proof: [] }] })],
      made: [],
    });
    renderOffers();
    const row = await section('Received').findByTestId('offer-row');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('lets the holder pick which item to sell, quotes it, and accepts with its proof', async () => {
    const proofOf = (id: string) => [`0x${id.repeat(64)}`];
    const offer = createAccountOffer({
      kind: 'trait',
      tokenId: null,
      trait: { type: 'Background', value: 'Jade', tokenCount: 40 },
      amount: '500000000000000000',
      amountEther: '0.5',
      offerer: OTHER_OFFERER,
      eligible: [
        { tokenId: '3', proof: proofOf('3') },
        { tokenId: '8', proof: proofOf('8') },
      ],
    });
    const quoted: bigint[] = [];
    vi.mocked(readContractCall).mockImplementation(async ({ functionName, args }) => {
      if (functionName === 'quote') {
        quoted.push(args?.[1] as bigint);
        return [25n * 10n ** 15n, HOLDER, 25n * 10n ** 15n, 45n * 10n ** 16n];
      }
      if (functionName === 'isApprovedForAll') return true;
      throw new Error(`unexpected read ${functionName}`);
    });
    serveLists(
      { received: [offer], made: [] },
      { [`/api/offers/${offer.hash}`]: () => Response.json({ data: { ...offer, fills: 1 } }) },
    );
    const { onTraded } = renderOffers();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the offer of 0.5 WETH' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Accept this offer' }));
    const picker = dialog.getByLabelText('Item to sell');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['#3', '#8']);
    fireEvent.change(picker, { target: { value: '8' } });
    expect(dialog.getByText('#8', { selector: 'dd' })).toBeTruthy();
    await vi.waitFor(() => expect(dialog.getByTestId('offer-proceeds').textContent).toBe('0.45 WETH'));
    expect(quoted).toContain(8n);

    fireEvent.click(dialog.getByRole('button', { name: 'Accept 0.5 WETH' }));
    await vi.waitFor(() => expect(onTraded).toHaveBeenCalledWith({ tokenAddress: TOKEN, tokenId: '8' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [accept] = chain.transactions;
    expect(accept?.functionName).toBe('acceptOffer');
    expect(accept?.args?.slice(1)).toEqual(['0xabcd', 8n, proofOf('8')]);
    expect(accept?.args?.[0]).toMatchObject({ kind: 2, offerer: OTHER_OFFERER });
  });
});

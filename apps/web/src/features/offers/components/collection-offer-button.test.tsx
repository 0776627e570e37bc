import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { executeTransaction } from '../../../lib/wallet/run-transaction.ts';
import {
  readContractCall,
  readEtherBalance,
  signWalletTypedData,
} from '../../../lib/wallet/wallet-actions.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { errorAnswer, serveApi } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { WETH_ALLOWANCE } from '../utils/offer-steps.ts';
import {
  createItemOffer,
  MARKETPLACE,
  OFFERER,
  TOKEN,
  uniqueAttributesAnswer,
  WETH,
} from '../utils/offers-test-kit.ts';
import { CollectionOfferButton } from './collection-offer-button.tsx';

const ETH = 10n ** 18n;
const ZERO_ROOT = `0x${'0'.repeat(64)}`;
const chain = vi.hoisted(() => ({ weth: 0n, allowance: 0n }));

vi.mock('../../../lib/auth/use-require-sign-in.ts', () => ({ useRequireSignIn: () => async () => true }));
vi.mock('../../../lib/wallet/connect-dialog-store.ts', () => ({ setConnectDialogOpen: vi.fn() }));
vi.mock('../../../lib/wallet/run-transaction.ts', () => ({ executeTransaction: vi.fn() }));
vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({
  readContractCall: vi.fn(),
  readEtherBalance: vi.fn(),
  signWalletTypedData: vi.fn(),
}));

const collection = { tokenAddress: TOKEN, name: 'Guardians', collectionRef: 'guardians', chainId: 31337 };

function renderButton(kind: 'collection' | 'trait') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CollectionOfferButton kind={kind} collection={collection} />
      <ToastList />
    </QueryClientProvider>,
  );
}

function openDialog(button: string, title: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  return within(screen.getByRole('dialog', { name: title }));
}

/** Whatever POST /api/offers receives, answered 201. */
function servePlacing(extra: Parameters<typeof serveApi>[0] = {}) {
  const posted: unknown[] = [];
  serveApi({
    'POST /api/offers': ({ init }) => {
      posted.push(JSON.parse(String(init?.body)));
      return Response.json({ data: createItemOffer({ offerer: OFFERER }) }, { status: 201 });
    },
    ...extra,
  });
  return posted;
}

const stepStatus = (dialog: { getAllByTestId: (id: string) => HTMLElement[] }) =>
  dialog.getAllByTestId('offer-step').map((step) => step.getAttribute('data-status'));

describe('Collection offer on the collection page', () => {
  beforeEach(() => {
    setEnv(createEnv({ marketplaceAddress: MARKETPLACE, wethAddress: WETH }));
    chain.weth = ETH / 4n;
    chain.allowance = 0n;
    vi.mocked(readEtherBalance).mockResolvedValue((3n * ETH) / 2n);
    vi.mocked(readContractCall).mockImplementation(async ({ functionName }) => {
      if (functionName === 'balanceOf') return chain.weth;
      if (functionName === 'allowance') return chain.allowance;
      if (functionName === 'nonces') return 4n;
      throw new Error(`unexpected read ${functionName}`);
    });
    vi.mocked(signWalletTypedData).mockResolvedValue('0x5157');
    vi.mocked(executeTransaction).mockImplementation(async (call) => {
      if (call.functionName === 'deposit') chain.weth += call.value ?? 0n;
      if (call.functionName === 'approve') chain.allowance = call.args?.[1] as bigint;
      return '0xfeed';
    });
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    resetWalletState();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks a visitor without a wallet to connect one, and opens the connect dialog', async () => {
    renderButton('collection');
    fireEvent.click(screen.getByRole('button', { name: 'Collection offer' }));
    expect(
      await screen.findByText('Connect a wallet to make a collection offer.', { selector: 'li' }),
    ).toBeTruthy();
    expect(setConnectDialogOpen).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the number of items, and counts every item in the total to wrap', async () => {
    setWalletState({ status: 'connected', address: OFFERER, chainId: 31337 });
    serveApi({});
    renderButton('collection');
    const dialog = openDialog('Collection offer', 'Make a collection offer');
    await vi.waitFor(() => expect(dialog.getByTestId('offer-weth-balance').textContent).toBe('0.25'));
    fireEvent.change(dialog.getByLabelText('Price per item (ETH)'), { target: { value: '0.5' } });
    const quantity = dialog.getByLabelText('Number of items');
    for (const typed of ['0', '101', '2.5', '']) {
      fireEvent.change(quantity, { target: { value: typed } });
      expect(dialog.getByText('Enter a whole number of items from 1 to 100.'), typed).toBeTruthy();
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
    }
    fireEvent.change(quantity, { target: { value: '4' } });
    expect(
      dialog.getByText('You have 1.5 ETH and 0.25 WETH: not enough for 4 items at this price.'),
    ).toBeTruthy();

    fireEvent.change(quantity, { target: { value: '3' } });
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
    expect(dialog.getByText('Up to 1.5 WETH in all: your WETH must cover every item.')).toBeTruthy();
    expect(dialog.getByText('Steps: Wrap 1.25 ETH, Allow WETH, Sign offer, Place offer.')).toBeTruthy();
  });

  it('wraps the total, then signs and places an offer on any 3 items', async () => {
    setWalletState({ status: 'connected', address: OFFERER, chainId: 31337 });
    const posted = servePlacing();
    renderButton('collection');
    const dialog = openDialog('Collection offer', 'Make a collection offer');
    await vi.waitFor(() => expect(dialog.getByTestId('offer-weth-balance').textContent).toBe('0.25'));
    fireEvent.change(dialog.getByLabelText('Price per item (ETH)'), { target: { value: '0.5' } });
    fireEvent.change(dialog.getByLabelText('Number of items'), { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Make offer' }));

    expect(await screen.findByText('Offer placed: 0.5 WETH each for 3 items')).toBeTruthy();
    const calls = vi.mocked(executeTransaction).mock.calls.map(([call]) => call);
    expect(calls.map((call) => call.functionName)).toEqual(['deposit', 'approve']);
    expect(calls[0]).toMatchObject({ address: WETH, value: (5n * ETH) / 4n });
    expect(calls[1]?.args).toEqual([MARKETPLACE, WETH_ALLOWANCE]);
    expect(posted).toEqual([
      {
        offer: expect.objectContaining({
          offerer: OFFERER,
          collection: TOKEN,
          kind: 'collection',
          tokenId: '0',
          traitRoot: ZERO_ROOT,
          amount: String(ETH / 2n),
          quantity: '3',
          nonce: '4',
        }),
        signature: '0x5157',
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Trait offer on the collection page', () => {
  const jadeRoot = `0x${'a'.repeat(64)}`;
  const attributes = () => uniqueAttributesAnswer({ Background: { Jade: 2, Onyx: 1 }, Eyes: { Gold: 5 } });

  beforeEach(() => {
    setEnv(createEnv({ marketplaceAddress: MARKETPLACE, wethAddress: WETH }));
    setWalletState({ status: 'connected', address: OFFERER, chainId: 31337 });
    vi.mocked(readEtherBalance).mockResolvedValue(ETH);
    vi.mocked(readContractCall).mockImplementation(async ({ functionName }) => {
      if (functionName === 'balanceOf') return ETH;
      if (functionName === 'allowance') return WETH_ALLOWANCE;
      if (functionName === 'nonces') return 0n;
      throw new Error(`unexpected read ${functionName}`);
    });
    vi.mocked(signWalletTypedData).mockResolvedValue('0x5157');
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    resetWalletState();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  function pickJade(dialog: ReturnType<typeof within>) {
    fireEvent.change(dialog.getByLabelText('Trait type'), { target: { value: 'Background' } });
    fireEvent.change(dialog.getByLabelText('Trait value'), { target: { value: 'Jade' } });
  }

  it('picks a trait from the collection’s traits and says how many items it covers', async () => {
    const roots: string[] = [];
    serveApi({
      '/api/collections/guardians/unique-attributes': attributes,
      [`/api/offers/trait-root/${TOKEN}`]: ({ url }) => {
        roots.push(`${url.searchParams.get('traitType')}: ${url.searchParams.get('traitValue')}`);
        return Response.json({ data: { root: jadeRoot, tokenCount: 2 } });
      },
    });
    renderButton('trait');
    const dialog = openDialog('Trait offer', 'Make a trait offer');
    fireEvent.change(dialog.getByLabelText('Price per item (ETH)'), { target: { value: '0.1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Make offer' }));
    expect(dialog.getByText('Pick a trait type and a value.')).toBeTruthy();

    await vi.waitFor(() => expect(dialog.getByRole('option', { name: 'Eyes' })).toBeTruthy());
    fireEvent.change(dialog.getByLabelText('Trait type'), { target: { value: 'Background' } });
    const options = (label: string) =>
      within(dialog.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Trait type')).toEqual(['Choose a type', 'Background', 'Eyes']);
    expect(options('Trait value')).toEqual(['Choose a value', 'Jade (2)', 'Onyx (1)']);
    fireEvent.change(dialog.getByLabelText('Trait value'), { target: { value: 'Jade' } });
    expect((await dialog.findByTestId('trait-coverage')).textContent).toBe('Covers 2 items');
    expect(roots).toEqual(['Background: Jade']);

    fireEvent.change(dialog.getByLabelText('Number of items'), { target: { value: '3' } });
    expect(dialog.getByText('This trait covers 2 items: offer on at most 2.')).toBeTruthy();
  });

  it('says when no item has the picked trait any more', async () => {
    serveApi({
      '/api/collections/guardians/unique-attributes': attributes,
      [`/api/offers/trait-root/${TOKEN}`]: () => errorAnswer(404, 'TRAIT_UNKNOWN', 'No item'),
    });
    renderButton('trait');
    const dialog = openDialog('Trait offer', 'Make a trait offer');
    await vi.waitFor(() => expect(dialog.getByRole('option', { name: 'Eyes' })).toBeTruthy());
    pickJade(dialog);
    expect(await dialog.findByText('No item has this trait now: pick another.')).toBeTruthy();
  });

  it('signs the server’s root and names the trait; a changed set stops the signature until tried again', async () => {
    const answers = [
      { root: jadeRoot, tokenCount: 2 },
      { root: `0x${'b'.repeat(64)}`, tokenCount: 3 },
    ];
    let asked = 0;
    const posted = servePlacing({
      '/api/collections/guardians/unique-attributes': attributes,
      [`/api/offers/trait-root/${TOKEN}`]: () =>
        Response.json({ data: answers[Math.min(asked++, answers.length - 1)] }),
    });
    renderButton('trait');
    const dialog = openDialog('Trait offer', 'Make a trait offer');
    await vi.waitFor(() => expect(dialog.getByRole('option', { name: 'Eyes' })).toBeTruthy());
    pickJade(dialog);
    expect((await dialog.findByTestId('trait-coverage')).textContent).toBe('Covers 2 items');
    fireEvent.change(dialog.getByLabelText('Price per item (ETH)'), { target: { value: '0.1' } });
    fireEvent.change(dialog.getByLabelText('Number of items'), { target: { value: '2' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Make offer' }));

    // Between the form and the signature a third item gained the trait: nothing is signed yet.
    await vi.waitFor(() => expect(stepStatus(dialog)).toEqual(['failed', 'waiting']));
    expect(dialog.getByRole('alert').textContent).toBe(
      'The items with this trait changed: it now covers 3 items. Try again to sign for them.',
    );
    expect(signWalletTypedData).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Offer placed: 0.1 WETH each for 2 items')).toBeTruthy();
    expect(posted).toEqual([
      {
        offer: expect.objectContaining({
          kind: 'trait',
          tokenId: '0',
          traitRoot: `0x${'b'.repeat(64)}`,
          quantity: '2',
          amount: String(ETH / 10n),
        }),
        signature: '0x5157',
        trait: { type: 'Background', value: 'Jade' },
      },
    ]);
  });
});

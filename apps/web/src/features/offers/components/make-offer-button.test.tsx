import { OFFER_MESSAGES } from '@guardians/shared/offers';
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
import { createItemOffer, HOLDER, MARKETPLACE, OFFERER, offerItem, WETH } from '../utils/offers-test-kit.ts';
import { MakeOfferButton } from './make-offer-button.tsx';

const ETH = 10n ** 18n;
// What the chain holds for the offerer; the mocked transactions move it as the real ones would.
const chain = vi.hoisted(() => ({ weth: 0n, allowance: 0n }));
const signIn = vi.hoisted(() => ({ requireSignIn: async () => true }));

vi.mock('../../../lib/auth/use-require-sign-in.ts', () => ({ useRequireSignIn: () => signIn.requireSignIn }));
vi.mock('../../../lib/wallet/connect-dialog-store.ts', () => ({ setConnectDialogOpen: vi.fn() }));
vi.mock('../../../lib/wallet/run-transaction.ts', () => ({ executeTransaction: vi.fn() }));
vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({
  readContractCall: vi.fn(),
  readEtherBalance: vi.fn(),
  signWalletTypedData: vi.fn(),
}));

function renderButton(owner: string | null = HOLDER) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MakeOfferButton item={offerItem} owner={owner} itemName="Guardian #7" />
      <ToastList />
    </QueryClientProvider>,
  );
}

const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 });

function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Make offer' }));
  return within(screen.getByRole('dialog', { name: 'Make an offer' }));
}

describe('Make offer on an item page', () => {
  beforeEach(() => {
    setEnv(createEnv({ marketplaceAddress: MARKETPLACE, wethAddress: WETH }));
    chain.weth = ETH / 4n;
    chain.allowance = 0n;
    vi.mocked(readEtherBalance).mockResolvedValue((3n * ETH) / 2n);
    vi.mocked(readContractCall).mockImplementation(async ({ functionName }) => {
      if (functionName === 'balanceOf') return chain.weth;
      if (functionName === 'allowance') return chain.allowance;
      if (functionName === 'nonces') return 3n;
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

  it('is not offered to the owner, on a burned item, or where offers are not set up', () => {
    setWalletState({ status: 'connected', address: HOLDER, chainId: 31337 });
    renderButton(HOLDER);
    expect(screen.queryByRole('button', { name: 'Make offer' })).toBeNull();
    cleanup();
    renderButton(null);
    expect(screen.queryByRole('button', { name: 'Make offer' })).toBeNull();
    cleanup();
    setEnv(createEnv({ marketplaceAddress: MARKETPLACE, wethAddress: null }));
    setWalletState({ status: 'connected', address: OFFERER, chainId: 31337 });
    renderButton();
    expect(screen.queryByRole('button', { name: 'Make offer' })).toBeNull();
  });

  it('asks a visitor without a wallet to connect one, and opens the connect dialog', async () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Make offer' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByText('Connect a wallet to make an offer.', { selector: 'li' })).toBeTruthy();
    expect(setConnectDialogOpen).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the ETH and WETH held, checks the amount, and names the steps ahead', async () => {
    setWalletState({ status: 'connected', address: OFFERER, chainId: 31337 });
    serveApi({});
    renderButton();
    const dialog = openDialog();
    await vi.waitFor(() => expect(dialog.getByTestId('offer-eth-balance').textContent).toBe('1.5'));
    expect(dialog.getByTestId('offer-weth-balance').textContent).toBe('0.25');
    const amount = dialog.getByLabelText('Amount (ETH)');
    fireEvent.click(dialog.getByRole('button', { name: 'Make offer' }));
    expect(dialog.getByText('Enter an amount in ETH.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    for (const [typed, message] of [
      ['0', 'The offer must be more than 0 ETH.'],
      ['0.1234567', 'Use at most 6 decimals.'],
      ['2', 'You have 1.5 ETH and 0.25 WETH: not enough for this offer.'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      expect(dialog.getByText(message), typed).toBeTruthy();
    }
    fireEvent.change(amount, { target: { value: '0.5' } });
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(dialog.getByText('Steps: Wrap 0.25 ETH, Allow WETH, Sign offer, Place offer.')).toBeTruthy();
    expect(dialog.getByLabelText('Duration')).toBeTruthy();
  });

  it('makes the offer step by step, and a failed step is tried again without redoing the done ones', async () => {
    setWalletState({ status: 'connected', address: OFFERER, chainId: 31337 });
    const posted: unknown[] = [];
    serveApi({
      'POST /api/offers': ({ init }) => {
        posted.push(JSON.parse(String(init?.body)));
        return Response.json({ data: createItemOffer({ offerer: OFFERER }) }, { status: 201 });
      },
    });
    let approvals = 0;
    vi.mocked(executeTransaction).mockImplementation(async (call) => {
      if (call.functionName === 'deposit') chain.weth += call.value ?? 0n;
      if (call.functionName === 'approve' && ++approvals === 1) throw declined;
      if (call.functionName === 'approve') chain.allowance = call.args?.[1] as bigint;
      return '0xfeed';
    });
    renderButton();
    const dialog = openDialog();
    await vi.waitFor(() => expect(dialog.getByTestId('offer-weth-balance').textContent).toBe('0.25'));
    fireEvent.change(dialog.getByLabelText('Amount (ETH)'), { target: { value: '0.5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Make offer' }));

    const status = () => dialog.getAllByTestId('offer-step').map((step) => step.getAttribute('data-status'));
    await vi.waitFor(() => expect(status()).toEqual(['done', 'failed', 'waiting', 'waiting']));
    expect(dialog.getByRole('alert').textContent).toBe('You declined the request in your wallet.');
    const [wrap, allow, sign, place] = dialog.getAllByTestId('offer-step').map((step) => within(step));
    expect(wrap?.getByText('Wrap ETH') && wrap?.getByText('Done')).toBeTruthy();
    expect(allow?.getByText('Allow WETH') && allow?.getByText('Failed')).toBeTruthy();
    expect(sign?.getByText('Sign offer') && place?.getByText('Place offer')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Offer placed: 0.5 WETH')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const calls = vi.mocked(executeTransaction).mock.calls.map(([call]) => call);
    expect(calls.map((call) => call.functionName)).toEqual(['deposit', 'approve', 'approve']);
    expect(calls[0]).toMatchObject({ address: WETH, value: ETH / 4n });
    expect(calls[2]?.args).toEqual([MARKETPLACE, WETH_ALLOWANCE]);
    expect(posted).toEqual([
      {
        offer: expect.objectContaining({
          offerer: OFFERER,
          kind: 'item',
          tokenId: '7',
          amount: String(ETH / 2n),
          quantity: '1',
          nonce: '3',
        }),
        signature: '0x5157',
      },
    ]);
  });

  it('signs a fresh offer on a retry once the server called the signature stale', async () => {
    setWalletState({ status: 'connected', address: OFFERER, chainId: 31337 });
    chain.weth = ETH;
    chain.allowance = WETH_ALLOWANCE;
    let posts = 0;
    serveApi({
      'POST /api/offers': () =>
        ++posts === 1
          ? errorAnswer(409, 'OFFER_NONCE_STALE', OFFER_MESSAGES.staleNonce)
          : Response.json({ data: createItemOffer({ offerer: OFFERER }) }, { status: 201 }),
    });
    renderButton();
    const dialog = openDialog();
    await vi.waitFor(() => expect(dialog.getByTestId('offer-weth-balance').textContent).toBe('1'));
    fireEvent.change(dialog.getByLabelText('Amount (ETH)'), { target: { value: '1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Make offer' }));
    const status = () => dialog.getAllByTestId('offer-step').map((step) => step.getAttribute('data-status'));
    await vi.waitFor(() => expect(status()).toEqual(['waiting', 'failed']));
    expect(dialog.getByRole('alert').textContent).toBe(OFFER_MESSAGES.staleNonce);
    expect(executeTransaction).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Offer placed: 1 WETH')).toBeTruthy();
    expect(signWalletTypedData).toHaveBeenCalledTimes(2);
  });
});

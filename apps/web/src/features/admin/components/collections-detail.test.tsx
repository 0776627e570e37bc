import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { runTransaction } from '../../../lib/wallet/run-transaction.ts';
import { setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { CONTRACT_OWNER, createCollection, TOKEN } from '../utils/collections-test-kit.ts';
import { bodyOf, renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { listAnswer } from '../utils/content-test-kit.ts';
import { CollectionsPage } from './collections-page.tsx';

const OLD_ROOT = `0x${'a'.repeat(64)}`;
const NEW_ROOT = `0x${'b'.repeat(64)}`;
const chain = vi.hoisted(() => ({ values: {} as Record<string, unknown> }));

vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({
  readContractCall: vi.fn(async ({ functionName }: { functionName: string }) => {
    if (!(functionName in chain.values)) throw new Error(`no ${functionName}()`);
    return chain.values[functionName];
  }),
}));
vi.mock('../../../lib/wallet/run-transaction.ts', () => ({
  runTransaction: vi.fn(async () => '0xhash'),
  TransactionFailedError: class extends Error {},
}));

function serveCollection(whitelist: { size: number; root: string | null }) {
  let stored = { ...whitelist, accounts: [] as string[] };
  return serveApi({
    '/api/collections/all': listAnswer([createCollection()]),
    [`/api/admin/collections/${TOKEN}/whitelist`]: () => Response.json({ data: stored }),
    [`PUT /api/admin/collections/${TOKEN}/whitelist`]: ({ init }) => {
      const { accounts } = bodyOf(init) as { accounts: string[] };
      stored = { size: accounts.length, root: NEW_ROOT, accounts };
      return Response.json({ data: { size: stored.size, root: NEW_ROOT } });
    },
  });
}

const renderDetail = () =>
  renderConsolePage(
    <CollectionsPage viewer={viewerWith(['owner'])} />,
    `/admin/collections?collection=${TOKEN}`,
    '/admin/collections',
  );

describe('a collection in the console', () => {
  beforeEach(() => {
    setEnv(createEnv());
    chain.values = {
      owner: CONTRACT_OWNER,
      saleStage: 1,
      price: 50_000_000_000_000_000n,
      merkleRoot: OLD_ROOT,
    };
    vi.mocked(runTransaction).mockClear();
  });
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    // resetWalletState merges, so it would leave the last address behind: clear it by name.
    setWalletState({ status: 'disconnected', address: undefined });
    vi.unstubAllGlobals();
  });

  it('reads a CSV in the browser, names its bad lines, and saves only the addresses', async () => {
    const fetch = serveCollection({ size: 1, root: OLD_ROOT });
    renderDetail();
    expect(await screen.findByText('1 address is on the list.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('whitelist-root').textContent).toBe(OLD_ROOT));
    const csv = new File(
      [`address\n${CONTRACT_OWNER}\nnot-an-address\n\n0x00000000000000000000000000000000000000d4\n`],
      'list.csv',
      {
        type: 'text/csv',
      },
    );
    fireEvent.change(screen.getByLabelText('Replace the list with a CSV file'), { target: { files: [csv] } });
    const review = await screen.findByRole('region', { name: 'The chosen file' });
    expect(within(review).getByText('2 addresses')).toBeTruthy();
    expect(within(review).getByText(/header line was skipped/)).toBeTruthy();
    expect(within(review).getByText('Line 3: not-an-address')).toBeTruthy();
    // The saved list's root is not shown beside the file under review, where it would read as its own.
    expect(screen.queryByTestId('whitelist-root')).toBeNull();

    fireEvent.click(within(review).getByRole('button', { name: 'Replace the list of 1 with 2 addresses' }));
    await vi.waitFor(() => expect(screen.getByTestId('whitelist-root').textContent).toBe(NEW_ROOT));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({
      accounts: [CONTRACT_OWNER, '0x00000000000000000000000000000000000000d4'],
    });
    const whitelist = screen.getByRole('region', { name: 'Whitelist' });
    expect(within(whitelist).getByTestId('owner-note').textContent).toMatch(
      `Only the contract owner ${CONTRACT_OWNER} can set this; send them the root.`,
    );
    expect(screen.queryByRole('button', { name: 'Set root on chain' })).toBeNull();
  });

  it('lets the contract’s owner set the root on chain from the connected wallet', async () => {
    setWalletState({ status: 'connected', address: CONTRACT_OWNER as `0x${string}` });
    serveCollection({ size: 2, root: NEW_ROOT });
    renderDetail();
    expect(await screen.findByText(/The contract still has another root/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set root on chain' }));
    await vi.waitFor(() => expect(runTransaction).toHaveBeenCalledTimes(1));
    expect(vi.mocked(runTransaction).mock.calls[0]?.[0]).toMatchObject({
      address: TOKEN,
      functionName: 'setMerkleRoot',
      args: [NEW_ROOT],
    });
  });

  it('says the list on chain is up to date when the contract has the root', async () => {
    setWalletState({ status: 'connected', address: CONTRACT_OWNER as `0x${string}` });
    serveCollection({ size: 1, root: OLD_ROOT });
    renderDetail();
    expect(await screen.findByText(/the whitelist on chain is up to date/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set root on chain' })).toBeNull();
  });

  it('shows the sale, and lets the owner change stage and price once confirmed', async () => {
    setWalletState({ status: 'connected', address: CONTRACT_OWNER as `0x${string}` });
    serveCollection({ size: 0, root: null });
    renderDetail();
    expect((await screen.findByTestId('sale-now')).textContent).toBe('Now: Whitelist only at 0.05 ETH');
    fireEvent.click(screen.getByRole('radio', { name: /^Public/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Price per token (ETH)' }), {
      target: { value: '0.08' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update the sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the sale to Public at 0.08 ETH?' });
    expect(runTransaction).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the transaction' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(runTransaction).mock.calls[0]?.[0]).toMatchObject({
      functionName: 'setSale',
      args: [2, 80_000_000_000_000_000n],
    });
  });

  it('tells anyone but the owner who can change the sale', async () => {
    serveCollection({ size: 0, root: null });
    renderDetail();
    expect(await screen.findByTestId('sale-now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update the sale' })).toBeNull();
    const sale = screen.getByRole('region', { name: 'Sale' });
    expect(within(sale).getByTestId('owner-note').textContent).toMatch(
      `Only the contract owner ${CONTRACT_OWNER} can change the sale; send them the stage and price you want.`,
    );
  });

  it('says when the contract has no sale of this site’s kind', async () => {
    chain.values = { owner: CONTRACT_OWNER };
    serveCollection({ size: 0, root: null });
    renderDetail();
    expect(await screen.findByText(/This contract has no sale this site can run/)).toBeTruthy();
  });
});

import type { AnvilHandle } from '@guardians/contracts/anvil';
import { CLAIM_VOUCHER_TTL_SECONDS, type ClaimVoucher, shortenAddress } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainClient } from '../../src/chain/chain-client.ts';
import { claimVouchers, users } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/services/points/points-ledger.ts';
import { expireStaleVouchers } from '../../src/services/swaps/voucher-settlement.ts';
import { deploySwapClaim, startOwnAnvil, swapActions, type Wallet } from '../helpers/swap-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// This file moves chain time past voucher deadlines, so it runs its own anvil rather than the run's.
// The leaderboard ranks the claims made by the tests before it, so they stay together here.
let anvil: AnvilHandle;
let t: TestApp;
let chain: ChainClient;
let claimContract: `0x${string}`;
let coin: `0x${string}`;
const wallets: Record<string, Wallet> = {};
const { wallet, credit, voucherFor, verify, claimOnChain, passDeadlines, coinBalance, ledgerRows } =
  swapActions(() => ({ anvil, t, chain, coin }));

beforeAll(async () => {
  anvil = await startOwnAnvil();
  t = await createTestApp({ rpcUrl: anvil.rpcUrl });
  ({ chain, claimContract, coin } = await deploySwapClaim(t, anvil.rpcUrl));
  wallets.alice = await wallet(90);
  wallets.bob = await wallet(91);
  wallets.dave = await wallet(94);
  wallets.erin = await wallet(95);
});
afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

describe('claiming a voucher on chain', () => {
  let voucher: ClaimVoucher;

  beforeAll(async () => {
    await credit(wallets.alice as Wallet, 100);
    voucher = await voucherFor(wallets.alice as Wallet, '30.5');
  });

  it('answers a voucher bound to the caller and reserves its coins', async () => {
    const alice = wallets.alice as Wallet;
    expect(voucher).toMatchObject({
      account: alice.address,
      amount: 30.5,
      amountWei: (305n * 10n ** 17n).toString(),
      claimContract,
      chainId: 31337,
    });
    expect(voucher.id).toMatch(/^\d+$/);
    const latest = await chain.public.getBlock();
    expect(voucher.deadline).toBeGreaterThanOrEqual(Number(latest.timestamp) + CLAIM_VOUCHER_TTL_SECONDS - 5);
    expect(await balanceOf(t.db, alice.address)).toBe(69.5);
    const [reserved] = await ledgerRows(alice, 'claim', voucher.id);
    expect(Number(reserved?.amount)).toBe(-30.5);
  });

  it('answers 409 from verify until the claim is on chain', async () => {
    const res = await verify(voucher.id, wallets.alice?.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_CLAIMED_YET', message: 'The claim is not on chain yet' });
  });

  it('hides the voucher from other accounts (404) and from visitors (401)', async () => {
    const other = await verify(voucher.id, wallets.bob?.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'VOUCHER_UNKNOWN', message: 'This claim does not exist' });
    expect((await verify(voucher.id)).statusCode).toBe(401);
    expect((await verify('123', wallets.alice?.cookie)).statusCode).toBe(404);
    expect((await verify('abc', wallets.alice?.cookie)).statusCode).toBe(400);
  });

  it('pays out on chain with the wallet, and verify finalises it once', async () => {
    const alice = wallets.alice as Wallet;
    const receipt = await claimOnChain(alice, voucher);
    expect(await coinBalance(alice)).toBe(305n * 10n ** 17n);

    const res = await verify(voucher.id, alice.cookie);
    expect(res.statusCode).toBe(200);
    const settled = res.json().data;
    expect(settled).toMatchObject({
      id: voucher.id,
      status: 'claimed',
      txHash: receipt.transactionHash,
      balance: 69.5,
    });
    expect(settled.settledAt).toEqual(expect.any(String));

    const again = await verify(voucher.id, alice.cookie);
    expect(again.json().data).toEqual(settled);
    expect(await ledgerRows(alice, 'claim_refund', voucher.id)).toEqual([]);
  });

  it('takes the wallet transaction hash when given', async () => {
    const alice = wallets.alice as Wallet;
    const second = await voucherFor(alice, '1.25');
    const receipt = await claimOnChain(alice, second);
    const res = await verify(second.id, alice.cookie, receipt.transactionHash);
    expect(res.json().data).toMatchObject({
      status: 'claimed',
      txHash: receipt.transactionHash,
      balance: 68.25,
    });
  });

  it('refuses a replay of the voucher on chain', async () => {
    await expect(claimOnChain(wallets.alice as Wallet, voucher)).rejects.toThrow();
  });
});

describe('expiry', () => {
  it('refunds an unused voucher once it is past its deadline on chain, exactly once', async () => {
    const dave = wallets.dave as Wallet;
    await credit(dave, 50);
    const unused = await voucherFor(dave, '20');
    expect(await balanceOf(t.db, dave.address)).toBe(30);
    await passDeadlines();
    await expect(claimOnChain(dave, unused)).rejects.toThrow();

    const res = await verify(unused.id, dave.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'expired', txHash: null, balance: 50 });
    const again = await verify(unused.id, dave.cookie);
    expect(again.json().data).toMatchObject({ status: 'expired', balance: 50 });
    await expireStaleVouchers(t.db, chain, dave.address);
    expect(await balanceOf(t.db, dave.address)).toBe(50);
    expect(await ledgerRows(dave, 'claim_refund', unused.id)).toHaveLength(1);
  });

  it('settles stale vouchers on the next signature request: claimed ones are kept, unused ones refunded', async () => {
    const erin = wallets.erin as Wallet;
    await credit(erin, 100);
    const claimed = await voucherFor(erin, '10');
    const unused = await voucherFor(erin, '40');
    await claimOnChain(erin, claimed); // never verified
    expect(await balanceOf(t.db, erin.address)).toBe(50);
    await passDeadlines();

    // 90 coins only fit once the unused voucher's 40 are back.
    const next = await voucherFor(erin, '90');
    expect(await balanceOf(t.db, erin.address)).toBe(0);
    const rows = await t.db.select().from(claimVouchers).where(eq(claimVouchers.account, erin.address));
    const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect(status).toEqual({ [claimed.id]: 'claimed', [unused.id]: 'expired', [next.id]: 'issued' });
    expect(rows.find((row) => row.id === claimed.id)?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await ledgerRows(erin, 'claim_refund', claimed.id)).toEqual([]);
    expect(await ledgerRows(erin, 'claim_refund', unused.id)).toHaveLength(1);
  });

  it('expireStaleVouchers leaves a voucher before its deadline alone', async () => {
    const erin = wallets.erin as Wallet;
    await expireStaleVouchers(t.db, chain, erin.address);
    expect(await balanceOf(t.db, erin.address)).toBe(0);
  });
});

describe('GET /api/swaps/leaderboard', () => {
  it('ranks accounts by coins claimed on chain, with the username or the short address', async () => {
    const alice = wallets.alice as Wallet;
    const erin = wallets.erin as Wallet;
    await t.db.update(users).set({ username: 'alice' }).where(eq(users.account, alice.address));
    const res = await t.app.inject({ method: 'GET', url: '/api/swaps/leaderboard?offset=0&limit=25' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        { _id: 'alice', account: alice.address, totalClaimed: 31.75, claimsCount: 2, rank: 1 },
        {
          _id: shortenAddress(erin.address),
          account: erin.address,
          totalClaimed: 10,
          claimsCount: 1,
          rank: 2,
        },
      ],
      total: 2,
    });
    const second = await t.app.inject({ method: 'GET', url: '/api/swaps/leaderboard?offset=1&limit=1' });
    expect(second.json().data).toEqual({
      items: [expect.objectContaining({ account: erin.address, rank: 2 })],
      total: 2,
    });
    const count = await t.app.inject({ method: 'GET', url: '/api/swaps/leaderboard/count' });
    expect(count.json()).toEqual({ data: 2 });
  });

  it('refuses a limit over 100 (400)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/swaps/leaderboard?limit=101' });
    expect(res.statusCode).toBe(400);
  });

  it("answers one account's row with its rank among everyone, in any letter case", async () => {
    const erin = wallets.erin as Wallet;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/swaps/leaderboard/${erin.address.toUpperCase().replace('0X', '0x')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        _id: shortenAddress(erin.address),
        account: erin.address,
        totalClaimed: 10,
        claimsCount: 1,
        rank: 2,
      },
    });
  });

  it('answers null for an account that has not claimed on chain, and 400 for one that is not an address', async () => {
    const bob = wallets.bob as Wallet;
    const none = await t.app.inject({ method: 'GET', url: `/api/swaps/leaderboard/${bob.address}` });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });
    const bad = await t.app.inject({ method: 'GET', url: '/api/swaps/leaderboard/not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/address/);
  });
});

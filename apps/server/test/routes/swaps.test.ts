import { GuardianCoinAbi, GuardianCoinClaimAbi } from '@guardians/contracts';
import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { CLAIM_VOUCHER_TTL_SECONDS, type ClaimVoucher, shortenAddress } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { createTestClient, createWalletClient, http } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainClient, createChainClient } from '../../src/chain/chain-client.ts';
import { claimVouchers, pointsLedger, users } from '../../src/db/schema/index.ts';
import { appendLedger, balanceOf } from '../../src/services/points/points-ledger.ts';
import { DEV_CLAIM_SIGNER_KEY } from '../../src/services/swaps/claim-dev-key.ts';
import { DEV_COIN, deployCoinClaim } from '../../src/services/swaps/swap-deploy.ts';
import { expireStaleVouchers } from '../../src/services/swaps/voucher-settlement.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fundedAccount, signInAs, testChain } from '../helpers/trading-fixtures.ts';

// This file moves chain time past voucher deadlines, so it runs its own anvil rather than the run's.
let anvil: AnvilHandle;
let t: TestApp;
let chain: ChainClient;
let claimContract: `0x${string}`;
let coin: `0x${string}`;

type Wallet = { account: HDAccount; cookie: string; address: `0x${string}` };
const wallets: Record<string, Wallet> = {};

async function wallet(index: number): Promise<Wallet> {
  const account = await fundedAccount(index, anvil.rpcUrl);
  const { cookie } = await signInAs(t.app, account);
  return { account, cookie, address: account.address.toLowerCase() as `0x${string}` };
}

const credit = (w: Wallet, amount: number) =>
  appendLedger(t.db, { account: w.address, amount, reason: 'adjustment', note: 'test credit' });

const signature = (query: Record<string, string | number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/swaps/claim/signature?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: cookie ? { cookie } : {},
  });
const voucherFor = async (w: Wallet, amount: string): Promise<ClaimVoucher> => {
  const res = await signature({ chainId: 31337, amount, id: 1 }, w.cookie);
  if (res.statusCode !== 200) throw new Error(`signature: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const verify = (id: string, cookie?: string, txHash?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/swaps/claim/verify?id=${id}${txHash ? `&txHash=${txHash}` : ''}`,
    headers: cookie ? { cookie } : {},
  });

async function claimOnChain(w: Wallet, v: ClaimVoucher) {
  const client = createWalletClient({ account: w.account, transport: http(anvil.rpcUrl) });
  const hash = await client.writeContract({
    chain: null,
    address: v.claimContract,
    abi: GuardianCoinClaimAbi,
    functionName: 'claim',
    args: [v.signature as `0x${string}`, BigInt(v.id), BigInt(v.amountWei), BigInt(v.deadline)],
  });
  const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** Moves chain time past every voucher issued so far and mines a block there. */
async function passDeadlines() {
  const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
  await test.increaseTime({ seconds: CLAIM_VOUCHER_TTL_SECONDS + 60 });
  await test.mine({ blocks: 1 });
}

const coinBalance = (w: Wallet) =>
  chain.public.readContract({
    address: coin,
    abi: GuardianCoinAbi,
    functionName: 'balanceOf',
    args: [w.address],
  });

const ledgerRows = (w: Wallet, reason: 'claim' | 'claim_refund', reference: string) =>
  t.db
    .select()
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.account, w.address),
        eq(pointsLedger.reason, reason),
        eq(pointsLedger.reference, reference),
      ),
    );

beforeAll(async () => {
  anvil = await startAnvil({ port: await findFreePort(), silent: true });
  t = await createTestApp({ rpcUrl: anvil.rpcUrl });
  chain = testChain(anvil.rpcUrl);
  const deployer = await fundedAccount(92, anvil.rpcUrl);
  const deployed = await deployCoinClaim(t.db, chain, t.config, { account: deployer });
  if (!deployed) throw new Error('no coin claim deployed');
  claimContract = deployed.address;
  coin = (
    await chain.public.readContract({
      address: claimContract,
      abi: GuardianCoinClaimAbi,
      functionName: 'coin',
    })
  ).toLowerCase() as `0x${string}`;
  wallets.alice = await wallet(90);
  wallets.bob = await wallet(91);
  wallets.carol = await wallet(93);
  wallets.dave = await wallet(94);
  wallets.erin = await wallet(95);
});
afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

describe('deployCoinClaim', () => {
  it('deploys once on the local chain, signer from the configuration, and keeps the record', async () => {
    const again = await deployCoinClaim(t.db, chain, t.config);
    expect(again).toEqual({ address: claimContract, deployedNow: false });
    const read = <F extends 'signer' | 'maxClaim' | 'claimPeriod'>(functionName: F) =>
      chain.public.readContract({ address: claimContract, abi: GuardianCoinClaimAbi, functionName });
    expect(t.config.claimSignerKey).toBe(DEV_CLAIM_SIGNER_KEY);
    expect(await read('signer')).toBe('0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199');
    expect(await read('maxClaim')).toBe(DEV_COIN.maxClaim);
    expect(await read('claimPeriod')).toBe(86_400n);
  });

  it('answers CLAIM_CONTRACT_ADDRESS elsewhere, and null without it', async () => {
    const other = createChainClient({ rpcUrl: anvil.rpcUrl, chainId: 11155111, name: 'Sepolia' });
    const address = '0x00000000000000000000000000000000000000c1';
    const config = { claimContractAddress: address, claimSignerKey: undefined } as const;
    expect(await deployCoinClaim(t.db, other, config)).toEqual({ address, deployedNow: false });
    expect(await deployCoinClaim(t.db, other, { ...config, claimContractAddress: undefined })).toBeNull();
  });
});

describe('GET /api/swaps/supported-tokens', () => {
  it('lists the coin with its claim contract, read from the chain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/swaps/supported-tokens' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: 1,
        name: 'Animecoin',
        symbol: 'ANIME',
        decimals: 18,
        chainId: 31337,
        tokenAddress: coin,
        claimContract,
      },
    ]);
    expect(res.body).not.toContain(DEV_CLAIM_SIGNER_KEY.slice(2));
  });
});

describe('GET /api/swaps/claim/signature refusals', () => {
  it('asks to sign in first (401)', async () => {
    const res = await signature({ chainId: 31337, amount: '1', id: 1 });
    expect(res.statusCode).toBe(401);
  });

  it.each(['abc', '0', '0.00', '-1', '1.234', '1e3', '', ' . '])(
    "refuses the amount '%s' (400)",
    async (amount) => {
      await credit(wallets.bob as Wallet, 1);
      const res = await signature({ chainId: 31337, amount, id: 1 }, wallets.bob?.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_AMOUNT',
        message: 'Enter an amount of coins greater than 0, with at most 2 decimals',
      });
    },
  );

  it('refuses more than the max claim of a period (400)', async () => {
    const res = await signature({ chainId: 31337, amount: '10000.01', id: 1 }, wallets.bob?.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'OVER_MAX_CLAIM',
      message: 'This is more than you may claim in one period',
    });
  });

  it('refuses an unknown token id (404)', async () => {
    const res = await signature({ chainId: 31337, amount: '1', id: 2 }, wallets.bob?.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_TOKEN', message: 'This token cannot be claimed' });
  });

  it('refuses another chain (400)', async () => {
    const res = await signature({ chainId: 1, amount: '1', id: 1 }, wallets.bob?.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WRONG_CHAIN', message: 'Claims run on another network' });
  });

  it('refuses more coins than the balance (409) and reserves nothing', async () => {
    const bob = wallets.bob as Wallet;
    const before = await balanceOf(t.db, bob.address);
    const res = await signature({ chainId: 31337, amount: String(before + 1), id: 1 }, bob.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NOT_ENOUGH_COINS',
      message: 'You do not have enough coins for this claim',
    });
    expect(await balanceOf(t.db, bob.address)).toBe(before);
    expect(await t.db.select().from(claimVouchers).where(eq(claimVouchers.account, bob.address))).toEqual([]);
  });
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

describe('concurrent voucher requests', () => {
  it('never overspend: 10 parallel requests of 30 against 100 coins sign exactly 3', async () => {
    const carol = wallets.carol as Wallet;
    await credit(carol, 100);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signature({ chainId: 31337, amount: '30', id: 1 }, carol.cookie)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balanceOf(t.db, carol.address)).toBe(10);
    const issued = await t.db.select().from(claimVouchers).where(eq(claimVouchers.account, carol.address));
    expect(issued).toHaveLength(3);
  });
});

describe('GET /api/swaps/leaderboard', () => {
  it('ranks accounts by coins claimed on chain, with the username or the short address', async () => {
    const alice = wallets.alice as Wallet;
    const erin = wallets.erin as Wallet;
    await t.db.update(users).set({ username: 'alice' }).where(eq(users.account, alice.address));
    const res = await t.app.inject({ method: 'GET', url: '/api/swaps/leaderboard?offset=0&limit=25' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { _id: 'alice', account: alice.address, totalClaimed: 31.75, claimsCount: 2, rank: 1 },
      { _id: shortenAddress(erin.address), account: erin.address, totalClaimed: 10, claimsCount: 1, rank: 2 },
    ]);
    const second = await t.app.inject({ method: 'GET', url: '/api/swaps/leaderboard?offset=1&limit=1' });
    expect(second.json().data).toEqual([expect.objectContaining({ account: erin.address, rank: 2 })]);
    const count = await t.app.inject({ method: 'GET', url: '/api/swaps/leaderboard/count' });
    expect(count.json()).toEqual({ data: { count: 2 } });
  });

  it('refuses a limit over 100 (400)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/swaps/leaderboard?limit=101' });
    expect(res.statusCode).toBe(400);
  });
});

describe('a site without a claim contract', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ rpcUrl: anvil.rpcUrl });
  });
  afterAll(() => bare.close());

  it('lists no tokens and answers 503 for signatures', async () => {
    const tokens = await bare.app.inject({ method: 'GET', url: '/api/swaps/supported-tokens' });
    expect(tokens.json()).toEqual({ data: [] });
    const account = await fundedAccount(96, anvil.rpcUrl);
    const { cookie } = await signInAs(bare.app, account);
    const res = await bare.app.inject({
      method: 'GET',
      url: '/api/swaps/claim/signature?chainId=31337&amount=1&id=1',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'CLAIMS_UNAVAILABLE',
      message: 'Claims are not available on this site yet',
    });
  });
});

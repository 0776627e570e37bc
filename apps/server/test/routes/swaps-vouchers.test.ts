import { GuardianCoinClaimAbi } from '@guardians/contracts';
import type { AnvilHandle } from '@guardians/contracts/anvil';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainClient, createChainClient } from '../../src/chain/chain-client.ts';
import { DEV_CLAIM_SIGNER_KEY } from '../../src/config/claim-dev-key.ts';
import { claimVouchers } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/services/points/points-ledger.ts';
import { DEV_COIN, deployCoinClaim } from '../../src/services/swaps/swap-deploy.ts';
import { deploySwapClaim, startOwnAnvil, swapActions, type Wallet } from '../helpers/swap-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fundedAccount, signInAs } from '../helpers/trading-fixtures.ts';

// Deployment, token list and refused voucher requests; on its own anvil for its fixed funded accounts.
let anvil: AnvilHandle;
let t: TestApp;
let chain: ChainClient;
let claimContract: `0x${string}`;
let coin: `0x${string}`;
const wallets: Record<string, Wallet> = {};
const { wallet, credit, signature } = swapActions(() => ({ anvil, t, chain, coin }));

beforeAll(async () => {
  anvil = await startOwnAnvil();
  t = await createTestApp({ rpcUrl: anvil.rpcUrl });
  ({ chain, claimContract, coin } = await deploySwapClaim(t, anvil.rpcUrl));
  wallets.bob = await wallet(91);
  wallets.carol = await wallet(93);
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
    expect(res.json().data).toEqual({
      items: [
        {
          id: 1,
          name: 'Animecoin',
          symbol: 'ANIME',
          decimals: 18,
          chainId: 31337,
          tokenAddress: coin,
          claimContract,
        },
      ],
      total: 1,
    });
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

  it('refuses more than what is left of the max claim of a period (409: a conflict with the state)', async () => {
    const res = await signature({ chainId: 31337, amount: '10000.01', id: 1 }, wallets.bob?.cookie);
    expect(res.statusCode).toBe(409);
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

describe('a site without a claim contract', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ rpcUrl: anvil.rpcUrl });
  });
  afterAll(() => bare.close());

  it('lists no tokens and answers 503 for signatures', async () => {
    const tokens = await bare.app.inject({ method: 'GET', url: '/api/swaps/supported-tokens' });
    expect(tokens.json()).toEqual({ data: { items: [], total: 0 } });
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

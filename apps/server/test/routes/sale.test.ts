import { GuardianCollectionAbi, GuardianCollectionBytecode } from '@guardians/contracts';
import { SALE_MESSAGES } from '@guardians/shared';
import { createWalletClient, type Hex, http, type LocalAccount, parseEther } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fundedAccount, privateKeyOf, signInAs, testChain } from '../helpers/trading-fixtures.ts';

// anvil mnemonic indexes 50–55 belong to this file.
const MAX_SUPPLY = 5n;
const PRICE = parseEther('0.02');

let t: TestApp;
let admin: HDAccount;
let owner: HDAccount;
let listed: HDAccount;
let stranger: HDAccount;
let third: HDAccount;
let token: `0x${string}`;
let adminCookie: string;
const chain = testChain();

const walletOf = (account: LocalAccount) => createWalletClient({ account, transport: http(chain.rpcUrl) });
async function confirm(hash: Hex) {
  const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
}
const asOwner = async (
  functionName: 'setSale' | 'setMerkleRoot' | 'setMaxPerWallet',
  args: readonly unknown[],
) =>
  confirm(
    await walletOf(owner).writeContract({
      chain: null,
      address: token,
      abi: GuardianCollectionAbi,
      functionName,
      args,
    } as never),
  );
async function mint(account: HDAccount, quantity: bigint, proof: readonly Hex[]) {
  await confirm(
    await walletOf(account).writeContract({
      chain: null,
      address: token,
      abi: GuardianCollectionAbi,
      functionName: 'mint',
      args: [quantity, proof],
      value: PRICE * quantity,
    }),
  );
}

const getSale = (ref: string, account?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/collections/${ref}/sale${account ? `?account=${account}` : ''}`,
  });
const saleFor = async (account: HDAccount) => {
  const res = await getSale(token, account.address);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const putWhitelist = (body: unknown, cookie?: string, ref: string = token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/collections/${ref}/whitelist`,
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const getWhitelist = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/collections/${token}/whitelist`,
    headers: cookie ? { cookie } : {},
  });

beforeAll(async () => {
  [admin, owner, listed, stranger, third] = await Promise.all([
    fundedAccount(50, chain.rpcUrl),
    fundedAccount(51, chain.rpcUrl),
    fundedAccount(52, chain.rpcUrl),
    fundedAccount(53, chain.rpcUrl),
    fundedAccount(54, chain.rpcUrl),
  ]);
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: admin.address } });
  adminCookie = (await signInAs(t.app, admin)).cookie;
  const hash = await walletOf(owner).deployContract({
    chain: null,
    abi: GuardianCollectionAbi,
    bytecode: GuardianCollectionBytecode,
    args: ['Sale Guardians', 'SLG', 'http://127.0.0.1:9/', MAX_SUPPLY, owner.address, 500n, owner.address],
  });
  const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  token = receipt.contractAddress?.toLowerCase() as `0x${string}`;
  await createCollection(t.db, { slug: 'sale-guardians', tokenAddress: token });
  await asOwner('setMaxPerWallet', [2n]);
});
afterAll(() => t.close());

describe('GET /api/collections/:token/sale', () => {
  it('reports a closed sale before any stage is set, by address or slug', async () => {
    const res = await getSale('sale-guardians');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      stage: 0,
      stageName: 'none',
      active: false,
      price: '0',
      priceWei: '0',
      maxPerWallet: 2,
      totalSupply: 0,
      maxSupply: 5,
      soldOut: false,
      whitelist: { size: 0, root: null, upToDate: true },
    });
    expect(res.json().data.account).toBeUndefined();
    const account = (await saleFor(listed)).account;
    expect(account).toMatchObject({ eligible: false, reason: SALE_MESSAGES.notActive, remaining: 0 });
  });

  it('is not active in a stage with a price of 0', async () => {
    await asOwner('setSale', [2, 0n]);
    const sale = await saleFor(listed);
    expect(sale).toMatchObject({ stage: 2, stageName: 'presale', active: false });
    expect(sale.account.eligible).toBe(false);
  });

  it('in the whitelist stage, serves a proof that mints on chain, and refuses wallets not listed', async () => {
    await asOwner('setSale', [1, PRICE]);
    const put = await putWhitelist({ accounts: [listed.address, third.address] }, adminCookie);
    expect(put.statusCode).toBe(200);
    const { root, size } = put.json().data;
    expect(size).toBe(2);

    // Listed here but not yet on chain: the contract would refuse the proof.
    let sale = await saleFor(listed);
    expect(sale.whitelist).toMatchObject({ size: 2, root, upToDate: false });
    expect(sale.account).toMatchObject({ eligible: false, reason: SALE_MESSAGES.whitelistPending });

    await asOwner('setMerkleRoot', [root]);
    sale = await saleFor(listed);
    expect(sale).toMatchObject({ stage: 1, stageName: 'whitelist', active: true, price: '0.02' });
    expect(sale.priceWei).toBe(PRICE.toString());
    expect(sale.whitelist).toMatchObject({ onChainRoot: root, upToDate: true });
    expect(sale.account).toMatchObject({
      address: listed.address.toLowerCase(),
      eligible: true,
      reason: 'This wallet is on the whitelist.',
      minted: 0,
      remaining: 2,
    });
    expect(sale.account.proof.length).toBeGreaterThan(0);
    await mint(listed, 1n, sale.account.proof);

    const other = await saleFor(stranger);
    expect(other.account).toMatchObject({
      eligible: false,
      reason: 'This wallet is not on the whitelist.',
      proof: [],
      remaining: 0,
    });
    // The proof of another wallet does not help a stranger: the served answer matches the chain.
    await expect(mint(stranger, 1n, sale.account.proof)).rejects.toThrow();
  });

  it('counts what a wallet minted and stops it at the wallet limit', async () => {
    let sale = await saleFor(listed);
    expect(sale.totalSupply).toBe(1);
    expect(sale.account).toMatchObject({ eligible: true, minted: 1, remaining: 1 });
    await mint(listed, 1n, sale.account.proof);
    sale = await saleFor(listed);
    expect(sale.account).toMatchObject({
      eligible: false,
      reason: 'This wallet has reached its limit of 2.',
      minted: 2,
      remaining: 0,
    });
  });

  it('in the presale stage, lets any wallet mint without a proof', async () => {
    await asOwner('setSale', [2, PRICE]);
    const sale = await saleFor(stranger);
    expect(sale).toMatchObject({ stage: 2, stageName: 'presale', active: true });
    expect(sale.account).toMatchObject({
      eligible: true,
      reason: SALE_MESSAGES.open,
      proof: [],
      remaining: 2,
    });
    await mint(stranger, 2n, sale.account.proof);
  });

  it('caps the allowance by the supply left, then reports the sale sold out', async () => {
    let sale = await saleFor(third);
    expect(sale.account).toMatchObject({ eligible: true, remaining: 1 });
    await mint(third, 1n, []);
    sale = await saleFor(third);
    expect(sale).toMatchObject({ totalSupply: 5, maxSupply: 5, soldOut: true });
    expect(sale.account).toMatchObject({ eligible: false, reason: SALE_MESSAGES.soldOut, remaining: 0 });
  });

  it('answers 400 naming the field for an account that is not an address', async () => {
    const res = await getSale(token, '0x1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('account');
    expect(res.json().message).toMatch(/^account: /);
  });

  it('answers 404 for an unknown collection', async () => {
    expect((await getSale('no-such-collection')).statusCode).toBe(404);
  });

  it('answers 409 with a sentence for a collection whose contract has no sale', async () => {
    const other = await createCollection(t.db, { slug: 'not-a-sale', tokenAddress: randomAddress() });
    const res = await getSale(other.slug);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NOT_A_SALE',
      message: 'This collection has no sale on this site.',
    });
  });
});

describe('PUT /api/admin/collections/:token/whitelist', () => {
  it('refuses without a session (401) and for an account that is not an admin (403)', async () => {
    expect((await putWhitelist({ accounts: [] })).statusCode).toBe(401);
    expect((await getWhitelist()).statusCode).toBe(401);
    const someone = await signIn(t.app, privateKeyOf(stranger));
    expect((await putWhitelist({ accounts: [] }, someone.cookie)).statusCode).toBe(403);
    expect((await getWhitelist(someone.cookie)).statusCode).toBe(403);
  });

  it('replaces the whole list and returns its root', async () => {
    const a = randomAddress();
    const b = randomAddress();
    const first = await putWhitelist({ accounts: [a, b.toUpperCase().replace('0X', '0x'), b] }, adminCookie);
    expect(first.json().data.size).toBe(2);
    const res = await putWhitelist({ accounts: [stranger.address] }, adminCookie);
    expect(res.statusCode).toBe(200);
    const list = (await getWhitelist(adminCookie)).json().data;
    expect(list).toEqual({
      size: 1,
      root: res.json().data.root,
      accounts: [stranger.address.toLowerCase()],
    });
  });

  it('answers 400 for a bad address and leaves the list as it was', async () => {
    const res = await putWhitelist({ accounts: [third.address, 'not-an-address'] }, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('accounts.1');
    expect((await getWhitelist(adminCookie)).json().data.accounts).toEqual([stranger.address.toLowerCase()]);
  });

  it('empties the list, and answers 404 for an unknown collection', async () => {
    expect((await putWhitelist({ accounts: [] }, adminCookie)).json().data).toEqual({ size: 0, root: null });
    expect((await putWhitelist({ accounts: [] }, adminCookie, 'nope')).statusCode).toBe(404);
  });
});

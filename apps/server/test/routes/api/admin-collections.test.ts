import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileContracts } from '@guardians/contracts/compile';
import { sql } from 'drizzle-orm';
import { createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { deployTestCollection } from '../../indexer/helpers/test-collection.ts';

/** anvil's default key #4: only this file deploys with it, so its nonces never race. */
const DEPLOYER_KEY: Hex = '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a';
const adminKey = generatePrivateKey();
const admin = privateKeyToAccount(adminKey).address;

async function deployNonCollection(rpcUrl: string): Promise<`0x${string}`> {
  const source = readFileSync(path.join(import.meta.dirname, '../../fixtures/contract-wallet.sol'), 'utf8');
  const compiled = compileContracts({ 'contract-wallet.sol': source }).ContractWallet;
  if (!compiled) throw new Error('ContractWallet did not compile');
  const transport = http(rpcUrl);
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEPLOYER_KEY),
    chain: foundry,
    transport,
  });
  const client = createPublicClient({ chain: foundry, transport });
  const hash = await wallet.deployContract({ abi: compiled.abi, bytecode: compiled.bytecode, args: [admin] });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (!receipt.contractAddress) throw new Error('no contract address');
  return receipt.contractAddress;
}

let t: TestApp;
let adminCookie: string;
let collection: Awaited<ReturnType<typeof deployTestCollection>>;
let notACollection: `0x${string}`;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: `0x${'1'.repeat(40)}, ${admin}` } });
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  collection = await deployTestCollection({
    rpcUrl: inject('rpcUrl'),
    key: DEPLOYER_KEY,
    name: 'Lantern Foxes',
  });
  notACollection = await deployNonCollection(inject('rpcUrl'));
});
afterAll(() => t.close());

const add = (body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/collections',
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/admin/collections', () => {
  it('refuses without a session (401) and for an account that is not an admin (403)', async () => {
    expect((await add({ tokenAddress: collection.address })).statusCode).toBe(401);
    const someone = await signIn(t.app);
    const res = await add({ tokenAddress: collection.address }, someone.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    const [row] = (await t.db.execute(sql`select count(*)::int as n from collections`)).rows;
    expect(row?.n).toBe(0);
  });

  it('refuses a malformed address, an address without code and a contract that is not an ERC-721', async () => {
    const reserved = await add({ tokenAddress: collection.address, slug: 'all' }, adminCookie);
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json()).toMatchObject({ field: 'slug', message: expect.stringContaining('reserved') });
    const malformed = await add({ tokenAddress: '0x1234' }, adminCookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('tokenAddress');
    const empty = await add({ tokenAddress: privateKeyToAccount(generatePrivateKey()).address }, adminCookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'NOT_A_CONTRACT', field: 'tokenAddress' });
    const wallet = await add({ tokenAddress: notACollection }, adminCookie);
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json()).toMatchObject({ code: 'NOT_ERC721' });
    expect(wallet.json().message).toContain('not an ERC-721');
  });

  it('lists the collection with its name from the contract, then shows it pending indexing', async () => {
    const res = await add(
      { tokenAddress: collection.address.toUpperCase().replace('0X', '0x') },
      adminCookie,
    );
    expect(res.statusCode).toBe(201);
    const view = res.json().data;
    expect(view).toMatchObject({
      name: 'Lantern Foxes',
      slug: 'lantern-foxes',
      symbol: 'TGRD',
      tokenAddress: collection.address.toLowerCase(),
      chainId: 31337,
      presale: { presaleURL: null },
    });
    expect(view.indexing.status).toBe('pending');
    const metadata = await t.app.inject({ method: 'GET', url: '/api/collections/lantern-foxes/metadata' });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json().data.tokenAddress).toBe(collection.address.toLowerCase());
    const [cursor] = (
      await t.db.execute(
        sql`select last_block::text from indexer_cursors where token_address = ${collection.address.toLowerCase()}`,
      )
    ).rows;
    expect(cursor?.last_block).toBe((collection.deploymentBlock - 1n).toString());
  });

  it('answers 409 for an address already listed or a slug already taken, and changes nothing', async () => {
    const again = await add({ tokenAddress: collection.address }, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("already listed as 'lantern-foxes'");
    const other = await deployTestCollection({ rpcUrl: inject('rpcUrl'), key: DEPLOYER_KEY, name: 'Other' });
    const slugTaken = await add({ tokenAddress: other.address, slug: 'lantern-foxes' }, adminCookie);
    expect(slugTaken.statusCode).toBe(409);
    expect(slugTaken.json().field).toBe('slug');
    const [row] = (await t.db.execute(sql`select count(*)::int as n from collections`)).rows;
    expect(row?.n).toBe(1);
  });

  it("never derives the reserved slug 'all' from a contract's name", async () => {
    const named = await deployTestCollection({ rpcUrl: inject('rpcUrl'), key: DEPLOYER_KEY, name: 'All' });
    const res = await add({ tokenAddress: named.address }, adminCookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.slug).toBe(`all-${named.address.toLowerCase().slice(2, 8)}`);
  });
});

import { ENSRegistryAbi, PublicResolverAbi, ReverseRegistrarAbi } from '@guardians/contracts';
import { createWalletClient, getAddress, http, labelhash } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { namehash } from 'viem/ens';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { deployEns, type EnsDeployment } from '../../src/services/users/ens/ens-deploy.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fundedAccount, testChain } from '../helpers/trading-fixtures.ts';

// Accounts 170–174 of the run's anvil are this file's: a deployer, two named people, a profile, a liar.
let t: TestApp;
let ens: EnsDeployment;
let deployer: HDAccount;
let kitsune: HDAccount;
let seraph: HDAccount;
let withProfile: HDAccount;
let impostor: HDAccount;
const chain = testChain();

async function send(account: HDAccount, call: Record<string, unknown>) {
  const wallet = createWalletClient({ account, transport: http(inject('rpcUrl')) });
  const hash = await wallet.writeContract({ chain: null, ...call } as never);
  const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.status).toBe('success');
}

/** What a person does on ENS: get a name under eth, point it at themselves, make it their primary name. */
async function claimName(holder: HDAccount, label: string, options: { avatar?: string; addr?: string } = {}) {
  const node = namehash(`${label}.eth`);
  await send(deployer, {
    address: ens.registry,
    abi: ENSRegistryAbi,
    functionName: 'setSubnodeRecord',
    args: [namehash('eth'), labelhash(label), holder.address, ens.resolver, 0n],
  });
  await send(holder, {
    address: ens.resolver,
    abi: PublicResolverAbi,
    functionName: 'setAddr',
    args: [node, options.addr ?? holder.address],
  });
  if (options.avatar) {
    await send(holder, {
      address: ens.resolver,
      abi: PublicResolverAbi,
      functionName: 'setText',
      args: [node, 'avatar', options.avatar],
    });
  }
}

async function setPrimaryName(holder: HDAccount, name: string) {
  await send(holder, {
    address: ens.reverseRegistrar,
    abi: ReverseRegistrarAbi,
    functionName: 'setName',
    args: [name],
  });
}

const lower = (account: HDAccount) => account.address.toLowerCase();
const identities = (accounts: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/identities?accounts=${accounts}` });

beforeAll(async () => {
  t = await createTestApp();
  [deployer, kitsune, seraph, withProfile, impostor] = (await Promise.all(
    [170, 171, 172, 173, 174].map((index) => fundedAccount(index)),
  )) as [HDAccount, HDAccount, HDAccount, HDAccount, HDAccount];
  const deployed = await deployEns(t.db, chain, t.config, { account: deployer });
  if (!deployed) throw new Error('no ENS deployed on the local chain');
  ens = deployed;
  await claimName(kitsune, 'kitsune', { avatar: 'https://example.org/kitsune.png' });
  await setPrimaryName(kitsune, 'kitsune.eth');
  await claimName(seraph, 'seraph');
  await setPrimaryName(seraph, 'seraph.eth');
  await claimName(withProfile, 'hidden', { avatar: 'https://example.org/hidden.png' });
  await setPrimaryName(withProfile, 'hidden.eth');
  await t.db
    .insert(users)
    .values({ account: lower(withProfile), username: 'Koi_Keeper', image: '/api/media/koi.webp' });
  // Claims kitsune.eth as its primary name, but the name points at kitsune: not the impostor's.
  await setPrimaryName(impostor, 'kitsune.eth');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/users/identities', () => {
  it('names an account by its primary ENS name and avatar, checked forward, with the checksummed address', async () => {
    const res = await identities(lower(kitsune));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        items: [
          {
            account: getAddress(kitsune.address),
            username: null,
            ensName: 'kitsune.eth',
            avatar: 'https://example.org/kitsune.png',
          },
        ],
        total: 1,
      },
    });
  });

  it('prefers the username and picture of a profile to an ENS name', async () => {
    const [item] = (await identities(lower(withProfile))).json().data.items;
    expect(item).toEqual({
      account: getAddress(withProfile.address),
      username: 'Koi_Keeper',
      ensName: null,
      avatar: '/api/media/koi.webp',
    });
  });

  it('gives no name to a reverse record whose name points at someone else', async () => {
    const [item] = (await identities(lower(impostor))).json().data.items;
    expect(item).toEqual({
      account: getAddress(impostor.address),
      username: null,
      ensName: null,
      avatar: null,
    });
  });

  it('keeps the order asked, answers a repeated account once, and takes any letter case', async () => {
    const nobody = '0x00000000000000000000000000000000000000aa';
    const res = await identities(
      [seraph.address, nobody, kitsune.address.toUpperCase().replace('0X', '0x'), lower(seraph)].join(','),
    );
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items.map((item: { account: string }) => item.account)).toEqual([
      getAddress(seraph.address),
      getAddress(nobody),
      getAddress(kitsune.address),
    ]);
    expect(items.map((item: { ensName: string | null }) => item.ensName)).toEqual([
      'seraph.eth',
      null,
      'kitsune.eth',
    ]);
  });

  it('shows an ENS avatar that is an NFT of another chain as none', async () => {
    await send(seraph, {
      address: ens.resolver,
      abi: PublicResolverAbi,
      functionName: 'setText',
      args: [
        namehash('seraph.eth'),
        'avatar',
        'eip155:1/erc721:0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb/1',
      ],
    });
    const [item] = (await identities(lower(seraph))).json().data.items;
    expect(item.ensName).toBe('seraph.eth');
    expect(item.avatar).toBeNull();
  });

  it.each([
    ['without accounts', '/api/users/identities', /accounts/],
    ['with an empty list', '/api/users/identities?accounts=', /at least one address/],
    [
      'with something that is not an address',
      '/api/users/identities?accounts=0x12,vitalik.eth',
      /0x-prefixed 40-hex-digit address/,
    ],
    [
      'with more than 100 accounts',
      `/api/users/identities?accounts=${Array.from({ length: 101 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`).join(',')}`,
      /at most 100 addresses/,
    ],
  ])('answers 400 with a sentence %s', async (_label, url, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('a site whose chain has no ENS', () => {
  it('shows every account by profile or address', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: `/api/users/identities?accounts=${lower(kitsune)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items).toEqual([
        { account: getAddress(kitsune.address), username: null, ensName: null, avatar: null },
      ]);
    } finally {
      await bare.close();
    }
  });
});

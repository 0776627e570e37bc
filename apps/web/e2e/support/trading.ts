import { listingTypedData, randomListingSalt } from '@guardians/contracts';
import { createPublicClient, createWalletClient, type Hex, http, parseAbi, toHex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';

/**
 * Trading helpers for browser tests. Wallets come from anvil's mnemonic beyond the accounts its
 * dev chain funds (#65 and up belong to trading tests); tokens come from anvil #8, a demo trader
 * (decision 0027), so no other test's holdings move.
 */
const MNEMONIC = 'test test test test test test test test test test test junk';
/** anvil #8: holds demo tokens, and no browser test asserts on its wallet. */
export const SOURCE_ACCOUNT = '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f';
/** Demo tokens below this id and those with extra media are other tests' (see demo-trading-plan). */
const FIRST_FREE_ID = 60;

export async function rpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** A wallet of the mnemonic at `index`, given 100 ETH. */
export async function fundedWallet(rpcUrl: string, index: number) {
  const hd = mnemonicToAccount(MNEMONIC, { addressIndex: index });
  const key = hd.getHdKey().privateKey;
  if (!key) throw new Error('no private key');
  await rpc(rpcUrl, 'anvil_setBalance', [hd.address, toHex(100n * 10n ** 18n)]);
  return { address: hd.address.toLowerCase() as Hex, privateKey: toHex(key) };
}

async function getData<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

type ItemsPage = {
  assets: Array<{ tokenId: string; owner: string | null; media: { kind: string | null } }>;
  prices?: Array<{ tokenId: string; price: string | null }>;
  total: number;
};

/** A picture token of the source account that is not listed (the demo lists some of its tokens). */
export async function findSourceToken(baseUrl: string, collection: string): Promise<string> {
  for (let offset = 0; ; offset += 100) {
    const page = await getData<ItemsPage>(
      `${baseUrl}/api/collections/${collection}?limit=100&offset=${offset}&withPrices=true`,
    );
    const listed = new Set((page.prices ?? []).filter((p) => p.price).map((p) => p.tokenId));
    const found = page.assets.find(
      (a) =>
        a.owner === SOURCE_ACCOUNT &&
        Number(a.tokenId) >= FIRST_FREE_ID &&
        a.media.kind === 'image' &&
        !listed.has(a.tokenId),
    );
    if (found) return found.tokenId;
    if (page.assets.length === 0 || offset + 100 >= page.total) {
      throw new Error(`no unlisted token of ${SOURCE_ACCOUNT} in ${collection}`);
    }
  }
}

const transferAbi = parseAbi(['function transferFrom(address from, address to, uint256 tokenId)']);

/** Gives the source account's token to `to` (anvil acts as the source), then waits for the indexer. */
export async function giveToken(options: {
  baseUrl: string;
  rpcUrl: string;
  collection: string;
  tokenId: string;
  to: string;
}): Promise<void> {
  const { baseUrl, rpcUrl, collection, tokenId, to } = options;
  await rpc(rpcUrl, 'anvil_impersonateAccount', [SOURCE_ACCOUNT]);
  try {
    const wallet = createWalletClient({ account: SOURCE_ACCOUNT, transport: http(rpcUrl) });
    await wallet.writeContract({
      chain: null,
      address: collection as Hex,
      abi: transferAbi,
      functionName: 'transferFrom',
      args: [SOURCE_ACCOUNT, to as Hex, BigInt(tokenId)],
    });
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [SOURCE_ACCOUNT]);
  }
  await waitFor(async () => (await itemOwner(baseUrl, collection, tokenId)) === to.toLowerCase());
}

export async function itemOwner(baseUrl: string, collection: string, tokenId: string) {
  return (await getData<{ owner: string | null }>(`${baseUrl}/api/nfts/${collection}/${tokenId}`)).owner;
}

export async function itemPrice(baseUrl: string, collection: string, tokenId: string) {
  return (await getData<{ price: string | null }>(`${baseUrl}/api/nfts/${collection}/${tokenId}/price`))
    .price;
}

export type StatsTotal = { floor_price: number | null; volume: number };

export async function collectionStats(baseUrl: string, collection: string): Promise<StatsTotal> {
  const metadata = await getData<{ stats?: { total: StatsTotal } }>(
    `${baseUrl}/api/collections/${collection}/metadata?withStats=true`,
  );
  if (!metadata.stats) throw new Error('the collection metadata carries no stats');
  return metadata.stats.total;
}

export async function itemActivityKinds(baseUrl: string, collection: string, tokenId: string) {
  const page = await getData<{ items: Array<{ kind: string }> }>(
    `${baseUrl}/api/nfts/${collection}/${tokenId}/activity?limit=20`,
  );
  return page.items.map((item) => item.kind);
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the site to catch up');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const approvalAbi = parseAbi(['function setApprovalForAll(address operator, bool approved)']);
const noncesAbi = parseAbi(['function nonces(address seller) view returns (uint256)']);

/**
 * Lists a token from Node as a wallet would through the site: sign in (SIWE), approve the
 * marketplace, sign the listing, POST it. For tests whose subject is the buyer's side.
 */
export async function listFromNode(options: {
  baseUrl: string;
  rpcUrl: string;
  privateKey: Hex;
  collection: string;
  tokenId: string;
  priceWei: bigint;
}): Promise<void> {
  const { baseUrl, rpcUrl, collection, tokenId, priceWei } = options;
  const account = privateKeyToAccount(options.privateKey);
  const env = await getData<{ chainId: number; marketplaceAddress: Hex | null }>(
    `${baseUrl}/api/env-settings`,
  );
  const marketplace = env.marketplaceAddress;
  if (!marketplace) throw new Error('the site has no marketplace');

  const deadline = Math.floor(Date.now() / 1000) + 300;
  const message = await getData<string>(
    `${baseUrl}/api/login?chainId=${env.chainId}&deadline=${deadline}&account=${account.address}`,
  );
  const login = await fetch(`${baseUrl}/api/login?chainId=${env.chainId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account: account.address,
      signature: await account.signMessage({ message }),
      deadline,
    }),
  });
  if (!login.ok) throw new Error(`POST /api/login answered ${login.status}`);
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';

  const wallet = createWalletClient({ account, transport: http(rpcUrl) });
  await wallet.writeContract({
    chain: null,
    address: collection as Hex,
    abi: approvalAbi,
    functionName: 'setApprovalForAll',
    args: [marketplace, true],
  });
  const nonce = await createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: marketplace,
    abi: noncesAbi,
    functionName: 'nonces',
    args: [account.address],
  });
  const listing = {
    seller: account.address,
    token: collection as Hex,
    tokenId: BigInt(tokenId),
    price: priceWei,
    expiry: BigInt(deadline + 7 * 24 * 3600),
    nonce,
    salt: randomListingSalt(),
  };
  const signature = await account.signTypedData(
    listingTypedData(listing, { chainId: env.chainId, marketplace }),
  );
  const posted = await fetch(`${baseUrl}/api/listings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      listing: {
        seller: account.address,
        token: collection,
        tokenId,
        price: priceWei.toString(),
        expiry: Number(listing.expiry),
        nonce: nonce.toString(),
        salt: listing.salt.toString(),
      },
      signature,
    }),
  });
  if (posted.status !== 201)
    throw new Error(`POST /api/listings answered ${posted.status}: ${await posted.text()}`);
}

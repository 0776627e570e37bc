import {
  CollectionItemsResponseSchema,
  CollectionMetadataResponseSchema,
  DefaultCollectionResponseSchema,
  type NftDetail,
  NftResponseSchema,
  TransfersResponseSchema,
} from '@guardians/shared/catalogue';
import { createWalletClient, type Hex, http, parseAbi } from 'viem';

/** What a person would see in the site's own API: used to pick tokens, never to drive the page. */
async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

export async function defaultCollectionAddress(baseUrl: string): Promise<string> {
  const body = DefaultCollectionResponseSchema.parse(await getJson(`${baseUrl}/api/defaultCollection`));
  if (!body.data.tokenAddress) throw new Error('the site has no default collection');
  return body.data.tokenAddress;
}

export async function collectionAddress(baseUrl: string, slug: string): Promise<string> {
  const body = CollectionMetadataResponseSchema.parse(
    await getJson(`${baseUrl}/api/collections/${slug}/metadata`),
  );
  return body.data.tokenAddress;
}

export type DemoTokenIds = Record<'image' | 'video' | 'audio' | 'model', string>;

/** The first token of each media kind in a collection (about 2% of demo tokens carry each). */
export async function findTokensByMediaKind(baseUrl: string, collection: string): Promise<DemoTokenIds> {
  const found: Partial<DemoTokenIds> = {};
  for (let offset = 0; ; offset += 100) {
    const page = CollectionItemsResponseSchema.parse(
      await getJson(`${baseUrl}/api/collections/${collection}?limit=100&offset=${offset}`),
    ).data;
    for (const asset of page.assets) {
      const kind = asset.media.kind;
      if (kind && kind !== 'other' && !found[kind]) found[kind] = asset.tokenId;
    }
    if (found.image && found.video && found.audio && found.model) return found as DemoTokenIds;
    if (page.assets.length === 0 || offset + 100 >= page.total) {
      throw new Error(`collection ${collection} lacks a token of some media kind: ${JSON.stringify(found)}`);
    }
  }
}

/** Polls until the metadata worker has read enough tokens to have one of each media kind. */
export async function waitForTokensByMediaKind(
  baseUrl: string,
  collection: string,
  timeoutMs = 60_000,
): Promise<DemoTokenIds> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await findTokensByMediaKind(baseUrl, collection);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export async function getItem(baseUrl: string, collection: string, tokenId: string): Promise<NftDetail> {
  return NftResponseSchema.parse(await getJson(`${baseUrl}/api/nfts/${collection}/${tokenId}`)).data;
}

export async function transferCount(baseUrl: string, collection: string, tokenId: string): Promise<number> {
  const url = `${baseUrl}/api/nfts/transfers/${collection}/${tokenId}?limit=1`;
  return TransfersResponseSchema.parse(await getJson(url)).data.total;
}

const transferAbi = parseAbi(['function transferFrom(address from, address to, uint256 tokenId)']);

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/**
 * Passes a token back and forth between its owner and another wallet `times` times (an even
 * number hands it back), as the owners would; anvil lets us act as both without their keys.
 */
export async function passTokenBackAndForth(options: {
  rpcUrl: string;
  collection: Hex;
  tokenId: bigint;
  owner: Hex;
  other: Hex;
  times: number;
}): Promise<void> {
  const { rpcUrl, collection, tokenId, owner, other, times } = options;
  for (const account of [owner, other]) {
    await rpc(rpcUrl, 'anvil_impersonateAccount', [account]);
    // Gas money only where it is missing: balances other tests look at stay as they were.
    const balance = BigInt((await rpc(rpcUrl, 'eth_getBalance', [account, 'latest'])) as string);
    if (balance < 10n ** 18n) await rpc(rpcUrl, 'anvil_setBalance', [account, '0xde0b6b3a7640000']);
  }
  try {
    let [from, to] = [owner, other];
    for (let i = 0; i < times; i++) {
      const wallet = createWalletClient({ account: from, transport: http(rpcUrl) });
      await wallet.writeContract({
        chain: null,
        address: collection,
        abi: transferAbi,
        functionName: 'transferFrom',
        args: [from, to, tokenId],
      });
      [from, to] = [to, from];
    }
  } finally {
    for (const account of [owner, other]) await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [account]);
  }
}

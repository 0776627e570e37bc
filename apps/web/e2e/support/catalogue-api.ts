import type { Asset, CollectionMetadata, Traits } from '@guardians/shared/catalogue';
import type { SiteConfig } from '@guardians/shared/site-config';
import { inject } from 'vitest';

/** The catalogue API as the site serves it: tests arrange and check against real data. */
async function api<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: init?.method ?? 'GET',
    headers: init ? { 'content-type': 'application/json' } : {},
    body: init ? JSON.stringify(init.body) : null,
  });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export async function defaultCollectionAddress(): Promise<string> {
  const { tokenAddress } = await api<{ tokenAddress: string | null }>('/api/defaultCollection');
  if (!tokenAddress) throw new Error('the site has no default collection');
  return tokenAddress;
}

/** The paging key of the collection page: '{site name}-offset' (decision 0017). */
export async function offsetKey(): Promise<string> {
  const config = await api<SiteConfig>('/api/site-configs');
  return `${config.name.trim().toLowerCase().replace(/\s+/g, '-')}-offset`;
}

export type ItemsPage = { assets: Asset[]; total: number };

export function collectionItems(collection: string, traits: Traits = {}, offset = 0, limit = 50) {
  return api<ItemsPage>(`/api/collections/${collection}?offset=${offset}&limit=${limit}`, {
    method: 'POST',
    body: traits,
  });
}

export function collectionList() {
  return api<{ items: CollectionMetadata[]; total: number }>('/api/collections/all');
}

export function walletItems(account: string, tokenAddress: string, search?: string) {
  const query = search ? `&search=${encodeURIComponent(search)}` : '';
  return api<ItemsPage>(`/api/wallets/account/${account}?limit=50${query}`, {
    method: 'POST',
    body: { tokenAddress },
  });
}

/** The first token of the collection whose media is of the kind, and its place in token order. */
export async function findTokenOfKind(collection: string, kind: 'video' | 'audio' | 'model') {
  for (let offset = 0; ; offset += 100) {
    const page = await collectionItems(collection, {}, offset, 100);
    const index = page.assets.findIndex((asset) => asset.media.kind === kind);
    const asset = page.assets[index];
    if (asset) return { asset, position: offset + index };
    if (offset + 100 >= page.total) throw new Error(`no ${kind} token in ${collection}`);
  }
}

/**
 * Waits until the metadata worker has read every token's traits (it runs after the Transfer
 * backfill that global setup waits for): then one trait type's counts add up to the item total.
 */
export async function waitForTraits(collection: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { total } = await collectionItems(collection, {}, 0, 1);
    const response = await fetch(`${inject('baseUrl')}/api/collections/${collection}/unique-attributes`);
    const { counts } = (await response.json()) as { counts: Record<string, Record<string, number>> };
    const sums = Object.values(counts).map((values) => Object.values(values).reduce((a, b) => a + b, 0));
    if (total > 0 && sums.some((sum) => sum === total)) return;
    if (Date.now() > deadline) throw new Error(`the traits of ${collection} were not read in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

import { isAddressEqual, zeroAddress } from 'viem';
import { namehash, normalize } from 'viem/ens';
import type { ChainClient } from '../../../chain/chain-client.ts';
import { ensRegistryReadAbi, ensResolverReadAbi } from './ens-abi.ts';

/** An account's primary ENS name, checked forward, with its raw `avatar` text record. */
export interface EnsRecord {
  name: string;
  avatar: string | null;
}

type Address = `0x${string}`;

const DEFAULT_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 20_000;

/**
 * Primary names of accounts, resolved the way ENS clients do: the reverse record
 * `<hex>.addr.reverse` names the account (ENSIP-3), and the name counts only when it is normalised
 * (ENSIP-15) and its own `addr` points back at the account, so nobody can claim another's name.
 * Answers (including "none") are kept for a few minutes: names change rarely and a list page asks
 * for dozens of accounts at once. A failed read is not kept, and counts as no name.
 */
export class EnsNames {
  readonly #chain: ChainClient;
  readonly #registry: () => Promise<Address | null>;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #cache = new Map<string, { value: EnsRecord | null; expires: number }>();
  readonly #pending = new Map<string, Promise<EnsRecord | null>>();
  #registryAddress: { value: Promise<Address | null>; expires: number } | undefined;

  constructor(options: {
    chain: ChainClient;
    /** Where the registry is (looked up again after the TTL: the launcher may deploy it later). */
    registry: () => Promise<Address | null>;
    ttlMs?: number;
    now?: () => number;
  }) {
    this.#chain = options.chain;
    this.#registry = options.registry;
    this.#ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.#now = options.now ?? Date.now;
  }

  /** Names of lower-case accounts; an account without a (verified) name maps to null. */
  async lookup(accounts: readonly string[]): Promise<Map<string, EnsRecord | null>> {
    const registry = await this.#registryFor().catch(() => null);
    const found = new Map<string, EnsRecord | null>();
    if (!registry) {
      for (const account of accounts) found.set(account, null);
      return found;
    }
    await Promise.all(
      accounts.map(async (account) => {
        found.set(account, await this.#one(registry, account));
      }),
    );
    return found;
  }

  /** Forgets an account's answer (after it sets a name through the site, say). */
  forget(account: string): void {
    this.#cache.delete(account);
  }

  #registryFor(): Promise<Address | null> {
    const now = this.#now();
    if (!this.#registryAddress || this.#registryAddress.expires <= now) {
      const value = this.#registry();
      this.#registryAddress = { value, expires: now + this.#ttlMs };
      value.catch(() => {
        this.#registryAddress = undefined;
      });
    }
    return this.#registryAddress.value;
  }

  async #one(registry: Address, account: string): Promise<EnsRecord | null> {
    const cached = this.#cache.get(account);
    if (cached && cached.expires > this.#now()) return cached.value;
    const inFlight = this.#pending.get(account);
    if (inFlight) return inFlight;
    const read = this.#resolve(registry, account as Address)
      .then((value) => {
        this.#remember(account, value);
        return value;
      })
      .catch(() => null)
      .finally(() => this.#pending.delete(account));
    this.#pending.set(account, read);
    return read;
  }

  #remember(account: string, value: EnsRecord | null): void {
    this.#cache.delete(account);
    this.#cache.set(account, { value, expires: this.#now() + this.#ttlMs });
    // Insertion order is age order: drop the oldest beyond the bound.
    for (const key of this.#cache.keys()) {
      if (this.#cache.size <= MAX_ENTRIES) break;
      this.#cache.delete(key);
    }
  }

  async #resolve(registry: Address, account: Address): Promise<EnsRecord | null> {
    const reverseNode = namehash(`${account.slice(2).toLowerCase()}.addr.reverse`);
    const reverseResolver = await this.#resolverOf(registry, reverseNode);
    if (!reverseResolver) return null;
    const claimed = await this.#read(reverseResolver, 'name', [reverseNode]);
    if (typeof claimed !== 'string' || !claimed || !isNormalised(claimed)) return null;
    const node = namehash(claimed);
    const resolver = await this.#resolverOf(registry, node);
    if (!resolver) return null;
    const owner = await this.#read(resolver, 'addr', [node]);
    if (typeof owner !== 'string' || !isAddressEqual(owner as Address, account)) return null;
    const avatar = await this.#read(resolver, 'text', [node, 'avatar']).catch(() => '');
    return { name: claimed, avatar: typeof avatar === 'string' && avatar ? avatar : null };
  }

  async #resolverOf(registry: Address, node: `0x${string}`): Promise<Address | null> {
    const resolver = await this.#chain.public.readContract({
      address: registry,
      abi: ensRegistryReadAbi,
      functionName: 'resolver',
      args: [node],
    });
    return isAddressEqual(resolver, zeroAddress) ? null : resolver;
  }

  #read(
    resolver: Address,
    functionName: 'name' | 'addr' | 'text',
    args: readonly unknown[],
  ): Promise<unknown> {
    return this.#chain.public.readContract({
      address: resolver,
      abi: ensResolverReadAbi,
      functionName,
      args,
    } as never);
  }
}

function isNormalised(name: string): boolean {
  try {
    return normalize(name) === name;
  } catch {
    return false;
  }
}

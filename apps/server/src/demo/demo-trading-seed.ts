import { GuardianMarketplaceAbi, listingTypedData, offerTypedData } from '@guardians/contracts';
import type { DemoCollection } from '@guardians/shared';
import type { Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { ChainClient } from '../chain/chain-client.ts';
import { ANVIL_MNEMONIC } from '../chain/dev-keys.ts';
import type { Db } from '../db/client.ts';
import { insertListing } from '../services/trading/store/listing-repository.ts';
import { anvilRequest, DEMO_HISTORY_DAYS } from './chain-clock.ts';
import { isOpen } from './demo-offer-plan.ts';
import { storeDemoOffers } from './demo-offer-store.ts';
import { encodeAction, GAS } from './demo-trading-calls.ts';
import { DEMO_TRADER_INDEXES } from './demo-trading-market.ts';
import { type PlannedAction, planDemoTrading, type TradingPlan } from './demo-trading-plan.ts';

/** The history needs room: a chain whose blocks are less than a week old is left as it is. */
const MIN_HISTORY_SECONDS = 7 * 86_400;
/** The last sale lands a few minutes before now, so "today" has trades and the warp follows. */
const END_BEFORE_NOW_SECONDS = 300;

/** The history's offers by kind, and what became of them. */
interface DemoOfferCounts {
  item: number;
  collection: number;
  trait: number;
  /** Items sold to offers (OfferAccepted events: a collection or trait offer may take several). */
  fills: number;
  cancelled: number;
  /** Still open at the end: funded, not expired, not all items taken. */
  open: number;
}

export interface DemoTradingResult {
  listings: number;
  /** Listings bought (the sales to offers are `offers.fills`). */
  sales: number;
  cancels: number;
  offers?: DemoOfferCounts;
  /** Why nothing was seeded, when nothing was. */
  skipped?: string;
  plan?: TradingPlan;
}

/**
 * Mines a month of demo trading on a fresh local chain that started in the past (decision 0027): the
 * demo traders (anvil #0, #4, #8) approve the marketplace, wrap ETH and let it spend their WETH, sign
 * listings and offers stored in `listings` and `offers` with their chain-time `created_at`, and buy,
 * cancel, accept and withdraw offers in blocks at the planned timestamps (decision 0092). Sales and
 * statuses reach the database through the indexer, from the marketplace's events.
 */
export async function seedDemoTrading(
  db: Db,
  chain: ChainClient,
  options: {
    marketplace: `0x${string}`;
    collections: ReadonlyArray<{ collection: DemoCollection; address: `0x${string}` }>;
    seed?: string;
    nowMs?: number;
  },
): Promise<DemoTradingResult> {
  const latest = await chain.public.getBlock({ blockTag: 'latest' });
  const now = Math.floor((options.nowMs ?? Date.now()) / 1000);
  // Within the last 30 days: the month before stays empty, so the 30-day volume change is +100 %.
  const start = Math.max(Number(latest.timestamp) + 1, now - DEMO_HISTORY_DAYS * 86_400 + 3600);
  const end = now - END_BEFORE_NOW_SECONDS;
  if (end - start < MIN_HISTORY_SECONDS || options.collections.length === 0) {
    return { listings: 0, sales: 0, cancels: 0, skipped: 'the chain has no past to fill' };
  }
  const marketplace = options.marketplace.toLowerCase() as `0x${string}`;
  const weth = await chain.public.readContract({
    address: marketplace,
    abi: GuardianMarketplaceAbi,
    functionName: 'weth',
  });
  const plan = planDemoTrading({
    collections: options.collections.map((c) => ({
      collection: c.collection,
      address: c.address.toLowerCase() as `0x${string}`,
    })),
    marketplace,
    chainId: chain.chainId,
    start,
    end,
    seed: options.seed,
  });
  const accounts = new Map(
    DEMO_TRADER_INDEXES.map((addressIndex) => {
      const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex });
      return [account.address.toLowerCase(), account] as const;
    }),
  );
  const accountOf = (address: string) => {
    const account = accounts.get(address.toLowerCase());
    if (!account) throw new Error(`demo trading: ${address} is not a demo trader`);
    return account;
  };

  const domain = { chainId: chain.chainId, marketplace };
  const signatures = new Map<Hex, Hex>();
  for (const { listing, hash } of plan.listings) {
    signatures.set(hash, await accountOf(listing.seller).signTypedData(listingTypedData(listing, domain)));
  }
  for (const { offer, hash } of plan.offers) {
    signatures.set(hash, await accountOf(offer.offerer).signTypedData(offerTypedData(offer, domain)));
  }
  const signatureOf = (hash: Hex) => {
    const signature = signatures.get(hash);
    if (!signature) throw new Error(`demo trading: ${hash} was not signed`);
    return signature;
  };
  const contracts = { marketplace, weth: weth.toLowerCase() as `0x${string}` };
  await mineBlocks(chain, { contracts, plan, signatureOf, accountOf });
  await checkEvents(chain, marketplace, plan, latest.number + 1n);

  await db.transaction(async (tx) => {
    for (const { listing, hash, createdAt } of plan.listings) {
      const at = new Date(createdAt * 1000);
      await insertListing(tx, {
        hash,
        chainId: chain.chainId,
        marketplace,
        seller: listing.seller.toLowerCase(),
        tokenAddress: listing.token.toLowerCase(),
        tokenId: listing.tokenId.toString(),
        priceWei: listing.price.toString(),
        expiry: new Date(Number(listing.expiry) * 1000),
        nonce: listing.nonce.toString(),
        salt: listing.salt.toString(),
        signature: signatureOf(hash),
        createdAt: at,
        updatedAt: at,
      });
    }
    await storeDemoOffers(tx, plan.offers, { ...domain, signatureOf });
  });
  return {
    listings: plan.listings.length,
    sales: countActions(plan, 'buy'),
    cancels: countActions(plan, 'cancel'),
    offers: countOffers(plan),
    plan,
  };
}

function countOffers(plan: TradingPlan): DemoOfferCounts {
  const kinds = (kind: string) => plan.offers.filter((o) => o.kind === kind).length;
  return {
    item: kinds('item'),
    collection: kinds('collection'),
    trait: kinds('trait'),
    fills: countActions(plan, 'accept-offer'),
    cancelled: countActions(plan, 'cancel-offer'),
    open: plan.offers.filter(isOpen).length,
  };
}

/**
 * Signs every transaction up front and mines each planned block at its timestamp with automine off,
 * as demo-deploy.ts does for the mints: a few hundred transactions in about a second.
 */
async function mineBlocks(
  chain: ChainClient,
  options: {
    contracts: { marketplace: `0x${string}`; weth: `0x${string}` };
    plan: TradingPlan;
    signatureOf: (hash: Hex) => Hex;
    accountOf: (address: string) => ReturnType<typeof mnemonicToAccount>;
  },
): Promise<void> {
  const { contracts, plan, signatureOf, accountOf } = options;
  const fees = await chain.public.estimateFeesPerGas();
  const nonces = new Map<string, number>();
  const nextNonce = async (address: string) => {
    const known = nonces.get(address);
    const nonce =
      known ??
      (await chain.public.getTransactionCount({ address: address as `0x${string}`, blockTag: 'pending' }));
    nonces.set(address, nonce + 1);
    return nonce;
  };
  const signedBlocks: Array<{ timestamp: number; txs: Hex[] }> = [];
  for (const block of plan.blocks) {
    const txs: Hex[] = [];
    for (const action of block.actions) {
      const call = encodeAction(action, contracts, signatureOf);
      txs.push(
        await accountOf(action.trader).signTransaction({
          type: 'eip1559',
          chainId: chain.chainId,
          to: call.to,
          data: call.data,
          value: call.value,
          gas: GAS[action.kind],
          nonce: await nextNonce(action.trader),
          // Blocks of a few transactions each: the base fee only falls from here.
          maxFeePerGas: fees.maxFeePerGas * 2n,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        }),
      );
    }
    signedBlocks.push({ timestamp: block.timestamp, txs });
  }
  await anvilRequest(chain, 'evm_setAutomine', [false]);
  try {
    for (const block of signedBlocks) {
      // The pool holds a sender's later nonce until the earlier one arrives: order does not matter.
      await Promise.all(
        block.txs.map((tx) => chain.public.sendRawTransaction({ serializedTransaction: tx })),
      );
      await anvilRequest(chain, 'evm_mine', [{ timestamp: block.timestamp, blocks: 1 }]);
    }
  } finally {
    await anvilRequest(chain, 'evm_setAutomine', [true]);
  }
}

/**
 * Every planned buy, cancellation, accepted and withdrawn offer must have happened: a reverted one
 * would leave the history wrong.
 */
async function checkEvents(
  chain: ChainClient,
  marketplace: `0x${string}`,
  plan: TradingPlan,
  fromBlock: bigint,
): Promise<void> {
  const expected = {
    Sale: 'buy',
    ListingCancelled: 'cancel',
    OfferAccepted: 'accept-offer',
    OfferCancelled: 'cancel-offer',
  } as const;
  const found = await Promise.all(
    (Object.keys(expected) as Array<keyof typeof expected>).map(async (eventName) => {
      const events = await chain.public.getContractEvents({
        address: marketplace,
        abi: GuardianMarketplaceAbi,
        eventName,
        fromBlock,
      });
      return { eventName, chain: events.length, plan: countActions(plan, expected[eventName]) };
    }),
  );
  const wrong = found.filter((f) => f.chain !== f.plan);
  if (wrong.length > 0) {
    const says = wrong.map((f) => `${f.chain} ${f.eventName} events where the plan has ${f.plan}`);
    throw new Error(`demo trading: the chain has ${says.join(', ')}`);
  }
}

function countActions(plan: TradingPlan, kind: PlannedAction['kind']): number {
  return plan.blocks.reduce((n, b) => n + b.actions.filter((a) => a.kind === kind).length, 0);
}

import type { AccountOffer, ItemOffer } from '@guardians/shared/offers';

// Factories and accounts for the offers' tests (imported by tests only).

export const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
export const MARKETPLACE = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
export const WETH = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0';
/** The item's holder. */
export const HOLDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const OFFERER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
export const OTHER_OFFERER = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

export const offerItem = { tokenAddress: TOKEN, tokenId: '7' };

/** Unix seconds `days` from now, with a minute to spare so 'ends in 3 days' holds while a test runs. */
export const expiryInDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400 + 60;

let counter = 0;

export function createItemOffer(overrides: Partial<ItemOffer> = {}): ItemOffer {
  counter += 1;
  return {
    hash: `0x${counter.toString(16).padStart(64, '0')}`,
    chainId: 31337,
    marketplace: MARKETPLACE,
    offerer: OFFERER,
    collection: TOKEN,
    kind: 'item',
    tokenId: '7',
    trait: null,
    traitRoot: `0x${'0'.repeat(64)}`,
    amount: '500000000000000000',
    amountEther: '0.5',
    quantity: 1,
    fills: 0,
    expiry: expiryInDays(3),
    nonce: '0',
    salt: '12345',
    signature: '0xabcd',
    status: 'active',
    createdAt: '2026-11-01T00:00:00.000Z',
    proof: [],
    ...overrides,
  };
}

/** GET /api/offers/item/{token}/{id} as the server answers it: one page, best first. */
export function offerListAnswer(items: ItemOffer[]): Response {
  return Response.json({ data: { items, total: items.length } });
}

export const itemOffersPath = `/api/offers/item/${TOKEN}/7`;

/** An offer as the account lists answer it; `eligible` only for a received one. */
export function createAccountOffer(overrides: Partial<AccountOffer> = {}): AccountOffer {
  const { proof: _, ...offer } = createItemOffer();
  return { ...offer, ...overrides };
}

/** GET /api/collections/{token}/unique-attributes: trait types, their values and how many items carry each. */
export function uniqueAttributesAnswer(counts: Record<string, Record<string, number>>): Response {
  const data = Object.fromEntries(
    Object.entries(counts).map(([type, values]) => [type, Object.keys(values)]),
  );
  return Response.json({ data, counts });
}

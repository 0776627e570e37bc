import {
  createPublicClient,
  type Hex,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMarketplaceAbi } from '../src/abis.gen.ts';
import { type Chain, DEV_KEYS, revertOf, startChain } from './support/guardian-collection.ts';
import { deployMarketplace, seller } from './support/marketplace.ts';
import {
  ATTACKS,
  type Attack,
  type AttackCase,
  type Attempt,
  attackBuilder,
} from './support/offer-attacks.ts';
import { fundOfferer, offerer, setUpOffers } from './support/offers.ts';
import { seededRandom } from './support/prng.ts';

let chain: Chain;
/** Batches the eth_calls of one tick into one JSON-RPC request: thousands of checks in a few seconds. */
let batched: PublicClient;
beforeAll(async () => {
  chain = await startChain();
  batched = createPublicClient({
    chain: foundry,
    transport: http(chain.anvil.rpcUrl, { batch: { batchSize: 250 } }),
  });
});
afterAll(async () => {
  await chain?.stop();
});

const PER_ATTACK = 100;
const MINED_PER_ATTACK = 3;
const SEED = 0x0ffe2;
const TOKENS = 24;
/** Fees given, so a transaction sent without waiting needs no fee or gas estimate round trips first. */
const FIXED = { maxFeePerGas: 10n ** 11n, maxPriorityFeePerGas: 1n } as const;
const LIMIT = parseEther('1');
const [staleOfferer, poor, stingy] = DEV_KEYS.slice(1, 4).map((key) => privateKeyToAccount(key)) as [
  PrivateKeyAccount,
  PrivateKeyAccount,
  PrivateKeyAccount,
];

describe('GuardianMarketplace offers (property)', () => {
  it(`fills none of ${PER_ATTACK * ATTACKS.length} expired, cancelled, stale, out-of-set, tampered, forged, unheld or unfunded offers, and a reverted fill moves nothing`, async () => {
    const random = seededRandom(SEED);
    const m = await setUpOffers(chain, { tokens: BigInt(TOKENS) });
    await fundOfferer(chain, m.weth, m.market.address, staleOfferer, parseEther('100'));
    for (let i = 0; i < 3; i++) await chain.mined(m.market.as(staleOfferer).write.cancelAll());
    await fundOfferer(chain, m.weth, m.market.address, poor, LIMIT);
    await fundOfferer(chain, m.weth, m.market.address, stingy, parseEther('100'), LIMIT);
    const elsewhere = await deployMarketplace(chain);
    const now = (await chain.publicClient.getBlock()).timestamp;
    const { build } = attackBuilder(
      {
        m,
        tokens: TOKENS,
        now,
        main: offerer,
        staleOfferer,
        staleNonce: 3n,
        poor,
        stingy,
        limit: LIMIT,
        elsewhere: elsewhere.address,
      },
      random,
    );

    const cases: AttackCase[] = [];
    for (let i = 0; i < PER_ATTACK * ATTACKS.length; i++)
      cases.push(await build(ATTACKS[i % ATTACKS.length] as Attack));
    // The cancelled class needs its offers cancelled on chain first: sent together with consecutive nonces.
    const first = await chain.publicClient.getTransactionCount({ address: offerer.address });
    const cancels = await Promise.all(
      cases
        .filter((k) => k.attack === 'cancelled')
        .map((c, i) =>
          m.market
            .as(offerer)
            .write.cancelOffer([c.forged.offer], { ...FIXED, gas: 100_000n, nonce: first + i }),
        ),
    );
    // The last nonce mined means every earlier one was; each must have succeeded.
    await chain.mined(Promise.resolve(cancels.at(-1) as Hex));
    const receipts = await Promise.all(cancels.map((hash) => batched.getTransactionReceipt({ hash })));
    expect(receipts.every((r) => r.status === 'success')).toBe(true);

    const simulate = (a: Attempt) =>
      batched.simulateContract({
        address: m.market.address,
        abi: GuardianMarketplaceAbi,
        functionName: 'acceptOffer',
        args: [a.offer, a.signature, a.tokenId, a.proof],
        account: a.sender.address,
      });
    // Every case at once (batched): the control must be accepted, the attack refused for its own reason.
    const outcomes = await Promise.all(
      cases.map(async (c, i) => {
        const [control, refusal] = await Promise.all([
          simulate(c.control).then(
            () => 'accepted',
            (e: unknown) => e,
          ),
          revertOf(simulate(c.forged)).catch((e: unknown) => e),
        ]);
        return { context: `case ${i} (seed ${SEED}): ${c.attack}, ${c.variant}`, control, refusal, c };
      }),
    );
    const refusedBy = new Map<string, number>();
    for (const o of outcomes) {
      expect(o.control, o.context).toBe('accepted');
      expect((o.refusal as { errorName?: string }).errorName, o.context).toBe(o.c.expectedError);
      const key = `${o.c.attack}: ${o.c.expectedError}`;
      refusedBy.set(key, (refusedBy.get(key) ?? 0) + 1);
    }
    console.info(`offer attacks refused (seed ${SEED}):`, Object.fromEntries(refusedBy));

    // A sample sent as real transactions (fixed gas, so no estimate refuses them first): each is mined,
    // reverts, and leaves the token, every WETH balance and the offer's fill count as they were.
    const sample = ATTACKS.flatMap((attack) =>
      cases.filter((c) => c.attack === attack).slice(0, MINED_PER_ATTACK),
    );
    for (const c of sample) {
      const f = c.forged;
      const watched = [
        f.offer.offerer,
        f.sender.address,
        seller.address,
        m.feeRecipient,
        m.royaltyReceiver,
        m.market.address,
      ];
      const hash = m.hashOf(f.offer);
      const state = async () => {
        const [weth, owner, fills] = await Promise.all([
          m.wethOf(watched),
          m.collection.read.ownerOf([f.tokenId]),
          m.market.read.offerFills([hash]),
        ]);
        return { weth, owner, fills };
      };
      const before = await state();
      const tx = await m.market
        .as(f.sender)
        .write.acceptOffer([f.offer, f.signature, f.tokenId, f.proof], { ...FIXED, gas: 500_000n });
      const receipt = await chain.publicClient.waitForTransactionReceipt({ hash: tx });
      expect(receipt.status, `mined ${c.attack}, ${c.variant}`).toBe('reverted');
      expect(await state(), `mined ${c.attack}, ${c.variant}`).toEqual(before);
    }
    expect(await chain.publicClient.getBalance({ address: m.market.address })).toBe(0n);
    expect(sample).toHaveLength(MINED_PER_ATTACK * ATTACKS.length);
  });
});

import { GuardianMarketplaceAbi } from '@guardians/contracts';
import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, offers, sales } from '../../src/db/schema/index.ts';
import { offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, listingBody, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

// Its own anvil: rolling the chain back would pull blocks from under every other test file.
let anvil: AnvilHandle;
let t: TestApp;
let w: TradingWorld;

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

beforeAll(async () => {
  anvil = await startAnvil({ port: await findFreePort(), silent: true });
  t = await createTestApp({ rpcUrl: anvil.rpcUrl });
  w = await createTradingWorld(t.db, 12, { rpcUrl: anvil.rpcUrl, reorgDepth: 5 });
  await w.approveAll(w.seller);
});

afterAll(async () => {
  await t.close();
  await anvil.stop();
});

describe('marketplace events across a reorganisation', () => {
  it('forgets a sale of an orphaned block and offers its listing again', async () => {
    const { cookie } = await signInAs(t.app, w.seller);
    const signed = await w.signListing(w.seller, { tokenId: 1n, price: 10n ** 18n });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: listingBody(signed),
      headers: { cookie },
    });
    expect(posted.statusCode).toBe(201);
    const hash = posted.json().data.hash as string;
    const priceOf = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/nfts/${w.token}/1/price` })).json().data.price;

    const snapshot = await rpc<string>('evm_snapshot');
    await w.confirm(
      await w.walletOf(w.buyer).writeContract({
        chain: null,
        address: w.marketplace,
        abi: GuardianMarketplaceAbi,
        functionName: 'buy',
        args: [signed.listing, signed.signature],
        value: signed.listing.price,
      }),
    );
    await w.indexer.syncOnce();
    expect(await t.db.select().from(sales)).toHaveLength(1);
    expect(await priceOf()).toBeNull();

    // The sale's block is orphaned: a longer branch without it replaces it.
    await rpc('evm_revert', [snapshot]);
    for (let i = 0; i < 3; i++) await rpc('evm_mine');
    const result = await w.indexer.syncOnce();

    expect(result.marketplace?.rewoundTo).not.toBeNull();
    expect(await t.db.select().from(sales)).toHaveLength(0);
    const [row] = await t.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.hash, hash));
    expect(row?.status).toBe('active');
    expect(await priceOf()).toBe('1');
  });

  it("takes an accepted offer's fill back when its block is orphaned, and opens the offer again", async () => {
    const kit = await offerKit(w);
    await kit.fund(w.buyer, 2n * 10n ** 18n);
    const { cookie } = await signInAs(t.app, w.buyer);
    const signed = await kit.sign(w.buyer, { amount: 10n ** 18n / 2n, quantity: 2n });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      payload: offerBody(signed),
      headers: { cookie },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const hash = posted.json().data.hash as string;
    const stored = async () =>
      (
        await t.db
          .select({ fills: offers.fills, status: offers.status })
          .from(offers)
          .where(eq(offers.hash, hash))
      )[0];

    const snapshot = await rpc<string>('evm_snapshot');
    await w.confirm(
      await w.walletOf(w.seller).writeContract({
        chain: null,
        address: w.marketplace,
        abi: GuardianMarketplaceAbi,
        functionName: 'acceptOffer',
        args: [signed.offer, signed.signature, 2n, []],
      }),
    );
    await w.indexer.syncOnce();
    expect(await stored()).toEqual({ fills: 1, status: 'active' });
    expect(await t.db.select().from(sales).where(eq(sales.source, 'offer'))).toHaveLength(1);

    await rpc('evm_revert', [snapshot]);
    for (let i = 0; i < 3; i++) await rpc('evm_mine');
    expect((await w.indexer.syncOnce()).marketplace?.rewoundTo).not.toBeNull();
    expect(await stored()).toEqual({ fills: 0, status: 'active' });
    expect(await t.db.select().from(sales).where(eq(sales.source, 'offer'))).toHaveLength(0);
  });
});

import { OfferKind, offerTypedData, WETH9Abi } from '@guardians/contracts';
import { OFFER_MESSAGES } from '@guardians/shared';
import { createTestClient, createWalletClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployContractWallet } from '../helpers/contract-wallet.ts';
import { newAccount, postLogin, requestMessage, sessionCookie } from '../helpers/login-flow.ts';
import { type OfferKit, offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, signInAs, type TradingWorld } from '../helpers/trading-fixtures.ts';

let t: TestApp;
let w: TradingWorld;
let kit: OfferKit;
const ETH = 10n ** 18n;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTradingWorld(t.db, 230);
  kit = await offerKit(w);
});
afterAll(() => t.close());

describe('POST /api/offers from a contract wallet (EIP-1271)', () => {
  it('stores an offer its owner key signed, once the wallet holds and approved WETH', async () => {
    const owner = newAccount();
    const wallet = await deployContractWallet(owner.address);
    // The wallet's own transactions (wrap, approve), sent as it: anvil lets the test act for any address.
    const anvil = createTestClient({ mode: 'anvil', transport: http(w.chain.rpcUrl) });
    await anvil.setBalance({ address: wallet, value: 10n * ETH });
    await anvil.impersonateAccount({ address: wallet });
    const asWallet = createWalletClient({ account: wallet, transport: http(w.chain.rpcUrl) });
    const weth = { chain: null, address: kit.weth, abi: WETH9Abi } as const;
    await w.confirm(await asWallet.writeContract({ ...weth, functionName: 'deposit', value: ETH }));
    await w.confirm(
      await asWallet.writeContract({ ...weth, functionName: 'approve', args: [w.marketplace, ETH] }),
    );
    await anvil.stopImpersonatingAccount({ address: wallet });

    const { message, deadline } = await requestMessage(t.app, wallet);
    const signature = await owner.signMessage({ message });
    const cookie = sessionCookie(await postLogin(t.app, { account: wallet, signature, deadline })) ?? '';
    const { offer } = await kit.sign(w.buyer, { kind: OfferKind.Item, tokenId: 3n, amount: ETH / 2n });
    const own = { ...offer, offerer: wallet, nonce: 0n };
    const signed = await owner.signTypedData(
      offerTypedData(own, { chainId: 31337, marketplace: w.marketplace }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      payload: offerBody({ offer: own, signature: signed }),
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ offerer: wallet.toLowerCase(), status: 'active' });
  });
});

describe('offers where the marketplace has none', () => {
  it('answers 503 NO_OFFERS for a marketplace without WETH, lists nothing and tells the browser', async () => {
    // The WETH contract has no `weth()`: it stands for a marketplace deployed before offers.
    const old = await createTestApp({ env: { MARKETPLACE_ADDRESS: kit.weth } });
    try {
      const { cookie } = await signInAs(old.app, w.buyer);
      const res = await old.app.inject({
        method: 'POST',
        url: '/api/offers',
        payload: offerBody(await kit.sign(w.buyer, { amount: ETH })),
        headers: { cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NO_OFFERS', message: OFFER_MESSAGES.noOffers });
      const mine = await old.app.inject({ method: 'GET', url: `/api/offers/account/${w.buyer.address}` });
      expect(mine.json()).toEqual({ data: { items: [], total: 0 } });
      const settings = await old.app.inject({ method: 'GET', url: '/api/env-settings' });
      expect(settings.json().data).toMatchObject({ marketplaceAddress: kit.weth, wethAddress: null });
    } finally {
      await old.close();
    }
  });

  it('answers 503 NO_OFFERS without any marketplace', async () => {
    const none = await createTestApp();
    try {
      const { cookie } = await signInAs(none.app, w.buyer);
      const res = await none.app.inject({
        method: 'POST',
        url: '/api/offers',
        payload: offerBody(await kit.sign(w.buyer, { amount: ETH })),
        headers: { cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('NO_OFFERS');
    } finally {
      await none.close();
    }
  });
});

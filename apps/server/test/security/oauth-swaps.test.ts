import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/login-flow.ts';
import { type MockProvider, type MockUser, startMockProvider } from '../helpers/mock-provider.ts';
import { authorizeAtProvider, callBack, linkThroughProvider, startLinking } from '../helpers/oauth-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let x: MockProvider;

beforeAll(async () => {
  x = await startMockProvider('twitter');
  t = await createTestApp({ env: { ...x.env(), SOCIAL_TOKEN_KEY: randomBytes(32).toString('hex') } });
});
afterAll(async () => {
  await t?.close();
  await x?.stop();
});

interface Member {
  /** The wallet's key, to open a second session of the same wallet. */
  key: Hex;
  cookie: string;
  account: string;
  /** The X account this member signs into at the provider. */
  xUser: MockUser;
}

interface Flow {
  /** The provider's redirect back to us, as the member's browser would follow it. */
  callback: URL;
  state: string;
  code: string;
}

const xUser = (name: string): MockUser => ({ id: String(randomBytes(6).readUIntBE(0, 6)), username: name });

async function member(name: string): Promise<Member> {
  const key = generatePrivateKey();
  const { cookie, account } = await signIn(t.app, key);
  return { key, cookie, account, xUser: xUser(`${name}_${randomBytes(3).toString('hex')}`) };
}

/** start -> provider, stopping before the callback: what an attacker can obtain for their own flow. */
async function authorize(who: Member): Promise<Flow> {
  const start = await startLinking(t.app, who.cookie, 'twitter', '/forge/0xabc');
  expect(start.statusCode).toBe(302);
  x.nextUser = who.xUser;
  const callback = new URL(await authorizeAtProvider(String(start.headers.location)), 'http://localhost');
  return {
    callback,
    state: callback.searchParams.get('state') ?? '',
    code: callback.searchParams.get('code') ?? '',
  };
}

function callbackWith(params: { state?: string; code?: string }): string {
  const query = new URLSearchParams();
  if (params.code !== undefined) query.set('code', params.code);
  if (params.state !== undefined) query.set('state', params.state);
  return `/api/oauth/twitter/callback?${query}`;
}

async function socialRows(): Promise<{ account: string; provider_account_id: string }[]> {
  const { rows } = await t.db.execute<{ account: string; provider_account_id: string }>(
    sql`select account, provider_account_id from user_socials order by account, provider`,
  );
  return rows;
}

/** The callback as `cookie`'s browser sends it: must be refused, and no link may appear anywhere. */
async function expectRefused(cookie: string | undefined, path: string, linkError: string) {
  const before = await socialRows();
  const res = await callBack(t.app, cookie, path);
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location), 'http://localhost');
  expect(location.searchParams.get('linked')).toBeNull();
  expect(location.searchParams.get('linkError')).toBe(linkError);
  expect(await socialRows()).toEqual(before);
}

let a: Member;
let b: Member;
let flowA: Flow;
let flowB: Flow;

beforeEach(async () => {
  a = await member('alice');
  b = await member('bob');
  flowA = await authorize(a);
  flowB = await authorize(b);
});

/** After an attack the members can still link, each to their own X account. */
async function expectLegitimateLinksStillWork() {
  x.nextUser = a.xUser;
  expect(await linkThroughProvider(t.app, a.cookie, 'twitter')).toBe('/forge/0xabc?linked=twitter');
  x.nextUser = b.xUser;
  expect(await linkThroughProvider(t.app, b.cookie, 'twitter')).toBe('/forge/0xabc?linked=twitter');
  const rows = await socialRows();
  expect(rows.filter((r) => r.account === a.account)).toEqual([
    { account: a.account, provider_account_id: a.xUser.id },
  ]);
  expect(rows.filter((r) => r.account === b.account)).toEqual([
    { account: b.account, provider_account_id: b.xUser.id },
  ]);
}

describe('OAuth linking with swapped, replayed, tampered or missing state and code', () => {
  it("(1) B's browser sent to A's whole callback (login CSRF): A's X account is not linked to B", async () => {
    await expectRefused(b.cookie, `${flowA.callback.pathname}${flowA.callback.search}`, 'SESSION_MISMATCH');
    await expectLegitimateLinksStillWork();
  });

  it("(1) B's callback carrying A's state with B's own code", async () => {
    await expectRefused(b.cookie, callbackWith({ state: flowA.state, code: flowB.code }), 'SESSION_MISMATCH');
    await expectLegitimateLinksStillWork();
  });

  it("(2) a code issued for A's flow in B's callback with B's state (PKCE binds the code to A's request)", async () => {
    await expectRefused(b.cookie, callbackWith({ state: flowB.state, code: flowA.code }), 'PROVIDER_ERROR');
    await expectLegitimateLinksStillWork();
  });

  it('(3) a consumed state, replayed by its owner and by the other member', async () => {
    const ownPath = `${flowA.callback.pathname}${flowA.callback.search}`;
    const linked = await callBack(t.app, a.cookie, ownPath);
    expect(linked.headers.location).toBe('/forge/0xabc?linked=twitter');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/user-social/delete/twitter',
      headers: { cookie: a.cookie },
    });
    await expectRefused(a.cookie, ownPath, 'STATE_INVALID');
    await expectRefused(b.cookie, ownPath, 'STATE_INVALID');
    await expectRefused(b.cookie, callbackWith({ state: flowA.state, code: flowB.code }), 'STATE_INVALID');
    await expectLegitimateLinksStillWork();
  });

  it('(4) a state from another browser session of the same wallet, from no session, or a forged one', async () => {
    const secondTab = await signIn(t.app, a.key);
    expect(secondTab.account).toBe(a.account);
    expect(secondTab.cookie).not.toBe(a.cookie);
    const pathA = `${flowA.callback.pathname}${flowA.callback.search}`;
    await expectRefused(secondTab.cookie, pathA, 'SESSION_MISMATCH');
    const pathB = `${flowB.callback.pathname}${flowB.callback.search}`;
    await expectRefused(undefined, pathB, 'SESSION_MISMATCH');
    const again = await authorize(b);
    const forged = `${b.cookie.split('=')[0]}=forged-session-id`;
    await expectRefused(forged, `${again.callback.pathname}${again.callback.search}`, 'SESSION_MISMATCH');
    await expectLegitimateLinksStillWork();
  });

  it('(5) a tampered state: one character changed, truncated, extended, or another string', async () => {
    const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
    for (const state of [flip(flowA.state), flowA.state.slice(0, -1), `${flowA.state}A`, 'forged', ' ']) {
      await expectRefused(a.cookie, callbackWith({ state, code: flowA.code }), 'STATE_INVALID');
    }
    // The genuine pair still works after the failed tries: tampering consumed nothing.
    expect(
      (await callBack(t.app, a.cookie, `${flowA.callback.pathname}${flowA.callback.search}`)).headers
        .location,
    ).toBe('/forge/0xabc?linked=twitter');
  });

  it('(6) a missing state, a missing code, or neither', async () => {
    await expectRefused(a.cookie, callbackWith({ code: flowA.code }), 'STATE_INVALID');
    await expectRefused(a.cookie, callbackWith({}), 'STATE_INVALID');
    await expectRefused(b.cookie, callbackWith({ state: flowB.state }), 'PROVIDER_ERROR');
    await expectRefused(b.cookie, callbackWith({ state: flowB.state, code: flowB.code }), 'STATE_INVALID');
    await expectLegitimateLinksStillWork();
  });

  it('the legitimate flows started side by side link each member to their own X account', async () => {
    expect(
      (await callBack(t.app, b.cookie, `${flowB.callback.pathname}${flowB.callback.search}`)).headers
        .location,
    ).toBe('/forge/0xabc?linked=twitter');
    expect(
      (await callBack(t.app, a.cookie, `${flowA.callback.pathname}${flowA.callback.search}`)).headers
        .location,
    ).toBe('/forge/0xabc?linked=twitter');
    const rows = await socialRows();
    expect(rows).toEqual(
      expect.arrayContaining([
        { account: a.account, provider_account_id: a.xUser.id },
        { account: b.account, provider_account_id: b.xUser.id },
      ]),
    );
  });
});

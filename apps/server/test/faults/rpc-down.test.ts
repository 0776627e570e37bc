import { swapMessages } from '@guardians/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialContentDir } from '../../src/services/editorial/content-files.ts';
import { loadEditorialContent } from '../../src/services/editorial/content-loader.ts';
import { CHAIN_ID, createToken, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { startMailCatcher, type TestMailbox } from '../helpers/mail-catcher.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { describeAnswer, errorBody, NO_ANSWER, type PageCall, timedCall } from './fault-requests.ts';
import { everyGetRoute } from './fault-routes.ts';
import { type DeadRpc, refusingRpc, silentRpc } from './fault-rpc.ts';
import { type FaultSite, pageReads, seedFaultSite } from './fault-site.ts';

const chainDown = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The blockchain node is unavailable; try again in a moment.',
};
const claimsDown = { code: 'CLAIMS_UNAVAILABLE', message: swapMessages.chainDown };
// A page's own reads touch only PostgreSQL: well under a second even on a busy 2-core runner.
const PAGE_READ_LIMIT_MS = 3_000;
// The sweep sends some hundred requests at once (the API docs page builds itself on first use).
const SWEEP_LIMIT_MS = 20_000;

/*
 * The two ways a node goes away. A refused connection fails at once; a silent one only ends by the
 * chain client's own limits (5 s per attempt, one retry: about 10 s).
 */
const outages = [
  { name: 'refuses connections', open: refusingRpc, chainLimitMs: 3_000 },
  { name: 'accepts connections and never answers', open: silentRpc, chainLimitMs: 13_000 },
];

describe.each(outages)('with a chain RPC that $name', ({ open, chainLimitMs }) => {
  const memberKey = generatePrivateKey();
  const member = privateKeyToAccount(memberKey).address.toLowerCase() as `0x${string}`;
  let rpc: DeadRpc;
  let t: TestApp;
  let site: FaultSite;
  let cookie = '';
  let mailbox: TestMailbox;

  beforeAll(async () => {
    rpc = await open();
    mailbox = await startMailCatcher();
    t = await createTestApp({
      rpcUrl: rpc.url,
      env: {
        // Addresses set, so the chain-backed features are switched on and really reach for the node.
        MARKETPLACE_ADDRESS: randomAddress(),
        ETH_USD_FEED_ADDRESS: randomAddress(),
        CLAIM_CONTRACT_ADDRESS: randomAddress(),
        ADMIN_ACCOUNTS: member,
        ...mailbox.env,
        RATE_LIMIT_MAX: '100000',
      },
    });
    await loadEditorialContent(t.db, editorialContentDir(t.config.rootDir));
    site = await seedFaultSite(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await rpc?.close();
    await mailbox?.close();
  });

  it('signs a member in (a plain wallet is checked offline) and keeps their writes working', async () => {
    const started = performance.now();
    ({ cookie } = await signIn(t.app, memberKey));
    expect(performance.now() - started).toBeLessThan(PAGE_READ_LIMIT_MS);
    const beta = await timedCall(
      t.app,
      { label: 'beta tester', method: 'PATCH', url: '/api/users/register-beta-tester', headers: { cookie } },
      PAGE_READ_LIMIT_MS,
    );
    expect(beta.statusCode, describeAnswer(beta)).toBe(200);
    const newsletter = await timedCall(
      t.app,
      {
        label: 'newsletter',
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `${member.slice(2, 10)}@example.com`, consent: true },
      },
      PAGE_READ_LIMIT_MS,
    );
    expect(newsletter.statusCode, describeAnswer(newsletter)).toBe(202);
  });

  it('answers every call of the pages that do not need the chain with 200, quickly', async () => {
    const answers = await Promise.all(
      pageReads(site).map((call) => timedCall(t.app, call, PAGE_READ_LIMIT_MS)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, describeAnswer(answer)).toBe(200);
      expect(answer.ms, describeAnswer(answer)).toBeLessThan(PAGE_READ_LIMIT_MS);
    }
    // Detail pages of the editorial content, by the ids its lists give.
    const first = (label: string) =>
      JSON.parse(answers.find((a) => a.label === label)?.body ?? '{}').data.items[0];
    const details: PageCall[] = [
      { label: 'blog: post', method: 'GET', url: `/api/blogs/${first('blog: posts').slug}` },
      { label: 'story: chapter', method: 'GET', url: `/api/stories/${first('story: chapters').id}` },
    ];
    for (const call of details) {
      const answer = await timedCall(t.app, call, PAGE_READ_LIMIT_MS);
      expect(answer.statusCode, describeAnswer(answer)).toBe(200);
    }
  });

  it('answers the calls that need the chain with 503, a clear message and Retry-After, in bounded time', async () => {
    await createToken(t.db, site.collection, { id: 99, owner: member });
    const listing = {
      listing: {
        seller: member,
        token: site.token,
        tokenId: '99',
        price: '1000000000000000',
        expiry: Math.floor(Date.now() / 1000) + 3600,
        nonce: '0',
        salt: '1',
      },
      signature: `0x${'11'.repeat(65)}`,
    };
    // Routes that already had their own 503 keep its code and message; the rest get the generic one.
    const calls: (PageCall & { code: string; message: string })[] = [
      { label: 'mint: sale', method: 'GET', url: `/api/collections/${site.slug}/sale`, ...chainDown },
      { label: 'listing: create', method: 'POST', url: '/api/listings', payload: listing, ...chainDown },
      {
        label: 'prices: ether',
        method: 'GET',
        url: '/api/utils/ether-price',
        code: 'SERVICE_UNAVAILABLE',
        message: 'The ETH / USD price feed could not be read',
      },
      { label: 'swaps: tokens', method: 'GET', url: '/api/swaps/supported-tokens', ...claimsDown },
      {
        label: 'swaps: claim voucher',
        method: 'GET',
        url: `/api/swaps/claim/signature?chainId=${CHAIN_ID}&amount=1&id=1`,
        ...claimsDown,
      },
    ];
    const limit = chainLimitMs + 5_000;
    const [health, ...answers] = await Promise.all([
      timedCall(t.app, { label: 'ready', method: 'GET', url: '/api/ready' }, limit),
      ...calls.map((call) => timedCall(t.app, { ...call, headers: { cookie } }, limit)),
    ]);
    answers.forEach((answer, i) => {
      const where = describeAnswer(answer);
      expect(answer.statusCode, where).toBe(503);
      expect(answer.ms, where).toBeLessThan(chainLimitMs);
      expect(errorBody(answer), where).toEqual({
        statusCode: 503,
        code: calls[i]?.code,
        message: calls[i]?.message,
      });
      expect(Number(answer.headers['retry-after']), where).toBeGreaterThan(0);
    });
    // The operators' probe says which side is down.
    expect(health?.statusCode, health && describeAnswer(health)).toBe(503);
    expect(health?.ms).toBeLessThan(chainLimitMs);
    expect(JSON.parse(health?.body ?? '{}').data).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      chain: { ok: false },
    });
  });

  it('never answers 500 or hangs on any GET route of the application', async () => {
    const answers = await Promise.all(
      everyGetRoute(t.app, site, cookie).map((call) => timedCall(t.app, call, SWEEP_LIMIT_MS)),
    );
    expect(answers.length).toBeGreaterThan(60);
    for (const answer of answers) {
      const where = describeAnswer(answer);
      expect(answer.statusCode, where).not.toBe(NO_ANSWER);
      // 503 is the honest answer of a route that needs the node; any other 5xx is a bug.
      expect(answer.statusCode < 500 || answer.statusCode === 503, where).toBe(true);
    }
  });
});

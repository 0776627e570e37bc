import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnvilHandle } from '@guardians/contracts/anvil';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { RouteTableEntry } from '../../src/plugins/route-table.ts';
import { deployTradingContracts } from '../../src/services/trading/trading-deploy.ts';
import { signIn } from '../helpers/login-flow.ts';
import { startMailCatcher, type TestMailbox } from '../helpers/mail-catcher.ts';
import { deploySwapClaim, startOwnAnvil } from '../helpers/swap-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fundedAccount, testChain } from '../helpers/trading-fixtures.ts';
import { excludedRoutes, type FuzzGroup, groupOf } from './fuzz-groups.ts';
import type { KnownValues } from './fuzz-requests.ts';
import { fuzzRoute, routeKey, runsFor, type Sessions, toFuzzRoute, uniqueRoutes } from './fuzz-runner.ts';
import { seedFuzzData } from './fuzz-seed.ts';

/** X and Discord as the fuzzer needs them: on this machine, refusing every token at once. */
async function startRefusingProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer((_, res) => {
    res.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export interface GroupOutcome {
  routes: string[];
  requests: number;
  failures: string[];
  /** Milliseconds per route, to see where the run's time goes. */
  timings: [route: string, ms: number][];
  /** The longest single answer of the group. */
  slowest: { ms: number; route: string; url: string };
}

/** One app on its own database and anvil, with signed-in member and admin and seeded rows. */
export function fuzzSite() {
  const adminKey = generatePrivateKey();
  const admin = privateKeyToAccount(adminKey).address.toLowerCase();
  const userKey = generatePrivateKey();
  let anvil: AnvilHandle | undefined;
  let t: TestApp | undefined;
  let dataDir: string | undefined;
  let provider: Server | undefined;
  let mailbox: TestMailbox | undefined;
  let known: KnownValues = {};
  const cookies = { user: '', admin: '' };

  const sessions: Sessions = {
    cookieOf: (identity) => cookies[identity],
    async renew(identity) {
      if (!t) throw new Error('fuzz site not started');
      cookies[identity] = (await signIn(t.app, identity === 'admin' ? adminKey : userKey)).cookie;
    },
  };

  /** claims / trading: deploy those contracts on the site's own anvil, so their routes run fully. */
  async function start(options: { claims?: boolean; trading?: boolean } = {}): Promise<void> {
    anvil = await startOwnAnvil();
    dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-fuzz-'));
    const refusing = await startRefusingProvider();
    provider = refusing.server;
    mailbox = await startMailCatcher();
    t = await createTestApp({
      rpcUrl: anvil.rpcUrl,
      env: {
        ADMIN_ACCOUNTS: admin,
        // FUZZ_LOG=error prints the stack of every 500 while reproducing a failure.
        LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent',
        DATA_DIR: dataDir,
        // Thousands of requests from one address: the limits themselves are tested elsewhere.
        RATE_LIMIT_MAX: '1000000',
        LOGIN_FAILURES_PER_IP: '1000000',
        LOGIN_FAILURES_PER_ACCOUNT: '1000000',
        // Features switched on, so their routes run their handlers rather than answer 404.
        PORTAL_PASSPHRASE: 'fuzz portal words',
        TWITTER_CLIENT_ID: 'fuzz-x',
        DISCORD_CLIENT_ID: 'fuzz-discord',
        TWITTER_USERINFO_URL: `${refusing.url}/2/users/me`,
        TWITTER_TOKEN_URL: `${refusing.url}/2/oauth2/token`,
        DISCORD_USERINFO_URL: `${refusing.url}/api/users/@me`,
        DISCORD_TOKEN_URL: `${refusing.url}/api/oauth2/token`,
        // Newsletter sign-ups mail their confirmation to a catcher.
        ...mailbox.env,
      },
    });
    await sessions.renew('admin');
    await sessions.renew('user');
    const user = privateKeyToAccount(userKey).address.toLowerCase();
    known = await seedFuzzData(t, { adminCookie: cookies.admin, user, admin });
    if (options.claims) await deploySwapClaim(t, anvil.rpcUrl);
    if (options.trading)
      await deployTradingContracts(t.db, testChain(anvil.rpcUrl), {
        account: await fundedAccount(40, anvil.rpcUrl),
      });
  }

  async function stop(): Promise<void> {
    await t?.close();
    await anvil?.stop();
    await mailbox?.close();
    await new Promise((resolve) => (provider ? provider.close(resolve) : resolve(undefined)));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }

  function table(): RouteTableEntry[] {
    if (!t) throw new Error('fuzz site not started');
    return uniqueRoutes(t.app.routeTable);
  }

  /** Fuzzes every route of the group; collects every failing route rather than stop at the first. */
  async function fuzzGroup(group: FuzzGroup): Promise<GroupOutcome> {
    if (!t) throw new Error('fuzz site not started');
    const outcome: GroupOutcome = {
      routes: [],
      requests: 0,
      failures: [],
      timings: [],
      slowest: { ms: 0, route: '', url: '' },
    };
    // FUZZ_ONLY="^GET /api/owners/all$" replays the matching routes (with FUZZ_SEED, FUZZ_SHRINK=1).
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
    for (const entry of table()) {
      const key = routeKey(entry);
      if (groupOf(entry.url) !== group || excludedRoutes[key]) continue;
      if (only && !only.test(key)) continue;
      const route = toFuzzRoute(entry);
      outcome.routes.push(key);
      outcome.requests += runsFor(route);
      const started = Date.now();
      const result = await fuzzRoute(t.app, sessions, route, known);
      outcome.timings.push([key, Date.now() - started]);
      if (result.slowestMs > outcome.slowest.ms)
        outcome.slowest = { ms: Math.round(result.slowestMs), route: key, url: result.slowestUrl };
      if (result.failure) outcome.failures.push(result.failure);
    }
    return outcome;
  }

  /** The running app, its sessions and seeded values, for runs that drive it another way (openapi-run/). */
  function app() {
    if (!t) throw new Error('fuzz site not started');
    return t.app;
  }

  return { start, stop, table, fuzzGroup, app, sessions, known: () => known };
}

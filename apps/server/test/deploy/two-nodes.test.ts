import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemEventId } from '../../src/infra/live/publish-after-commit.ts';
import type { ApiNodeProcess } from '../faults/crash-api-node.ts';
import { auditCrashRun } from '../faults/crash-audit.ts';
import { type IndexerProcess, waitFor } from '../faults/indexer-process.ts';
import { holder } from '../faults/indexer-test-collection.ts';
import { type DeployCluster, RATE_LIMIT_MAX, startDeployCluster } from './deploy-cluster.ts';
import { openEventStream } from './event-stream.ts';
import { prepareTakeover, type TakeoverSetup } from './indexer-takeover.ts';
import { failed, killRunCounts, readAround, runKillUnderLoad } from './kill-under-load.ts';
import { call, clientAt, postAs } from './loopback-client.ts';
import { signInOverHttp, verifySession } from './sign-in-over-http.ts';

/**
 * Issue 11 §4: the deployment of docs/deployment.md (two api-node processes sharing PostgreSQL and
 * Redis, behind nginx rendered from deploy/nginx.conf.template) with real processes on loopback.
 * The cases run in order: the drain case restarts node B, the kill case ends node A, and the indexer
 * case runs last.
 */
const TAKEOVER_LIMIT_MS = 10_000;

let cluster: DeployCluster;
let takeover: TakeoverSetup | undefined;

beforeAll(async () => {
  cluster = await startDeployCluster();
}, 180_000);

afterAll(async () => {
  await takeover?.close();
  await cluster?.stop();
});

const url = (node: ApiNodeProcess, path: string) => `${cluster.origin(node)}${path}`;

describe('two API nodes behind nginx', () => {
  it('honours a session made on node A on node B, and a sign-out on B on A', async () => {
    const agent = clientAt('127.0.0.31');
    const { a, b, nginx } = cluster;
    const session = await signInOverHttp(agent, cluster.origin(a));
    expect(await verifySession(agent, cluster.origin(b), session.cookie)).toEqual({
      status: 200,
      account: session.account,
    });
    // Through nginx, whichever node answers each time.
    const viaNginx = await signInOverHttp(agent, nginx.url);
    for (const node of [a, b, a, b]) {
      expect((await verifySession(agent, cluster.origin(node), viaNginx.cookie)).account).toBe(
        viaNginx.account,
      );
    }
    expect(
      (await call(agent, url(b, '/api/logout'), { method: 'DELETE', headers: { cookie: session.cookie } }))
        .status,
    ).toBe(200);
    expect((await verifySession(agent, cluster.origin(a), session.cookie)).status).toBe(401);
    await agent.close();
  });

  it('counts one rate limit for a client across both nodes, and nginx passes the real address', async () => {
    const direct = clientAt('127.0.0.61');
    const answers: { node: string; status: number }[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 20; i++) {
      const node = i % 2 === 0 ? cluster.a : cluster.b;
      const { status } = await call(direct, url(node, '/api/site-configs'));
      answers.push({ node: i % 2 === 0 ? 'A' : 'B', status });
    }
    const ok = answers.filter((answer) => answer.status === 200).length;
    expect(ok, 'requests served before the shared limit').toBe(RATE_LIMIT_MAX);
    expect(answers.slice(-2)).toEqual([
      { node: 'A', status: 429 },
      { node: 'B', status: 429 },
    ]);

    // Through nginx the nodes see the client's address, not nginx's, and not one it wrote itself.
    const proxied = clientAt('127.0.0.62');
    let served = 0;
    for (let i = 0; i < RATE_LIMIT_MAX + 10; i++) {
      if ((await call(proxied, `${cluster.nginx.url}/api/site-configs`)).status === 200) served++;
    }
    expect(served).toBe(RATE_LIMIT_MAX);
    const forged = await call(proxied, `${cluster.nginx.url}/api/site-configs`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forged.status).toBe(429);
    // Another client behind the same nginx has its own quota.
    expect((await call(clientAt('127.0.0.63'), `${cluster.nginx.url}/api/site-configs`)).status).toBe(200);
    await Promise.all([direct.close(), proxied.close()]);
  });

  it('streams to an SSE client on node B (directly and through nginx) a like made on node A', async () => {
    const agent = clientAt('127.0.0.41');
    const onB = await openEventStream(url(cluster.b, '/api/events'), agent);
    const viaNginx = await openEventStream(`${cluster.nginx.url}/api/events`, agent);
    try {
      const [user, item] = [cluster.world.users[0], cluster.world.items[0]];
      if (!user || !item) throw new Error('the crash world has no collector or item');
      const itemUrl = url(cluster.a, `/api/nfts/reactions/update/${item.tokenAddress}/${item.tokenId}`);
      const like = await postAs(agent, itemUrl, user.cookie, { type: 'like' });
      expect(like.status, like.body).toBe(200);
      const id = itemEventId(item.tokenAddress, item.tokenId);
      const matches = (event: { type: string; id?: string }) => event.type === 'reaction' && event.id === id;
      await expect(onB.next(matches, 5_000)).resolves.toMatchObject({ target: 'item', id });
      await expect(viaNginx.next(matches, 5_000)).resolves.toMatchObject({ target: 'item', id });
      // Taken back, so the kill case's audit starts from no reaction.
      const unlike = await postAs(agent, itemUrl, user.cookie, { type: 'like', active: false });
      expect(unlike.status, unlike.body).toBe(200);
    } finally {
      onB.close();
      viaNginx.close();
      await agent.close();
    }
  });

  it('drains node B on SIGTERM without failing a read through nginx, and takes it back', async () => {
    const { nginx, world } = cluster;
    const item = world.items[2] ?? world.items[0];
    const run = await readAround({
      origin: nginx.url,
      firstAddress: 200,
      readers: 4,
      readsPerReader: 80,
      readPaths: ['/api/site-configs', `/api/nfts/${item?.tokenAddress}/${item?.tokenId}?chainId=31337`],
      afterReads: 60,
      during: async () => {
        expect(await cluster.b.stop(), 'node B stopped by itself (drained)').toBe(true);
      },
    });
    const failures = run.attempts.filter(failed);
    console.info(
      `drain: ${run.attempts.length} reads, SIGTERM to exit ${Math.round(run.doneAt - run.startedAt)} ms, ` +
        `failed ${failures.length} (${JSON.stringify(failures.map((f) => f.status))})`,
    );
    expect(failures).toEqual([]);
    await cluster.restartB();
    expect((await call(clientAt('127.0.0.210'), `${cluster.origin(cluster.b)}/api/ready`)).status).toBe(200);
    // nginx counted B's refused connections while it was down against it (max_fails=1,
    // fail_timeout=3s in deploy/nginx.conf.template) and sends it nothing until that has passed;
    // the next test kills A and needs B back in rotation by then.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    for (let n = 0; n < 10; n++)
      expect((await call(clientAt('127.0.0.211'), `${nginx.url}/api/site-configs`)).status).toBe(200);
  }, 90_000);

  it('loses no request but those in flight when node A is killed, and retries are served by B', async () => {
    const { world, nginx, a } = cluster;
    const item = world.items[1] ?? world.items[0];
    const run = await runKillUnderLoad({
      origin: nginx.url,
      world,
      seed: 20_261_111,
      writesPerWriter: 40,
      readers: 3,
      readsPerReader: 90,
      readPaths: [
        '/api/site-configs',
        `/api/nfts/${item?.tokenAddress}/${item?.tokenId}?chainId=31337`,
        '/api/quests/leaderboard?offset=0&limit=25',
        '/api/gallery/all?offset=0&limit=25&sortBy=latest',
      ],
      killAfterAcks: 70,
      kill: () => a.killNine(),
      deadline: performance.now() + 60_000,
    });
    const counts = killRunCounts(run);
    const audit = await auditCrashRun(cluster.database.db, world, run.writes);
    console.info(
      `kill under load: ${run.writes.length} writes (${counts.writeAttempts} attempts, ${counts.retriedWrites} retried), ` +
        `${counts.reads} reads; in flight at the kill ${counts.inFlightAtKill}; failed: reads ${counts.failedReads}, ` +
        `write attempts ${counts.failedWriteAttempts}; served after the kill ${counts.servedAfterKill}`,
    );
    expect(Number.isFinite(run.killDoneAt), 'node A was killed during the run').toBe(true);
    expect(counts.servedAfterKill, 'requests served by B after the kill').toBeGreaterThan(50);
    // Every failure a client saw was a request in flight when A died; nginx sent the rest to B.
    expect(counts.failedAfterKill).toEqual([]);
    const outside = run.attempts.filter(
      (x) => failed(x) && !(x.startedAt < run.killDoneAt && x.endedAt > run.killSentAt),
    );
    expect(outside).toEqual([]);
    // Reads (GET) in flight are re-sent to B by nginx itself: a reader never sees the kill.
    expect(counts.failedReads).toBe(0);
    expect({
      unacknowledged: audit.unacknowledged,
      lost: audit.lost,
      duplicates: audit.duplicates,
      phantoms: audit.phantoms,
      wrongAnswers: audit.wrongAnswers,
    }).toEqual({ unacknowledged: [], lost: [], duplicates: [], phantoms: [], wrongAnswers: [] });
  }, 90_000);

  it('hands indexing to the standby indexer within seconds of a kill -9, visible through nginx', async () => {
    const { database, nginx } = cluster;
    takeover = await prepareTakeover(database.db, database.url, cluster.rpcUrl);
    const setup = takeover;
    const first = await setup.mint(3);
    const agent = clientAt('127.0.0.71');
    const ownerVia = async (id: number) => {
      const answer = await call(
        agent,
        `${nginx.url}/api/nfts/${setup.collection.address}/${id}?chainId=31337`,
      );
      return answer.status === 200
        ? (JSON.parse(answer.body) as { data: { owner?: string | null } }).data.owner
        : undefined;
    };

    // Both start at once, as two replicas of the indexer service would: one takes the lock.
    const pair = [setup.spawn(), setup.spawn()];
    const waiting = (child: IndexerProcess) =>
      child.lines.some((line) => line.msg?.startsWith('waiting for the indexer lock'));
    await waitFor(
      'one indexer to start and the other to wait for the lock',
      async () => pair.some((c) => c.isStarted()) && pair.some(waiting),
      60_000,
    );
    const active = pair.find((c) => c.isStarted()) as IndexerProcess;
    const standby = pair.find((c) => c !== active) as IndexerProcess;
    await waitFor(
      'the first mints through nginx',
      async () => (await ownerVia(first.at(-1) ?? 3)) !== undefined,
      30_000,
      100,
    );

    active.kill('SIGKILL');
    const killedAt = performance.now();
    await active.exited;
    const later = await setup.mint(2, holder(1));
    const lastId = later.at(-1) ?? 5;
    await waitFor(
      'the standby to index the new mints',
      async () => (await ownerVia(lastId)) === holder(1).toLowerCase(),
      TAKEOVER_LIMIT_MS,
      100,
    );
    const takeoverMs = performance.now() - killedAt;
    console.info(
      `indexer takeover: mints made after the kill served through nginx ${Math.round(takeoverMs)} ms after it`,
    );
    expect(standby.isStarted()).toBe(true);
    expect(takeoverMs).toBeLessThan(TAKEOVER_LIMIT_MS);
    await agent.close();
  }, 120_000);
});

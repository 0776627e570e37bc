import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/infra/change-feed/change-feed.ts';
import { waitFor } from '../faults/indexer-process.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const warnings: string[] = [];
const log = { info: () => {}, warn: (_fields: object, msg: string) => warnings.push(msg) };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function feedBackend(): Promise<number | undefined> {
  const { rows } = await database.pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where application_name = 'guardians-change-feed'
        and datname = current_database()`,
  );
  return rows[0]?.pid;
}

describe('ChangeFeed (LISTEN on a connection of its own)', () => {
  it("hears the tables' change triggers, by table name, including edits made by hand", async () => {
    const feed = new ChangeFeed({ connectionString: database.url }, log);
    const heard: (string | null)[] = [];
    feed.onChange((table) => heard.push(table));
    try {
      await feed.start();
      expect(feed.live).toBe(true);
      heard.length = 0;
      await database.pool.query('update site_config set enable_story = enable_story');
      await database.pool.query(`update tokens set name = name where false`);
      await database.pool.query(`update collections set name = name where false`);
      await database.pool.query(`delete from quests where false`); // no trigger there
      await waitFor('three announcements', async () => heard.length >= 3, 2000, 10);
      expect(heard).toEqual(['site_config', 'tokens', 'collections']);
    } finally {
      await feed.close();
    }
  });

  it('is not live while its session is gone, says so once, and listens again by itself', async () => {
    const feed = new ChangeFeed({ connectionString: database.url }, log, { retryMs: 100 });
    const heard: (string | null)[] = [];
    try {
      await feed.start();
      feed.onChange((table) => heard.push(table));
      warnings.length = 0;
      await database.pool.query('select pg_terminate_backend($1, 5000)', [await feedBackend()]);
      await waitFor('the feed to notice', async () => !feed.live, 2000, 10);
      expect(heard).toEqual([null]);
      await waitFor('the feed to listen again', async () => feed.live, 3000, 10);
      expect(heard).toEqual([null, null]);
      expect(warnings).toEqual(['change feed: connection lost, in-process copies are off until it is back']);

      await database.pool.query('update site_config set enable_story = enable_story');
      await waitFor(
        'an announcement on the new session',
        async () => heard.includes('site_config'),
        2000,
        10,
      );
    } finally {
      await feed.close();
    }
    expect(feed.live).toBe(false);
    expect(await feedBackend()).toBeUndefined();
  });

  it('starts without PostgreSQL, not live, and keeps trying', async () => {
    const unreachable = { host: '127.0.0.1', port: 9, user: 'x', database: 'x' };
    const feed = new ChangeFeed(unreachable, log, { retryMs: 50 });
    warnings.length = 0;
    try {
      await feed.start();
      expect(feed.live).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(warnings).toEqual(['change feed: cannot listen, in-process copies are off']);
    } finally {
      await feed.close();
    }
  });
});

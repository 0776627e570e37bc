import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSocials } from '../../src/db/schema/index.ts';
import { waitFor } from '../faults/indexer-process.ts';
import { createCollection, createToken, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The API with in-process copies on, as `npm start` runs it: a change made anywhere (here by hand,
// beside the app) shows on the next requests once PostgreSQL has announced it.
let t: TestApp;
let address: string;
let collection: Awaited<ReturnType<typeof createCollection>>;
const alice = randomAddress();
const bob = randomAddress();

beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE: 'on' } });
  collection = await createCollection(t.db, { slug: 'copied', name: 'Copied', symbol: 'CP' });
  address = collection.tokenAddress;
  await createToken(t.db, collection, { id: 1, owner: alice, name: 'First name' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const storyEnabled = async () => (await get('/api/site-configs')).json().data.enableStory;
const item = () => get(`/api/nfts/${address}/1`);

describe('in-process copies (READ_CACHE=on)', () => {
  it('listens for changes from the start', () => {
    expect(t.app.changeFeed?.live).toBe(true);
  });

  it('serves its copy of an item without reading the database again', async () => {
    // Announcements of the fixtures' inserts may still be on their way: let them land, then copy.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await item()).json().data.name).toBe('First name');
    // An edit that announces nothing (its trigger is off) is not seen: the answer is the copy.
    await t.db.execute(sql`alter table tokens disable trigger tokens_announce_change`);
    try {
      await t.db.execute(sql`update tokens set name = 'Unannounced' where token_address = ${address}`);
      expect((await item()).json().data.name).toBe('First name');
    } finally {
      await t.db.execute(sql`alter table tokens enable trigger tokens_announce_change`);
    }
    await t.db.execute(sql`update tokens set name = 'First name' where token_address = ${address}`);
    await waitFor('the copy to go', async () => (await item()).json().data.name === 'First name', 2000, 5);
  });

  it('shows a site configuration edited by hand', async () => {
    const before = await storyEnabled();
    await t.db.execute(sql`update site_config set enable_story = ${!before}`);
    await waitFor('the edit to show', async () => (await storyEnabled()) === !before, 2000, 5);
    await t.db.execute(sql`update site_config set enable_story = ${before}`);
    await waitFor('the edit back to show', async () => (await storyEnabled()) === before, 2000, 5);
  });

  it("shows an item's new owner and name, and its burn as a 404", async () => {
    expect((await item()).json().data).toMatchObject({ owner: alice, name: 'First name' });
    await t.db.execute(sql`update tokens set owner = ${bob}, name = 'Second name' where token_id = 1
      and token_address = ${address}`);
    await waitFor('the new owner to show', async () => (await item()).json().data?.owner === bob, 2000, 5);
    expect((await item()).json().data.name).toBe('Second name');

    await t.db.execute(sql`update tokens set owner = null where token_id = 1 and token_address = ${address}`);
    await waitFor('the burn to show', async () => (await item()).statusCode === 404, 2000, 5);
  });

  it("shows a collection's new name on its items", async () => {
    await t.db.execute(
      sql`update tokens set owner = ${alice} where token_id = 1 and token_address = ${address}`,
    );
    await waitFor('the item to be back', async () => (await item()).statusCode === 200, 2000, 5);
    await t.db.execute(sql`update collections set name = 'Renamed' where token_address = ${address}`);
    await waitFor(
      'the new collection name to show',
      async () => (await item()).json().data.collection.name === 'Renamed',
      2000,
      5,
    );
  });

  it('copies an item a keyed write read once the write commits, and nothing a refused one read', async () => {
    await createToken(t.db, collection, { id: 2, owner: alice, name: 'Two' });
    await createToken(t.db, collection, { id: 3, owner: alice, name: 'Three' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the inserts' announcements land
    const { cookie, account } = await signIn(t.app);
    const keyedLike = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/nfts/reactions/update/${address}/${id}`,
        headers: { cookie, 'idempotency-key': `copies-${id}` },
        payload: { type: 'like' },
      });
    const name = async (id: number) => (await get(`/api/nfts/${address}/${id}`)).json().data.name;
    // Refused (no X linked): its transaction rolled back, so item 2 was not copied.
    expect((await keyedLike(2)).statusCode).toBe(403);
    await t.db
      .insert(userSocials)
      .values({ account, provider: 'twitter', providerAccountId: account, username: 'copier' });
    expect((await keyedLike(3)).statusCode).toBe(200);
    await t.db.execute(sql`alter table tokens disable trigger tokens_announce_change`);
    try {
      await t.db.execute(sql`update tokens set name = name || ' (unannounced)'
        where token_address = ${address} and token_id in (2, 3)`);
      expect(await name(2)).toBe('Two (unannounced)'); // read from the database
      expect(await name(3)).toBe('Three'); // the copy the committed like made
    } finally {
      await t.db.execute(sql`alter table tokens enable trigger tokens_announce_change`);
    }
  });

  it('reads the database on every request while it cannot hear changes', async () => {
    const feed = t.app.changeFeed;
    if (!feed) throw new Error('no change feed');
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'guardians-change-feed' and datname = current_database()`);
    await waitFor('the feed to notice', async () => !feed.live, 2000, 5);
    // Changed while nobody listens: the very next request must see it.
    await t.db.execute(
      sql`update tokens set name = 'Unheard' where token_id = 1 and token_address = ${address}`,
    );
    expect((await item()).json().data.name).toBe('Unheard');
    await waitFor('the feed to listen again', async () => feed.live, 5000, 20);
    expect((await item()).json().data.name).toBe('Unheard');
  });

  describe('sessions', () => {
    /** Whether the item's reactions are answered for a signed-in caller (its own are then set). */
    const signedIn = async (cookie: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/nfts/reactions/${address}/1`, headers: { cookie } })
      ).json().data.userReaction !== null;

    it('ends a session signed out on this node at once', async () => {
      const { cookie } = await signIn(t.app);
      expect(await signedIn(cookie)).toBe(true);
      expect(await signedIn(cookie)).toBe(true); // now from the copy
      const out = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie } });
      expect(out.json().data.loggedOut).toBe(true);
      expect(await signedIn(cookie)).toBe(false);
    });

    it('ends a session revoked elsewhere once PostgreSQL announces it', async () => {
      const { cookie, account } = await signIn(t.app);
      expect(await signedIn(cookie)).toBe(true);
      await t.db.execute(sql`update sessions set revoked_at = now() where account = ${account}`);
      await waitFor('the revocation to show', async () => !(await signedIn(cookie)), 2000, 5);
    });

    it('ends a copied session when it expires, with nothing announced', async () => {
      const { cookie, account } = await signIn(t.app);
      await t.db.execute(sql`update sessions set expires_at = now() + interval '1 second'
        where account = ${account}`);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the announcement drops the old copy
      expect(await signedIn(cookie)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await signedIn(cookie)).toBe(false);
    });
  });
});

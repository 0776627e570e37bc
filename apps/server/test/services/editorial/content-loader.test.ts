import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.ts';
import { editorialPosts, loreEntries } from '../../../src/db/schema/index.ts';
import { editorialContentDir } from '../../../src/services/editorial/content-files.ts';
import { loadEditorialContent } from '../../../src/services/editorial/content-loader.ts';
import { updatePost } from '../../../src/services/editorial/post-admin-service.ts';
import { createTestDatabase } from '../../helpers/test-database.ts';
import { contentDir, odysseyFile, postFile, storyFile } from './editorial-fixtures.ts';

let db: Db;
let closeDb: () => Promise<void>;
let content: Awaited<ReturnType<typeof contentDir>>;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  closeDb = database.close;
  content = await contentDir();
});
afterAll(async () => {
  await closeDb();
  await content.remove();
});

const posts = () =>
  db
    .select({
      id: editorialPosts.id,
      kind: editorialPosts.kind,
      slug: editorialPosts.slug,
      title: editorialPosts.title,
      origin: editorialPosts.origin,
      updatedAt: editorialPosts.updatedAt,
    })
    .from(editorialPosts)
    .orderBy(asc(editorialPosts.kind), asc(editorialPosts.slug));
const lore = () => db.select().from(loreEntries).orderBy(asc(loreEntries.section), asc(loreEntries.position));

// The steps build on each other: each start sees the database the previous one left.
describe('loading content/ at start', () => {
  it('loads every section in one go', async () => {
    await storyFile(content.dir, 'legend', 1);
    await storyFile(content.dir, 'lore', 2, { isOpened: false });
    await odysseyFile(content.dir, 'temple', 1);
    await postFile(content.dir, 'blog', 'first-post');
    await postFile(content.dir, 'blog', 'second-post');
    await postFile(content.dir, 'about', 'the-team');
    const result = await loadEditorialContent(db, content.dir);
    expect(result).toEqual({ loreRewritten: ['story', 'odyssey'], postsWritten: 3, postsDeleted: 0 });
    expect((await posts()).map((p) => `${p.kind}/${p.slug}/${p.origin}`)).toEqual([
      'about/the-team/content',
      'blog/first-post/content',
      'blog/second-post/content',
    ]);
    const entries = await lore();
    expect(entries.map((e) => `${e.section}/${e.id}@${e.position}`)).toEqual([
      'odyssey/temple@1',
      'story/legend@1',
      'story/lore@2',
    ]);
    expect(entries[1]?.data).toMatchObject({
      title: 'Chapter legend',
      isOpened: true,
      date: '2026-05-04T00:00:00.000Z',
      text: ['First paragraph of legend.', 'Second paragraph.'],
    });
  });

  it('changes nothing on a second start with the same files', async () => {
    const before = { posts: await posts(), lore: await lore() };
    const result = await loadEditorialContent(db, content.dir);
    expect(result).toEqual({ loreRewritten: [], postsWritten: 0, postsDeleted: 0 });
    expect(await posts()).toEqual(before.posts);
    expect(await lore()).toEqual(before.lore);
  });

  it('reloads a changed post and rewrites a section whose file changed', async () => {
    const [first] = (await posts()).filter((p) => p.slug === 'first-post');
    await postFile(content.dir, 'blog', 'first-post', { title: 'Retitled' });
    await storyFile(content.dir, 'lore', 2, { isOpened: true, title: 'The full lore' });
    const result = await loadEditorialContent(db, content.dir);
    expect(result).toEqual({ loreRewritten: ['story'], postsWritten: 1, postsDeleted: 0 });
    const [reloaded] = (await posts()).filter((p) => p.slug === 'first-post');
    expect(reloaded).toMatchObject({ id: first?.id, title: 'Retitled', origin: 'content' });
    const [loreRow] = await db.select().from(loreEntries).where(eq(loreEntries.id, 'lore'));
    expect(loreRow?.data).toMatchObject({ title: 'The full lore', isOpened: true });
  });

  it('lets files swap their order (positions are unique) in one start', async () => {
    await storyFile(content.dir, 'legend', 2);
    await storyFile(content.dir, 'lore', 1, { isOpened: true, title: 'The full lore' });
    await loadEditorialContent(db, content.dir);
    const story = (await lore()).filter((e) => e.section === 'story');
    expect(story.map((e) => e.id)).toEqual(['lore', 'legend']);
  });

  it('never overwrites a post an administrator has edited', async () => {
    await updatePost(db, 'blog', 'second-post', {
      slug: 'second-post',
      title: 'Edited by an admin',
      category: 'News',
      excerpt: 'Edited',
      image: null,
      author: 'Admin',
      markdown: 'Admin words.',
    });
    await postFile(content.dir, 'blog', 'second-post', { title: 'Changed in the file' });
    const result = await loadEditorialContent(db, content.dir);
    expect(result.postsWritten).toBe(0);
    const [row] = (await posts()).filter((p) => p.slug === 'second-post');
    expect(row).toMatchObject({ title: 'Edited by an admin', origin: 'admin' });
  });

  it("deletes a removed file's post but keeps an administrator's", async () => {
    await rm(path.join(content.dir, 'blog', 'first-post.md'));
    await rm(path.join(content.dir, 'blog', 'second-post.md'));
    await rm(path.join(content.dir, 'odyssey'), { recursive: true });
    const result = await loadEditorialContent(db, content.dir);
    expect(result).toEqual({ loreRewritten: ['odyssey'], postsWritten: 0, postsDeleted: 1 });
    expect((await posts()).map((p) => `${p.kind}/${p.slug}`)).toEqual(['about/the-team', 'blog/second-post']);
    expect((await lore()).filter((e) => e.section === 'odyssey')).toEqual([]);
  });

  it('stops on a bad file with one line naming it, and changes nothing', async () => {
    await postFile(content.dir, 'blog', 'third-post');
    const bad = path.join(content.dir, 'story', 'broken.md');
    await writeFile(bad, '---\nid: broken\norder: 9\ntitle: Broken\n---\n\nText');
    const before = { posts: await posts(), lore: await lore() };
    await expect(loadEditorialContent(db, content.dir)).rejects.toThrow(
      new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: image `),
    );
    expect(await posts()).toEqual(before.posts);
    expect(await lore()).toEqual(before.lore);
    await rm(bad);
  });

  it('refuses two files with the same id, order or slug', async () => {
    const twin = await storyFile(content.dir, 'zz-twin', 2);
    await expect(loadEditorialContent(db, content.dir)).rejects.toThrow(
      /zz-twin\.md: order 2 is already used by .*legend\.md$/,
    );
    await rm(twin);
    const sameId = path.join(content.dir, 'story', 'zz-same-id.md');
    await writeFile(
      sameId,
      (await readFile(path.join(content.dir, 'story', 'legend.md'), 'utf8')).replace('order: 2', 'order: 7'),
    );
    await expect(loadEditorialContent(db, content.dir)).rejects.toThrow(
      /zz-same-id\.md: id legend is already used by .*legend\.md$/,
    );
    await rm(sameId);
    const original = await postFile(content.dir, 'blog', 'third-post');
    const copy = path.join(content.dir, 'blog', 'zz-copy.md');
    await writeFile(copy, await readFile(original, 'utf8'));
    await expect(loadEditorialContent(db, content.dir)).rejects.toThrow(
      /zz-copy\.md: slug third-post is already used by .*third-post\.md$/,
    );
    await rm(copy);
  });

  it('loads the committed content: four chapters, four stages, seven posts, three about entries', async () => {
    const { db: fresh, close } = await createTestDatabase();
    try {
      await loadEditorialContent(
        fresh,
        editorialContentDir(path.resolve(import.meta.dirname, '../../../../..')),
      );
      const counts = await fresh.execute<{ what: string; n: number }>(sql`
        select section as what, count(*)::int as n from lore_entries group by section
        union all select kind, count(*)::int from editorial_posts group by kind order by what`);
      expect(counts.rows).toEqual([
        { what: 'about', n: 3 },
        { what: 'blog', n: 7 },
        { what: 'odyssey', n: 4 },
        { what: 'story', n: 4 },
      ]);
    } finally {
      await close();
    }
  });
});

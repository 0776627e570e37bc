import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editorialPosts, loreEntries } from '../../db/schema/index.ts';
import { readSectionFiles } from './content-files.ts';
import { assertUniqueEntries, type LoreEntry, odysseyEntry, storyEntry } from './lore-entry.ts';
import { assertUniqueSlugs, type PostEntry, type PostKind, postEntry } from './post-entry.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EditorialLoadResult {
  /** Sections whose entries were rewritten because a file was added, changed or removed. */
  loreRewritten: ('story' | 'odyssey')[];
  /** Posts inserted or refreshed from their files. */
  postsWritten: number;
  /** Posts from files that no longer exist. */
  postsDeleted: number;
}

/**
 * Loads `content/{story,odyssey,blog,about}` into the database at start, in one transaction:
 * every file is read and validated first, so one bad file changes nothing and stops the start.
 * Unchanged files (same hash) are not written again; posts an administrator has edited are kept,
 * and so is whether the console opened or locked a chapter or stage.
 */
export async function loadEditorialContent(db: Db, contentDir: string): Promise<EditorialLoadResult> {
  const [storyFiles, odysseyFiles, blogFiles, aboutFiles] = await Promise.all([
    readSectionFiles(contentDir, 'story'),
    readSectionFiles(contentDir, 'odyssey'),
    readSectionFiles(contentDir, 'blog'),
    readSectionFiles(contentDir, 'about'),
  ]);
  const lore = {
    story: storyFiles.map(storyEntry),
    odyssey: odysseyFiles.map(odysseyEntry),
  };
  const posts = {
    blog: blogFiles.map((f) => postEntry('blog', f)),
    about: aboutFiles.map((f) => postEntry('about', f)),
  };
  for (const entries of Object.values(lore)) assertUniqueEntries(entries);
  for (const entries of Object.values(posts)) assertUniqueSlugs(entries);

  return db.transaction(async (tx) => {
    // Several API processes may start together: one loads, the others then find nothing to do.
    await lockEditorialContent(tx);
    const result: EditorialLoadResult = { loreRewritten: [], postsWritten: 0, postsDeleted: 0 };
    for (const section of ['story', 'odyssey'] as const) {
      if (await rewriteLoreIfChanged(tx, section, lore[section])) result.loreRewritten.push(section);
    }
    for (const kind of ['blog', 'about'] as const) {
      result.postsWritten += await upsertPosts(tx, posts[kind]);
      result.postsDeleted += await deleteRemovedPosts(tx, kind, posts[kind]);
    }
    return result;
  });
}

/** Held by a load and by the console's lore edits, so neither undoes the other's write. */
export async function lockEditorialContent(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('editorial_content', 0))`);
}

/**
 * Rewrites a section when a file was added, changed, moved or removed. An entry the console opened
 * or locked (edited_at set) keeps that choice and its edited_at: the file still owns the words and
 * pictures, the console owns whether the page is open (decision 0083).
 */
async function rewriteLoreIfChanged(
  tx: Tx,
  section: 'story' | 'odyssey',
  entries: LoreEntry<unknown>[],
): Promise<boolean> {
  const fingerprint = (e: { id: string; position: number; contentHash: string }) =>
    `${e.id}@${e.position}#${e.contentHash}`;
  const current = await tx
    .select({
      id: loreEntries.id,
      position: loreEntries.position,
      contentHash: loreEntries.contentHash,
      isOpened: sql<boolean>`(${loreEntries.data}->>'isOpened')::boolean`,
      editedAt: loreEntries.editedAt,
    })
    .from(loreEntries)
    .where(eq(loreEntries.section, section));
  const before = current.map(fingerprint).sort().join('\n');
  const after = entries.map(fingerprint).sort().join('\n');
  if (before === after) return false;
  const edited = new Map(current.filter((e) => e.editedAt).map((e) => [e.id, e]));
  // Positions are unique per section, so moving entries around in place could collide midway.
  await tx.delete(loreEntries).where(eq(loreEntries.section, section));
  if (entries.length > 0) {
    await tx.insert(loreEntries).values(
      entries.map((e) => {
        const kept = edited.get(e.id);
        const data = (
          kept ? { ...(e.data as object), isOpened: kept.isOpened } : e.data
        ) as typeof loreEntries.$inferInsert.data;
        return {
          section,
          id: e.id,
          position: e.position,
          data,
          contentHash: e.contentHash,
          editedAt: kept?.editedAt,
        };
      }),
    );
  }
  return true;
}

async function upsertPosts(tx: Tx, entries: PostEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const written = await tx
    .insert(editorialPosts)
    .values(
      entries.map(({ file: _file, ...entry }) => ({ ...entry, origin: 'content' as const, fromFile: true })),
    )
    .onConflictDoUpdate({
      target: [editorialPosts.kind, editorialPosts.slug],
      set: {
        title: sql`excluded.title`,
        category: sql`excluded.category`,
        excerpt: sql`excluded.excerpt`,
        image: sql`excluded.image`,
        author: sql`excluded.author`,
        markdown: sql`excluded.markdown`,
        html: sql`excluded.html`,
        publishedAt: sql`excluded.published_at`,
        contentHash: sql`excluded.content_hash`,
        updatedAt: sql`now()`,
      },
      // An administrator's edit wins over the file; an unchanged file is not rewritten.
      setWhere: sql`${editorialPosts.origin} = 'content' and ${editorialPosts.contentHash} is distinct from excluded.content_hash`,
    })
    .returning({ id: editorialPosts.id });
  return written.length;
}

/** A post whose file was deleted goes too, unless an administrator has taken it over. */
async function deleteRemovedPosts(tx: Tx, kind: PostKind, entries: PostEntry[]): Promise<number> {
  const slugs = entries.map((e) => e.slug);
  const deleted = await tx
    .delete(editorialPosts)
    .where(
      and(
        eq(editorialPosts.kind, kind),
        eq(editorialPosts.origin, 'content'),
        slugs.length > 0 ? notInArray(editorialPosts.slug, slugs) : undefined,
      ),
    )
    .returning({ id: editorialPosts.id });
  return deleted.length;
}

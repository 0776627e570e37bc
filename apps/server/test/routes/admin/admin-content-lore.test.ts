import { editorialMessages } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, auditLog } from '../../../src/db/schema/index.ts';
import { loadEditorialContent } from '../../../src/services/editorial/content-loader.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { contentDir, odysseyFile, storyFile } from '../../services/editorial/editorial-fixtures.ts';

const ownerKey = generatePrivateKey();
let t: TestApp;
let content: Awaited<ReturnType<typeof contentDir>>;
let owner: { cookie: string; account: string };
let judge: { cookie: string; account: string };
let member: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(ownerKey).address } });
  content = await contentDir();
  await storyFile(content.dir, 'legend', 1);
  await storyFile(content.dir, 'powers', 2);
  await storyFile(content.dir, 'lore', 3, { isOpened: false });
  await odysseyFile(content.dir, 'temple', 1, false);
  await odysseyFile(content.dir, 'river', 2);
  await loadEditorialContent(t.db, content.dir);
  owner = await signIn(t.app, ownerKey);
  [judge, member] = [await signIn(t.app), await signIn(t.app)];
  await t.db.insert(adminRoles).values({ account: judge.account, role: 'judge', grantedBy: 'test' });
});
afterAll(async () => {
  await t.close();
  await content.remove();
});

const consoleList = async (section: 'stories' | 'odyssey') => {
  const res = await t.app.inject({ url: `/api/admin/${section}`, headers: { cookie: owner.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: { id: string; isOpened: boolean; origin: string }[]; total: number };
};
const setOpen = (section: 'stories' | 'odyssey', id: string, payload: unknown, cookie = owner.cookie) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/${section}/${id}`,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const visitor = (url: string) => t.app.inject({ url });

describe('GET /api/admin/stories and /api/admin/odyssey', () => {
  it('lists every entry in order, locked ones included, as the files made them', async () => {
    const stories = await consoleList('stories');
    expect(stories.items.map((e) => [e.id, e.isOpened, e.origin])).toEqual([
      ['legend', true, 'file'],
      ['powers', true, 'file'],
      ['lore', false, 'file'],
    ]);
    expect(stories.total).toBe(3);
    expect(stories.items[0]).toEqual({
      id: 'legend',
      title: 'Chapter legend',
      image: '/editorial/story/legend.svg',
      isOpened: true,
      origin: 'file',
    });
    expect((await consoleList('odyssey')).items.map((e) => [e.id, e.isOpened])).toEqual([
      ['temple', false],
      ['river', true],
    ]);
  });
});

describe('PATCH /api/admin/stories/{id} and /api/admin/odyssey/{id}', () => {
  it('opens a locked chapter for visitors, with its neighbours, and writes the audit entry', async () => {
    expect((await visitor('/api/stories/lore')).statusCode).toBe(403);
    const res = await setOpen('stories', 'lore', { isOpened: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: 'lore',
      title: 'Chapter lore',
      image: '/editorial/story/lore.svg',
      isOpened: true,
      origin: 'edited',
    });
    const page = await visitor('/api/stories/lore');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.previous).toEqual({ id: 'powers', title: 'Chapter powers' });
    expect((await visitor('/api/stories/powers')).json().data.next).toEqual({
      id: 'lore',
      title: 'Chapter lore',
    });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'story.update'));
    expect(entry).toMatchObject({
      actor: owner.account,
      target: 'lore',
      before: { id: 'lore', isOpened: false, origin: 'file' },
      after: { id: 'lore', isOpened: true, origin: 'edited' },
    });
  });

  it('locks an open stage: its page refuses, its card shows the teaser only', async () => {
    expect((await setOpen('odyssey', 'river', { isOpened: false })).statusCode).toBe(200);
    const locked = await visitor('/api/odyssey/river');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(editorialMessages.locked);
    const card = (await visitor('/api/odyssey/all')).json().data.items[1];
    expect(card).toMatchObject({ id: 'river', isOpened: false, text: [] });
    const sitemap = (await visitor('/sitemap.xml')).body;
    expect(sitemap).not.toContain('/odyssey/river');
    expect(sitemap).toContain('/story/lore');
  });

  it('keeps the console choice across a reload, even when the file changes', async () => {
    // Same files: nothing is rewritten.
    await loadEditorialContent(t.db, content.dir);
    expect((await visitor('/api/stories/lore')).statusCode).toBe(200);
    // The file changes (new words, still locked there): the words follow the file, the lock the console.
    await storyFile(content.dir, 'lore', 3, { isOpened: false, body: 'Rewritten lore.' });
    await odysseyFile(content.dir, 'river', 2, true);
    const result = await loadEditorialContent(t.db, content.dir);
    expect(result.loreRewritten).toEqual(['story']);
    const page = await visitor('/api/stories/lore');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.text).toEqual(['Rewritten lore.']);
    expect((await visitor('/api/odyssey/river')).statusCode).toBe(403);
    expect((await consoleList('stories')).items.map((e) => [e.id, e.isOpened, e.origin])).toEqual([
      ['legend', true, 'file'],
      ['powers', true, 'file'],
      ['lore', true, 'edited'],
    ]);
  });

  it('answers 400 naming the field, and 404 for an unknown entry', async () => {
    for (const payload of [{}, { isOpened: 'yes' }]) {
      const res = await setOpen('stories', 'lore', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('isOpened');
    }
    expect((await setOpen('stories', 'Not_A_Slug', { isOpened: true })).json().field).toBe('id');
    const unknown = await setOpen('odyssey', 'no-such-stage', { isOpened: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(editorialMessages.notFound);
    // A chapter is not a stage.
    expect((await setOpen('odyssey', 'legend', { isOpened: false })).statusCode).toBe(404);
  });

  it('answers 401 to a visitor and 403 to a member or a judge, and changes nothing', async () => {
    for (const section of ['stories', 'odyssey'] as const) {
      const id = section === 'stories' ? 'legend' : 'temple';
      expect((await setOpen(section, id, { isOpened: false }, '')).statusCode).toBe(401);
      expect((await setOpen(section, id, { isOpened: false }, member.cookie)).statusCode).toBe(403);
      expect((await setOpen(section, id, { isOpened: false }, judge.cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/admin/${section}` })).statusCode).toBe(401);
      const judged = await t.app.inject({ url: `/api/admin/${section}`, headers: { cookie: judge.cookie } });
      expect(judged.statusCode).toBe(403);
    }
    expect((await consoleList('stories')).items[0]).toMatchObject({
      id: 'legend',
      isOpened: true,
      origin: 'file',
    });
  });
});

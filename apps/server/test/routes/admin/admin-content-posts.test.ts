import { blogMessages } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, auditLog } from '../../../src/db/schema/index.ts';
import { loadEditorialContent } from '../../../src/services/editorial/content-loader.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { contentDir, postFile } from '../../services/editorial/editorial-fixtures.ts';

const ownerKey = generatePrivateKey();
let t: TestApp;
let content: Awaited<ReturnType<typeof contentDir>>;
let moderator: { cookie: string; account: string };
let judge: { cookie: string; account: string };
let member: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(ownerKey).address } });
  content = await contentDir();
  await postFile(content.dir, 'blog', 'from-a-file', { title: 'From a file', category: 'News' });
  await postFile(content.dir, 'blog', 'file-to-edit', { title: 'File to edit', category: 'News' });
  await postFile(content.dir, 'about', 'the-team', { title: 'The team' });
  await loadEditorialContent(t.db, content.dir);
  const owner = await signIn(t.app, ownerKey);
  [moderator, judge, member] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];
  await t.db.insert(adminRoles).values([
    { account: moderator.account, role: 'moderator', grantedBy: owner.account },
    { account: judge.account, role: 'judge', grantedBy: 'test' },
  ]);
});
afterAll(async () => {
  await t.close();
  await content.remove();
});

const input = (slug: string, fields: Record<string, unknown> = {}) => ({
  slug,
  title: `Title of ${slug}`,
  category: 'Drafts',
  excerpt: 'A short excerpt',
  author: 'The team',
  markdown: 'Words of the post.',
  ...fields,
});
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie === '' ? {} : { cookie: cookie ?? moderator.cookie },
  });
const visitor = (url: string) => t.app.inject({ url });
const auditOf = (action: string, target?: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), target ? eq(auditLog.target, target) : undefined));

describe('drafts', () => {
  it('are invisible to visitors: lists, categories, the post itself and the sitemap', async () => {
    const created = await send('POST', '/api/admin/blogs', input('secret-plan', { draft: true }));
    expect(created.statusCode).toBe(201);
    const { _id } = created.json().data;

    const list = (await visitor('/api/blogs/all/')).json().data;
    expect(list.items.map((p: { slug: string }) => p.slug)).not.toContain('secret-plan');
    expect(list.total).toBe(2);
    const categories = (await visitor('/api/blogs/categories/all/')).json().data;
    expect(categories).toEqual({ items: [{ category: 'News', totalCount: 2 }], total: 1 });
    for (const ref of ['secret-plan', String(_id)]) {
      const res = await visitor(`/api/blogs/${ref}`);
      expect(res.statusCode, ref).toBe(404);
      expect(res.json().message).toBe(blogMessages.notFound);
    }
    const sitemap = (await visitor('/sitemap.xml')).body;
    expect(sitemap).toContain('/blogs/from-a-file');
    expect(sitemap).not.toContain('secret-plan');

    // The console sees it, with its Markdown.
    const detail = await send('GET', '/api/admin/blogs/secret-plan');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      _id,
      slug: 'secret-plan',
      draft: true,
      origin: 'console',
      markdown: 'Words of the post.',
      html: '<p>Words of the post.</p>\n',
    });
  });

  it('go public when saved without draft, dated now unless a date is given', async () => {
    const before = Date.now();
    const res = await send('PUT', '/api/admin/blogs/secret-plan', input('secret-plan'));
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().data.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await visitor('/api/blogs/secret-plan')).statusCode).toBe(200);
    const categories = (await visitor('/api/blogs/categories/all/')).json().data.items;
    expect(categories).toEqual([
      { category: 'Drafts', totalCount: 1 },
      { category: 'News', totalCount: 2 },
    ]);
  });
});

describe('GET /api/admin/blogs and /api/admin/abouts', () => {
  it('lists every post with its state and origin, filtered, searched and sorted', async () => {
    await send('POST', '/api/admin/blogs', input('draft-two', { draft: true, title: 'Another_draft 100%' }));
    const edited = await send(
      'PUT',
      '/api/admin/blogs/file-to-edit',
      input('file-to-edit', { category: 'News' }),
    );
    expect(edited.statusCode).toBe(200);

    const all = (await send('GET', '/api/admin/blogs?limit=100')).json().data;
    const origins = Object.fromEntries(
      all.items.map((p: { slug: string; origin: string; draft: boolean }) => [p.slug, [p.origin, p.draft]]),
    );
    expect(origins).toEqual({
      'from-a-file': ['file', false],
      'file-to-edit': ['edited', false],
      'secret-plan': ['console', false],
      'draft-two': ['console', true],
    });
    expect(all.total).toBe(4);
    expect(all.items[0]).toHaveProperty('updatedAt');

    const drafts = (await send('GET', '/api/admin/blogs?status=draft')).json().data;
    expect(drafts.items.map((p: { slug: string }) => p.slug)).toEqual(['draft-two']);
    expect((await send('GET', '/api/admin/blogs?status=published')).json().data.total).toBe(3);
    // % and _ are matched as themselves, in any case.
    expect((await send('GET', '/api/admin/blogs?q=ANOTHER_')).json().data.total).toBe(1);
    expect((await send('GET', '/api/admin/blogs?q=100%25')).json().data.total).toBe(1);
    expect((await send('GET', '/api/admin/blogs?q=a_b')).json().data.total).toBe(0);
    // The author: the file's post by Tester, the others written in the console by The team.
    expect((await send('GET', '/api/admin/blogs?q=TESTER')).json().data.total).toBe(1);
    expect((await send('GET', '/api/admin/blogs?q=the%20team')).json().data.total).toBe(3);
    const byTitle = (await send('GET', '/api/admin/blogs?sort=title&limit=2')).json().data;
    expect(byTitle.items.map((p: { title: string }) => p.title)).toEqual([
      'Another_draft 100%',
      'From a file',
    ]);
    expect(byTitle.total).toBe(4);

    const abouts = (await send('GET', '/api/admin/abouts')).json().data;
    expect(abouts.items).toEqual([
      expect.objectContaining({ slug: 'the-team', origin: 'file', draft: false }),
    ]);
    // A reload leaves the edited post as the console saved it.
    await loadEditorialContent(t.db, content.dir);
    expect((await send('GET', '/api/admin/blogs/file-to-edit')).json().data).toMatchObject({
      origin: 'edited',
      title: 'Title of file-to-edit',
    });
  });

  it('answers 400 naming the field for a bad query and 404 for an unknown post', async () => {
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['status=hidden', 'status'],
      ['sort=best', 'sort'],
      ['offset=-1', 'offset'],
    ]) {
      const res = await send('GET', `/api/admin/blogs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
    for (const ref of ['no-such-post', '999999']) {
      const res = await send('GET', `/api/admin/abouts/${ref}`);
      expect(res.statusCode).toBe(404);
    }
    expect((await send('GET', '/api/admin/blogs/Not%20A%20Slug')).json().field).toBe('id');
  });
});

describe('POST /api/admin/posts/preview', () => {
  it('renders Markdown as the site does, raw HTML shown as text, and saves nothing', async () => {
    const before = (await send('GET', '/api/admin/blogs')).json().data.total;
    const res = await send('POST', '/api/admin/posts/preview', {
      markdown:
        '# Hi\n\n<script>alert(1)</script> [x](javascript:alert(1)) ![a](http://insecure.example/a.png)',
    });
    expect(res.statusCode).toBe(200);
    const { html } = res.json().data;
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|href="javascript|src="http:/);
    expect((await send('GET', '/api/admin/blogs')).json().data.total).toBe(before);
    expect(await auditOf('posts.preview')).toEqual([]);
    const empty = await send('POST', '/api/admin/posts/preview', { markdown: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('markdown');
  });
});

describe('who may', () => {
  it('answers 401 to a visitor, 403 to a member and to a judge, on every console post route', async () => {
    const calls = [
      ['GET', '/api/admin/blogs', undefined],
      ['GET', '/api/admin/abouts/the-team', undefined],
      ['POST', '/api/admin/posts/preview', { markdown: 'x' }],
      ['PUT', '/api/admin/blogs/from-a-file', input('from-a-file')],
      ['DELETE', '/api/admin/abouts/the-team', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, payload, '')).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, payload, member.cookie)).statusCode, `${method} ${url}`).toBe(403);
      const refused = await send(method, url, payload, judge.cookie);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toContain('content:edit');
    }
  });
});

describe('the audit log', () => {
  it('keeps the old post for an update and a delete, and the new one for a create', async () => {
    const [created] = await auditOf('blog.create');
    expect(created?.after).toMatchObject({ slug: 'secret-plan' });
    const [updated] = await auditOf('blog.update', 'file-to-edit');
    expect(updated?.before).toMatchObject({
      title: 'File to edit',
      origin: 'file',
      markdown: expect.any(String),
    });
    expect(updated?.after).toMatchObject({ title: 'Title of file-to-edit' });

    const removed = await send('DELETE', '/api/admin/blogs/draft-two');
    expect(removed.statusCode).toBe(200);
    const [deleted] = await auditOf('blog.delete', 'draft-two');
    expect(deleted?.before).toMatchObject({ slug: 'draft-two', draft: true });
    expect(deleted?.actor).toBe(moderator.account);
    expect((await send('DELETE', '/api/admin/blogs/draft-two')).statusCode).toBe(404);
    expect(await auditOf('blog.delete', 'draft-two')).toHaveLength(1);
  });
});

import { blogMessages } from '@guardians/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEditorialContent } from '../../src/services/editorial/content-loader.ts';
import { signIn } from '../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { contentDir, postFile } from '../services/editorial/editorial-fixtures.ts';

const adminKey = generatePrivateKey();
let t: TestApp;
let content: Awaited<ReturnType<typeof contentDir>>;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address } });
  content = await contentDir();
  await postFile(content.dir, 'blog', 'from-a-file', { title: 'From a file', category: 'News' });
  await loadEditorialContent(t.db, content.dir);
  adminCookie = (await signIn(t.app, adminKey)).cookie;
  userCookie = (await signIn(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  await content.remove();
});

const input = (slug: string, fields: Record<string, unknown> = {}) => ({
  slug,
  title: `Title of ${slug}`,
  category: 'Updates',
  excerpt: 'A short excerpt',
  author: 'The team',
  markdown: '## Hello\n\nSee [the story](/story) or <script>alert(1)</script>.',
  ...fields,
});
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('admin post routes', () => {
  it('refuses anonymous callers with 401 and non-admins with 403', async () => {
    const attempts = [
      ['POST', '/api/admin/blogs', input('sneaky')],
      ['PUT', '/api/admin/blogs/from-a-file', input('from-a-file')],
      ['DELETE', '/api/admin/blogs/from-a-file', undefined],
      ['POST', '/api/admin/abouts', input('sneaky')],
      ['PUT', '/api/admin/abouts/1', input('sneaky')],
      ['DELETE', '/api/admin/abouts/1', undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      expect((await send(method, url, payload, '')).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, payload, userCookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get('/api/blogs/sneaky')).statusCode).toBe(404);
    expect((await get('/api/blogs/from-a-file')).json().data.title).toBe('From a file');
  });

  it('answers 400 naming the field for an invalid body', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [input('Bad Slug'), 'slug'],
      [input('ok', { title: '  ' }), 'title'],
      [input('ok', { markdown: '' }), 'markdown'],
      [input('ok', { image: 'javascript:alert(1)' }), 'image'],
      [input('ok', { image: '//evil.example/x.png' }), 'image'],
      [input('ok', { category: 'x'.repeat(41) }), 'category'],
      [input('all'), 'slug'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('POST', '/api/admin/blogs', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await get('/api/blogs/ok')).statusCode).toBe(404);
  });

  it('creates a blog post that the public API shows, with safe HTML', async () => {
    const res = await send(
      'POST',
      '/api/admin/blogs',
      input('fresh-news', { publishedAt: '2030-01-01T00:00:00Z' }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ slug: 'fresh-news', title: 'Title of fresh-news', image: null });
    expect(created.html).toBe(
      '<h2>Hello</h2>\n<p>See <a href="/story">the story</a> or &lt;script&gt;alert(1)&lt;/script&gt;.</p>\n',
    );
    expect((await get(`/api/blogs/${created._id}`)).json().data).toEqual(created);
    const list = (await get('/api/blogs/all/')).json().data;
    expect(list.items[0].slug).toBe('fresh-news');
    expect(list.total).toBe(2);
    const categories = (await get('/api/blogs/categories/all/')).json().data.items;
    expect(categories).toEqual([
      { category: 'News', totalCount: 1 },
      { category: 'Updates', totalCount: 1 },
    ]);
  });

  it('answers 409 when the slug is taken, on create and on update, even when two arrive at once', async () => {
    const taken = await send('POST', '/api/admin/blogs', input('from-a-file'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: blogMessages.slugTaken, field: 'slug' });
    const renamed = await send('PUT', '/api/admin/blogs/fresh-news', input('from-a-file'));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(blogMessages.slugTaken);
    const race = await Promise.all([1, 2, 3].map(() => send('POST', '/api/admin/blogs', input('race'))));
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('answers 404 when updating or deleting an unknown post', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const id of ['no-such-post', '999999']) {
        const res = await send(method, `/api/admin/blogs/${id}`, method === 'PUT' ? input(id) : undefined);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json().message).toBe(blogMessages.notFound);
      }
    }
  });

  it('updates a post from a file, which the next start then leaves alone', async () => {
    const res = await send(
      'PUT',
      '/api/admin/blogs/from-a-file',
      input('from-a-file', { title: 'Edited online', category: 'News' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('Edited online');
    await postFile(content.dir, 'blog', 'from-a-file', { title: 'Edited in the file', category: 'News' });
    await loadEditorialContent(t.db, content.dir);
    expect((await get('/api/blogs/from-a-file')).json().data.title).toBe('Edited online');
  });

  it('renames a post by number and keeps its publication date when none is sent', async () => {
    const before = (await get('/api/blogs/fresh-news')).json().data;
    const res = await send(
      'PUT',
      `/api/admin/blogs/${before._id}`,
      input('renamed-news', { title: 'Renamed' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: before._id,
      slug: 'renamed-news',
      publishedAt: before.publishedAt,
    });
    expect((await get('/api/blogs/fresh-news')).statusCode).toBe(404);
    expect((await get('/api/blogs/renamed-news')).json().data.title).toBe('Renamed');
  });

  it('deletes a post, which the public API then no longer has', async () => {
    const res = await send('DELETE', '/api/admin/blogs/renamed-news');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slug).toBe('renamed-news');
    expect((await get('/api/blogs/renamed-news')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/blogs/renamed-news')).statusCode).toBe(404);
  });

  it('writes about entries separately from blog posts (the same slug may exist in both)', async () => {
    const created = await send('POST', '/api/admin/abouts', input('from-a-file', { category: 'Project' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    expect((await get('/api/abouts/from-a-file')).json().data.category).toBe('Project');
    expect((await get('/api/blogs/from-a-file')).json().data.title).toBe('Edited online');
    const updated = await send('PUT', `/api/admin/abouts/${id}`, input('from-a-file', { title: 'About us' }));
    expect(updated.json().data.title).toBe('About us');
    expect((await send('DELETE', `/api/admin/abouts/${id}`)).statusCode).toBe(200);
    expect((await get('/api/abouts/all/')).json().data).toEqual({ items: [], total: 0 });
    expect((await get('/api/blogs/from-a-file')).statusCode).toBe(200);
  });
});

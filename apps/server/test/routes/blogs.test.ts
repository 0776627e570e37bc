import { blogMessages } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEditorialContent } from '../../src/services/editorial/content-loader.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { contentDir, postFile } from '../services/editorial/editorial-fixtures.ts';

let t: TestApp;
let content: Awaited<ReturnType<typeof contentDir>>;

/** Twelve posts, one per month of 2026, newest = `news-12`; categories News 6, Art & Lore 4, Community 2. */
const categoryOf = (n: number) =>
  n <= 6 ? 'News' : n <= 10 ? 'Art & Lore' : n === 11 ? 'Community' : 'community';

beforeAll(async () => {
  t = await createTestApp();
  content = await contentDir();
  for (let n = 1; n <= 12; n++) {
    const month = String(n).padStart(2, '0');
    await postFile(content.dir, 'blog', `news-${n}`, {
      category: categoryOf(n),
      publishedAt: `2026-${month}-15T10:00:00Z`,
    });
  }
  await postFile(content.dir, 'blog', 'unsafe', {
    category: 'News',
    publishedAt: '2025-01-01T00:00:00Z',
    body: '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> ![p](data:image/png;base64,AA)',
  });
  await postFile(content.dir, 'about', 'the-project', {
    category: 'Project',
    publishedAt: '2026-02-01T00:00:00Z',
  });
  await postFile(content.dir, 'about', 'the-team', {
    category: 'Project',
    publishedAt: '2026-03-01T00:00:00Z',
  });
  await postFile(content.dir, 'about', 'judging', {
    category: 'Odyssey',
    publishedAt: '2026-01-01T00:00:00Z',
  });
  await loadEditorialContent(t.db, content.dir);
});
afterAll(async () => {
  await t.close();
  await content.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const slugs = (res: { json(): { data: { items: { slug: string }[] } } }) =>
  res.json().data.items.map((p) => p.slug);

describe('GET /api/blogs/all', () => {
  it('lists nine posts newest first by default with the total count, with or without the trailing slash', async () => {
    for (const url of ['/api/blogs/all/', '/api/blogs/all']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(slugs(res)).toEqual([
        'news-12',
        'news-11',
        'news-10',
        'news-9',
        'news-8',
        'news-7',
        'news-6',
        'news-5',
        'news-4',
      ]);
      expect(res.json().data.total).toBe(13);
    }
  });

  it('pages with offset and limit', async () => {
    expect(slugs(await get('/api/blogs/all/?offset=10&limit=5'))).toEqual(['news-2', 'news-1', 'unsafe']);
    const past = await get('/api/blogs/all/?offset=40');
    expect(past.json().data).toEqual({ items: [], total: 13 });
  });

  it('returns summaries without the body', async () => {
    const [first] = (await get('/api/blogs/all/?limit=1')).json().data.items;
    expect(Object.keys(first).sort()).toEqual([
      '_id',
      'author',
      'category',
      'excerpt',
      'image',
      'publishedAt',
      'slug',
      'title',
    ]);
    expect(first.publishedAt).toBe('2026-12-15T10:00:00.000Z');
  });

  it('filters by an exact category in any case and counts only that category', async () => {
    for (const category of [
      'art%20%26%20lore',
      'ART%20%26%20LORE',
      'Art%20%26%20Lore',
      '%20Art%20%26%20Lore%20',
    ]) {
      const res = await get(`/api/blogs/all/?category=${category}`);
      expect(slugs(res), category).toEqual(['news-10', 'news-9', 'news-8', 'news-7']);
      expect(res.json().data.total).toBe(4);
    }
    const community = await get('/api/blogs/all/?category=Community&limit=1');
    expect(slugs(community)).toEqual(['news-12']);
    expect(community.json().data.total).toBe(2);
    expect((await get('/api/blogs/all/?category=Art')).json().data).toEqual({ items: [], total: 0 });
    expect((await get('/api/blogs/all/?category=')).json().data.total).toBe(13);
  });

  it('rejects a limit above 50, a limit of 0 and a negative offset with 400', async () => {
    for (const query of ['?limit=51', '?limit=0', '?offset=-1', '?limit=ten']) {
      expect((await get(`/api/blogs/all/${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/api/blogs/all/?limit=50')).statusCode).toBe(200);
  });
});

describe('GET /api/blogs/categories/all', () => {
  it('lists the categories by name with their counts, one entry per category whatever its case', async () => {
    for (const url of ['/api/blogs/categories/all/', '/api/blogs/categories/all']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        items: [
          { category: 'Art & Lore', totalCount: 4 },
          { category: 'Community', totalCount: 2 },
          { category: 'News', totalCount: 7 },
        ],
        total: 3,
      });
    }
  });

  it('pages the categories', async () => {
    const res = await get('/api/blogs/categories/all/?offset=1&limit=1');
    expect(res.json().data).toEqual({ items: [{ category: 'Community', totalCount: 2 }], total: 3 });
  });
});

describe('GET /api/blogs/{id}', () => {
  it('finds a post by its number and by its slug', async () => {
    const bySlug = await get('/api/blogs/news-3');
    expect(bySlug.statusCode).toBe(200);
    const post = bySlug.json().data;
    expect(post).toMatchObject({ slug: 'news-3', title: 'Post news-3', category: 'News' });
    expect(post.html).toBe('<p>The body of <strong>news-3</strong>.</p>\n');
    const byNumber = await get(`/api/blogs/${post._id}`);
    expect(byNumber.json().data).toEqual(post);
  });

  it('answers 404 for an unknown post, a number beyond the integer range and an about entry', async () => {
    const about = (await get('/api/abouts/the-team')).json().data;
    for (const id of ['no-such-post', '999999', '999999999', 'the-team', String(about._id)]) {
      const res = await get(`/api/blogs/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'POST_NOT_FOUND', message: blogMessages.notFound });
    }
  });

  it('answers 400 for an id that is neither a number nor a slug', async () => {
    for (const id of ['Bad_Slug', '-1', 'a--b']) {
      expect((await get(`/api/blogs/${id}`)).statusCode, id).toBe(400);
    }
  });

  it('serves unsafe Markdown as inert text', async () => {
    const { html } = (await get('/api/blogs/unsafe')).json().data;
    // Every tag in the source is shown as text; the refused link and image keep their words.
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n' +
        '<p>[x](javascript:alert(1)) &lt;img src=x onerror=alert(1)&gt; ![p](data:image/png;base64,AA)</p>\n',
    );
    expect(html.match(/<[a-z]+/g)).toEqual(['<p', '<p']);
  });
});

describe('about entries', () => {
  it('lists them newest first, with paging, category filter and counts', async () => {
    const all = await get('/api/abouts/all/');
    expect(slugs(all)).toEqual(['the-team', 'the-project', 'judging']);
    expect(all.json().data.total).toBe(3);
    expect(slugs(await get('/api/abouts/all?offset=1&limit=1'))).toEqual(['the-project']);
    const project = await get('/api/abouts/all/?category=project');
    expect(slugs(project)).toEqual(['the-team', 'the-project']);
    expect(project.json().data.total).toBe(2);
  });

  it('finds one by number or slug and answers 404 for a blog post', async () => {
    const entry = (await get('/api/abouts/judging')).json().data;
    expect(entry.category).toBe('Odyssey');
    expect((await get(`/api/abouts/${entry._id}`)).json().data.slug).toBe('judging');
    const res = await get('/api/abouts/news-1');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(blogMessages.notFound);
  });
});

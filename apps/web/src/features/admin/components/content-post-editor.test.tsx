import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { bodyOf, renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { createPost, createPostSummary, listAnswer } from '../utils/content-test-kit.ts';
import { ContentPage } from './content-page.tsx';

const renderEditor = (path: string) =>
  renderConsolePage(<ContentPage viewer={viewerWith(['moderator'])} />, path, '/admin/content');
const calls = (fetch: ReturnType<typeof serveApi>, method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method);
const preview = ({ init }: { init: RequestInit | undefined }) => {
  const { markdown } = bodyOf(init) as { markdown: string };
  return Response.json({ data: { html: `<p>rendered: ${markdown}</p>` } });
};
const type = (name: RegExp | string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('the post editor', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('checks a new post with the server’s schema before sending anything', async () => {
    const fetch = serveApi({ '/api/admin/blogs': listAnswer([]) });
    renderEditor('/admin/content');
    fireEvent.click(await screen.findByRole('button', { name: 'New post' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Title is needed')).toBeTruthy();
    expect(screen.getByText('Body is needed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/fields need a change before saving/);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    expect(calls(fetch, 'POST').filter(([url]) => String(url) === '/api/admin/blogs')).toEqual([]);
  });

  it('previews the Markdown as the site renders it, then publishes with the slug made from the title', async () => {
    const fetch = serveApi({
      '/api/admin/blogs': listAnswer([]),
      'POST /api/admin/posts/preview': preview,
      'POST /api/admin/blogs': ({ init }) =>
        Response.json({ data: { ...createPost({ _id: 9 }), ...(bodyOf(init) as object) } }, { status: 201 }),
      '/api/admin/blogs/9': () => Response.json({ data: createPost({ _id: 9, origin: 'console' }) }),
    });
    const router = renderEditor('/admin/content?edit=new');
    type('Title', "The Koi's Ascent");
    type('Category', 'Lore');
    type('Author', 'Suirin');
    type('Excerpt', 'It climbs.');
    type(/^Body/, '**The falls**');
    const pane = screen.getByTestId('post-preview');
    await vi.waitFor(() => expect(within(pane).getByText('rendered: **The falls**')).toBeTruthy());
    expect(calls(fetch, 'POST').filter(([url]) => String(url) === '/api/admin/posts/preview')).toHaveLength(
      1,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?edit=9'));
    expect(bodyOf(calls(fetch, 'POST').find(([url]) => String(url) === '/api/admin/blogs')?.[1])).toEqual({
      slug: 'the-kois-ascent',
      title: "The Koi's Ascent",
      category: 'Lore',
      excerpt: 'It climbs.',
      image: null,
      author: 'Suirin',
      markdown: '**The falls**',
      draft: false,
    });
  });

  it('shows the server’s refusal of a slug under the slug field', async () => {
    serveApi({
      '/api/admin/blogs/5': () => Response.json({ data: createPost({ draft: true }) }),
      'POST /api/admin/posts/preview': preview,
      'PUT /api/admin/blogs/5': () =>
        Response.json(
          {
            statusCode: 409,
            code: 'POST_SLUG_TAKEN',
            message: 'Another post already uses this slug',
            field: 'slug',
          },
          { status: 409 },
        ),
    });
    renderEditor('/admin/content?edit=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Another post already uses this slug')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Slug' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('unpublishes a published post, and deletes it only once confirmed', async () => {
    const fetch = serveApi({
      '/api/admin/blogs': listAnswer([createPostSummary()]),
      '/api/admin/blogs/5': () => Response.json({ data: createPost() }),
      'POST /api/admin/posts/preview': preview,
      'PUT /api/admin/blogs/5': ({ init }) =>
        Response.json({ data: { ...createPost(), ...(bodyOf(init) as object) } }),
      'DELETE /api/admin/blogs/5': () => Response.json({ data: createPost() }),
    });
    const router = renderEditor('/admin/content?edit=5');
    expect(await screen.findByText(/As its file in content\/ has it/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await vi.waitFor(() => expect(calls(fetch, 'PUT')).toHaveLength(1));
    expect(bodyOf(calls(fetch, 'PUT')[0]?.[1])).toMatchObject({ draft: true, slug: 'the-koi-rises' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “The koi rises”?' });
    expect(dialog.textContent).toMatch(/remove the file too/);
    expect(calls(fetch, 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls(fetch, 'DELETE')).toHaveLength(1);
    expect(calls(fetch, 'PUT')).toHaveLength(1);
  });

  it('says so when the post is gone', async () => {
    serveApi({ '/api/admin/blogs/8': () => errorAnswer(404, 'NOT_FOUND', 'We couldn’t find this post') });
    renderEditor('/admin/content?edit=8');
    expect(await screen.findByText('This post no longer exists')).toBeTruthy();
  });
});

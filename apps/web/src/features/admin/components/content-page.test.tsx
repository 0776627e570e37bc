import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { createPostSummary, listAnswer } from '../utils/content-test-kit.ts';
import { ContentPage } from './content-page.tsx';

const renderPage = (roles: Parameters<typeof viewerWith>[0], path = '/admin/content') =>
  renderConsolePage(<ContentPage viewer={viewerWith(roles)} />, path, '/admin/content');

const posts = [
  createPostSummary(),
  createPostSummary({ _id: 6, slug: 'falls', title: 'The great falls', draft: true, origin: 'console' }),
  createPostSummary({ _id: 7, slug: 'temple', title: 'The temple', origin: 'edited' }),
];

describe('the Content page', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('lists the posts with their state and where each came from', async () => {
    serveApi({ '/api/admin/blogs': listAnswer(posts) });
    renderPage(['moderator']);
    const [file, draft, edited] = await screen.findAllByTestId('content-post');
    expect(within(file as HTMLElement).getByText('From content/')).toBeTruthy();
    expect(within(file as HTMLElement).queryByText('Draft')).toBeNull();
    expect(within(draft as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(within(draft as HTMLElement).getByText('Written here')).toBeTruthy();
    expect(within(edited as HTMLElement).getByText('Edited')).toBeTruthy();
    expect(screen.getByText('3 posts')).toBeTruthy();
  });

  it('keeps the search and filters in the URL and asks the server for them', async () => {
    const fetch = serveApi({ '/api/admin/blogs': listAnswer(posts) });
    const router = renderPage(['moderator'], '/admin/content?sort=title');
    await screen.findAllByTestId('content-post');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
    fireEvent.change(screen.getByRole('searchbox', { name: /^Search by title/ }), {
      target: { value: 'falls' },
    });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=title&status=draft&q=falls'), {
      timeout: 2000,
    });
    const asked = () =>
      fetch.mock.calls
        .map(([url]) => new URL(String(url), 'http://site.test'))
        .filter((url) => url.pathname === '/api/admin/blogs')
        .map((url) => url.search);
    await vi.waitFor(() => expect(asked().at(-1)).toBe('?offset=0&limit=25&status=draft&sort=title&q=falls'));
  });

  it('offers the newsletter export to owners only', async () => {
    serveApi({ '/api/admin/blogs': listAnswer(posts) });
    renderPage(['moderator']);
    await screen.findAllByTestId('content-post');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Posts',
      'About',
      'Story',
      'Odyssey',
      'Vault',
    ]);
    cleanup();

    serveApi({ '/api/admin/blogs': listAnswer(posts) });
    const router = renderPage(['owner']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Newsletter' }));
    expect(router.state.location.search).toBe('?tab=newsletter');
    const link = screen.getByRole('link', { name: 'Download subscribers (CSV)' });
    expect(link.getAttribute('href')).toBe('/api/admin/newsletter.csv');
  });

  it('shows the Shields tab, with the panel the route passes in, only when it is given', async () => {
    serveApi({ '/api/admin/blogs': listAnswer(posts) });
    const router = renderConsolePage(
      <ContentPage viewer={viewerWith(['moderator'])} shieldsPanel={<p>the shields panel</p>} />,
      '/admin/content',
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Shields' }));
    expect(router.state.location.search).toBe('?tab=shields');
    expect(screen.getByRole('tabpanel').textContent).toBe('the shields panel');
  });

  it('reads the About entries from their own path', async () => {
    const fetch = serveApi({ '/api/admin/abouts': listAnswer([createPostSummary({ title: 'Who we are' })]) });
    renderPage(['moderator'], '/admin/content?tab=about');
    expect(await screen.findByText('Who we are')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New entry' })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin/abouts?'))).toBe(true);
  });
});

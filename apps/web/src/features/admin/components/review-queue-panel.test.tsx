import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { bodyOf, createReviewItem, renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { QuestsPage } from './quests-page.tsx';

const items = [
  createReviewItem(),
  createReviewItem({ _id: '8', username: null, proof: 'javascript:alert(1)', questTitle: 'Write a haiku' }),
];
const queue = () => Response.json({ data: { items, total: items.length } });
const renderModeratorPage = (path = '/admin/quests') =>
  renderConsolePage(<QuestsPage viewer={viewerWith(['moderator'])} />, path, '/admin/quests');
const posts = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the review queue', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('shows who sent what for which quest; only http(s) proof becomes a link', async () => {
    const fetch = serveApi({ '/api/admin/quest-completions': queue });
    renderModeratorPage();
    const [linked, text] = await screen.findAllByTestId('review-item');
    expect(screen.getByText('2 waiting for review, oldest first')).toBeTruthy();
    expect(
      within(linked as HTMLElement).getByRole('heading', { name: 'Share your Guardian story' }),
    ).toBeTruthy();
    expect(within(linked as HTMLElement).getByText('25 coins')).toBeTruthy();
    expect(
      within(linked as HTMLElement)
        .getByRole('link', { name: 'https://x.com/koi_keeper/status/1' })
        .getAttribute('rel'),
    ).toContain('noopener');
    expect(within(text as HTMLElement).getByText('javascript:alert(1)')).toBeTruthy();
    expect(within(text as HTMLElement).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      '/api/admin/quest-completions?status=pending&offset=0&limit=25',
    );
  });

  it('approves with one click', async () => {
    const fetch = serveApi({
      '/api/admin/quest-completions': queue,
      'POST /api/admin/quest-completions/7/approve': () =>
        Response.json({ data: { ...items[0], status: 'completed', reviewedBy: '0xa1' } }),
    });
    renderModeratorPage();
    fireEvent.click(
      await screen.findByRole('button', { name: "Approve koi_keeper's proof for Share your Guardian story" }),
    );
    await vi.waitFor(() =>
      expect(posts(fetch).map(([url]) => url)).toEqual(['/api/admin/quest-completions/7/approve']),
    );
  });

  it('asks before rejecting, sends the reason, and shows a refusal in the dialog', async () => {
    let answer = () =>
      errorAnswer(409, 'COMPLETION_ALREADY_PAID', 'This completion was already approved and paid');
    const fetch = serveApi({
      '/api/admin/quest-completions': queue,
      'POST /api/admin/quest-completions/7/reject': () => answer(),
    });
    renderModeratorPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Reject koi_keeper/ }));
    const dialog = screen.getByRole('dialog', { name: "Reject koi_keeper's proof?" });
    expect(posts(fetch)).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'The link is private' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject proof' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This completion was already approved and paid',
    );

    answer = () =>
      Response.json({ data: { ...items[0], status: 'rejected', reviewNote: 'The link is private' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject proof' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetch).map(([, init]) => bodyOf(init))).toEqual([
      { reason: 'The link is private' },
      { reason: 'The link is private' },
    ]);
  });

  it('keeps the status in the URL and says who decided on reviewed ones', async () => {
    const fetch = serveApi({
      '/api/admin/quest-completions': ({ url }) =>
        url.searchParams.get('status') === 'rejected'
          ? Response.json({
              data: {
                items: [
                  createReviewItem({
                    status: 'rejected',
                    reviewedBy: '0x00000000000000000000000000000000000000a1',
                    reviewNote: 'Not a Guardian',
                  }),
                ],
                total: 1,
              },
            })
          : Response.json({ data: { items: [], total: 0 } }),
    });
    const router = renderModeratorPage();
    await screen.findByText('Nothing waits for review.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'rejected' } });
    const [item] = await screen.findAllByTestId('review-item');
    expect(router.state.location.search).toBe('?status=rejected');
    expect(within(item as HTMLElement).getByText('Rejected')).toBeTruthy();
    expect(within(item as HTMLElement).getByText(': “Not a Guardian”')).toBeTruthy();
    expect(within(item as HTMLElement).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('status=rejected'))).toBe(true);
  });
});

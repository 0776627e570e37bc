import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import {
  bodyOf,
  createConsoleSubmission,
  renderConsolePage,
  viewerWith,
} from '../utils/console-test-kit.tsx';
import { SubmissionsPage } from './submissions-page.tsx';

const hidden = createConsoleSubmission({
  _id: 13,
  submissionProcessId: 'GS-00013',
  disabled: true,
  moderation: { reason: 'Not fan art', by: '0xa1', byName: 'Suirin', at: '2026-04-22T09:30:00.000Z' },
});
const submissions = [createConsoleSubmission(), hidden];
const list = () => Response.json({ data: { items: submissions, total: submissions.length } });
const renderPage = (roles: Parameters<typeof viewerWith>[0], path = '/admin/submissions') =>
  renderConsolePage(<SubmissionsPage viewer={viewerWith(roles)} />, path, '/admin/submissions');
const patches = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe('the Submissions page', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('shows a judge every submission with its process id, artist, loves and why one is hidden, read-only', async () => {
    serveApi({ '/api/admin/gallery/submissions': list });
    renderPage(['judge']);
    const [shown, hiddenTile] = await screen.findAllByTestId('console-submission');
    const picture = within(shown as HTMLElement).getByRole('img', {
      name: 'Fan art GS-00012 by @suirin_art',
    });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('src')).toBe('/api/media/gallery/12-preview.webp');
    expect(within(shown as HTMLElement).getByText('GS-00012')).toBeTruthy();
    expect(within(shown as HTMLElement).getByText('4 loves', { exact: false })).toBeTruthy();
    expect(within(shown as HTMLElement).getByText('Shown')).toBeTruthy();
    expect(within(hiddenTile as HTMLElement).getByTestId('moderation-note').textContent).toMatch(
      /^Hidden by Suirin on .+2026.+: Not fan art$/,
    );
    expect(screen.queryByRole('button', { name: /^Hide|^Show again/ })).toBeNull();
    expect(screen.getByText(/needs a moderator or an owner/)).toBeTruthy();
  });

  it('asks a moderator for a reason before hiding, and shows one again without asking', async () => {
    const fetch = serveApi({
      '/api/admin/gallery/submissions': list,
      'PATCH /api/admin/gallery/submissions/12': ({ init }) =>
        Response.json({
          data: { ...submissions[0], disabled: (bodyOf(init) as { disabled: boolean }).disabled },
        }),
      'PATCH /api/admin/gallery/submissions/13': () =>
        Response.json({ data: { ...hidden, disabled: false } }),
    });
    renderPage(['moderator']);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide GS-00012' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide GS-00012?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide submission' }));
    expect(await within(dialog).findByText('Reason is needed')).toBeTruthy();
    expect(patches(fetch)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  Spam link  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide submission' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(patches(fetch)[0]?.[1])).toEqual({ disabled: true, reason: 'Spam link' });

    fireEvent.click(screen.getByRole('button', { name: 'Show again GS-00013' }));
    await vi.waitFor(() => expect(patches(fetch)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(patches(fetch)[1]?.[1])).toEqual({ disabled: false });
  });

  it('keeps the filters and the search in the URL and asks the server for them', async () => {
    const fetch = serveApi({ '/api/admin/gallery/submissions': list });
    const router = renderPage(['moderator'], '/admin/submissions?sort=most_loved');
    await screen.findAllByTestId('console-submission');
    expect((screen.getByRole('combobox', { name: 'Order' }) as HTMLSelectElement).value).toBe('most_loved');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'hidden' } });
    fireEvent.change(screen.getByRole('searchbox', { name: /^Search by handle/ }), {
      target: { value: 'GS-00013' },
    });
    await vi.waitFor(
      () => expect(router.state.location.search).toBe('?sort=most_loved&status=hidden&q=GS-00013'),
      {
        timeout: 2000,
      },
    );
    const asked = () =>
      fetch.mock.calls
        .map(([url]) => new URL(String(url), 'http://site.test'))
        .filter((url) => url.pathname === '/api/admin/gallery/submissions')
        .map((url) => url.search);
    await vi.waitFor(() =>
      expect(asked().at(-1)).toBe('?offset=0&limit=24&status=hidden&sort=most_loved&q=GS-00013'),
    );
  });
});

import { type AdminRole, permissionsOf } from '@guardians/shared/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { serveApi, sessionOf, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv, createSiteConfig } from '../../../test/fixtures.ts';
import { sectionById } from '../utils/console-sections.ts';
import { ConsoleOverviewPage } from './console-overview-page.tsx';
import { ConsoleSectionPage } from './console-section-page.tsx';

const ACCOUNT = '0x1234567890abcdef1234567890abcdef1234abcd';

function renderConsole(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <ConsoleOverviewPage /> },
      { path: '/admin/site', element: <ConsoleSectionPage section={sectionById.site} /> },
      { path: '/admin/quests', element: <ConsoleSectionPage section={sectionById.quests} /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A wallet signed in as ACCOUNT holding these console roles. */
function signedInWith(roles: AdminRole[]) {
  setWalletState({ status: 'connected', address: ACCOUNT, ready: true });
  return serveApi({
    '/api/login/session': sessionOf(ACCOUNT),
    '/api/admin/me': () =>
      Response.json({ data: { isAdmin: roles.length > 0, roles, permissions: permissionsOf(roles) } }),
    '/api/admin/site-config': () =>
      Response.json({ data: { config: createSiteConfig(), editedAt: null, editedBy: null } }),
    '/api/admin/quest-completions': () => Response.json({ data: { items: [], total: 0 } }),
  });
}

describe('the console door', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
    resetWalletState();
  });

  it('asks a visitor to connect a wallet, without asking the server for roles', async () => {
    const fetch = serveApi({});
    renderConsole('/admin');
    expect(await screen.findByRole('heading', { name: 'Connect your wallet', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin'))).toBe(false);
  });

  it('tells a signed-in member without a role that the console is not theirs', async () => {
    signedInWith([]);
    renderConsole('/admin');
    expect(await screen.findByRole('heading', { name: "You don't have access to the console" })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
  });

  it('lists every section for an owner, on the overview and in the nav', async () => {
    signedInWith(['owner']);
    renderConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Site',
      'Collections',
      'Content',
      'Quests',
      'Submissions',
      'Contest',
      'Roles',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Owner')).toBeTruthy();
  });

  it('hides the Site section from a moderator, and refuses it when opened by its address', async () => {
    signedInWith(['moderator']);
    renderConsole('/admin/site');
    expect(await screen.findByRole('heading', { name: 'Your role does not allow this' })).toBeTruthy();
    expect(screen.getByText(/needs the site:edit permission/)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Content', 'Quests', 'Submissions']);
    // The form never loads: the server would refuse it anyway.
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('opens the Site form for an owner', async () => {
    signedInWith(['owner']);
    renderConsole('/admin/site');
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Site settings', level: 1 })).toBeTruthy();
  });

  it('opens Quests to a moderator on the review queue, without the editor or its tabs', async () => {
    const fetch = signedInWith(['moderator']);
    renderConsole('/admin/quests');
    expect(await screen.findByText('Nothing waits for review.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quests', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New quest' })).toBeNull();
    // The editor's list (quests:edit) is never asked for: the server would refuse it.
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin/quests'))).toBe(false);
  });
});

import { type AuditEntry, permissionsOf } from '@guardians/shared/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { AuditPage } from './audit-page.tsx';

const OWNER = '0x00000000000000000000000000000000000000a1';

function createEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-05-01T10:00:00.000Z',
    actor: OWNER,
    actorName: null,
    action: 'site.update',
    target: null,
    before: { mode: 'single' },
    after: { mode: 'multi' },
    ...overrides,
  };
}

function renderPage(path = '/admin/audit') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const viewer = {
    account: OWNER,
    status: { isAdmin: true, roles: ['owner' as const], permissions: permissionsOf(['owner']) },
  };
  const router = createMemoryRouter([{ path: '/admin/audit', element: <AuditPage viewer={viewer} /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('AuditPage', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('shows a page of changes; a row opens to its state before and after', async () => {
    serveApi({
      '/api/admin/audit': () =>
        Response.json({
          data: { items: [createEntry(), createEntry({ id: 2, action: 'roles.grant' })], total: 2 },
        }),
    });
    renderPage();
    const [site] = await screen.findAllByTestId('audit-entry');
    expect(screen.getByText('2 changes')).toBeTruthy();
    const details = within(site as HTMLElement).getByRole('button', { name: /Details/ });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toContain('"mode": "single"');
    expect(panel?.textContent).toContain('"mode": "multi"');
  });

  it('searches once typing settles, from the first page, and exports what the search matches', async () => {
    const fetch = serveApi({
      '/api/admin/audit': ({ url }) =>
        Response.json({ data: { items: url.searchParams.get('q') ? [] : [createEntry()], total: 60 } }),
    });
    const router = renderPage('/admin/audit?offset=25');
    await screen.findAllByTestId('audit-entry');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by person, action or target' }), {
      target: { value: 'roles' },
    });
    expect(await screen.findByText('No change matches “roles”.', {}, { timeout: 2000 })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=roles');
    const asked = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://site.test'))
      .filter((url) => url.pathname === '/api/admin/audit')
      .map((url) => url.search);
    expect(asked).toEqual(['?offset=25&limit=25&sort=newest', '?offset=0&limit=25&sort=newest&q=roles']);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/audit/audit.csv?q=roles',
    );
  });

  it('asks for the oldest first when the order changes', async () => {
    const fetch = serveApi({
      '/api/admin/audit': () => Response.json({ data: { items: [createEntry()], total: 1 } }),
    });
    renderPage();
    await screen.findAllByTestId('audit-entry');
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value: 'oldest' } });
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('sort=oldest'))).toBe(true),
    );
  });
});

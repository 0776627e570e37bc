import { permissionsOf, type RoleGrant } from '@guardians/shared/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { RolesPage } from './roles-page.tsx';

const OWNER = '0x00000000000000000000000000000000000000a1';
const MODERATOR = '0x00000000000000000000000000000000000000b2';
const NEWCOMER = '0x00000000000000000000000000000000000000C3';

function createGrant(overrides: Partial<RoleGrant> = {}): RoleGrant {
  return {
    account: MODERATOR,
    role: 'moderator',
    source: 'console',
    grantedBy: OWNER,
    grantedAt: '2026-04-02T09:30:00.000Z',
    name: null,
    ...overrides,
  };
}

const grants = [
  createGrant({ account: OWNER, role: 'owner', source: 'environment', grantedBy: null, grantedAt: null }),
  createGrant(),
];

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const viewer = {
    account: OWNER,
    status: { isAdmin: true, roles: ['owner' as const], permissions: permissionsOf(['owner']) },
  };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RolesPage viewer={viewer} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RolesPage', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('offers Revoke on console grants only; an ADMIN_ACCOUNTS owner says where it is set', async () => {
    serveApi({ '/api/admin/roles': () => Response.json({ data: { items: grants, total: grants.length } }) });
    renderPage();
    const [environment, consoleGrant] = await screen.findAllByTestId('role-grant');
    expect(within(environment as HTMLElement).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(environment as HTMLElement).getAllByText('ADMIN_ACCOUNTS').length).toBeGreaterThan(0);
    expect(
      within(consoleGrant as HTMLElement).getByRole('button', { name: /Revoke the moderator role/ }),
    ).toBeTruthy();
  });

  it("asks before revoking and shows the server's refusal in the dialog", async () => {
    const fetch = serveApi({
      '/api/admin/roles': () => Response.json({ data: { items: grants, total: grants.length } }),
      [`DELETE /api/admin/roles/${MODERATOR}/moderator`]: () =>
        errorAnswer(409, 'LAST_OWNER', 'This is the last owner: grant the owner role to someone else first'),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Revoke the moderator role/ }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the moderator role?' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke role' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This is the last owner: grant the owner role to someone else first',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('grants a role to a valid address only, in lower case', async () => {
    const fetch = serveApi({
      '/api/admin/roles': () => Response.json({ data: { items: grants, total: grants.length } }),
      [`PUT /api/admin/roles/${NEWCOMER.toLowerCase()}/judge`]: () =>
        Response.json({ data: createGrant({ account: NEWCOMER.toLowerCase(), role: 'judge' }) }),
    });
    renderPage();
    await screen.findAllByTestId('role-grant');
    const address = screen.getByRole('textbox', { name: 'Wallet address' });
    fireEvent.change(address, { target: { value: '0x1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByText(/0x followed by 40 hexadecimal characters/)).toBeTruthy();

    fireEvent.change(address, { target: { value: MODERATOR } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByText(/already holds the moderator role/)).toBeTruthy();

    fireEvent.change(address, { target: { value: NEWCOMER } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'judge' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    await vi.waitFor(() => expect((address as HTMLInputElement).value).toBe(''));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url]) => url)).toEqual([
      `/api/admin/roles/${NEWCOMER.toLowerCase()}/judge`,
    ]);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { disconnectWallet } from '../../../lib/wallet/wallet-actions.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { AccountMenu } from './account-menu.tsx';

vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({ disconnectWallet: vi.fn(async () => {}) }));

const address = '0x1234567890AbcdEF1234567890aBcdef1234abcd';

const renderMenu = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AccountMenu address={address} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The identities call: this wallet has no profile and no ENS name, so it is its checksummed address. */
function serveIdentity(username: string | null = null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        data: { items: [{ account: address, username, ensName: null, avatar: null }], total: 1 },
      }),
    ),
  );
}

/** A wallet signed in as `address`, whose /api/admin/me answers these roles. */
function serveSignedIn(roles: string[]) {
  setWalletState({ status: 'connected', address, ready: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/login/session')) {
        return Response.json({
          data: { account: address.toLowerCase(), expiresAt: '2030-01-01T00:00:00.000Z' },
        });
      }
      if (url.startsWith('/api/admin/me')) {
        const permissions = roles.length > 0 ? ['submissions:review'] : [];
        return Response.json({ data: { isAdmin: roles.length > 0, roles, permissions } });
      }
      return Response.json({
        data: { items: [{ account: address, username: null, ensName: null, avatar: null }], total: 1 },
      });
    }),
  );
}

describe('AccountMenu', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    serveIdentity();
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
    resetWalletState();
  });

  it('offers the console to a signed-in person with a role', async () => {
    serveSignedIn(['judge']);
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: '0x1234…abcd' }));
    const admin = await screen.findByRole('link', { name: 'Admin' });
    expect(admin.getAttribute('href')).toBe('/admin');
  });

  it('offers no console to a member without a role', async () => {
    serveSignedIn([]);
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: '0x1234…abcd' }));
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).startsWith('/api/admin/me'))).toBe(true),
    );
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('names the wallet by its username when it has one', async () => {
    serveIdentity('Koi_Keeper');
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Koi_Keeper' })).toBeTruthy();
  });

  it('shows the shortened address and opens a menu with Copy address and Disconnect', async () => {
    renderMenu();
    const trigger = await screen.findByRole('button', { name: '0x1234…abcd' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it("leads to the person's own profile page and closes", async () => {
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: '0x1234…abcd' }));
    const profile = screen.getByRole('link', { name: 'Your profile' });
    expect(profile.getAttribute('href')).toBe(`/forge/${address}`);
    fireEvent.click(profile);
    expect(screen.queryByRole('link', { name: 'Your profile' })).toBeNull();
  });

  it('leads to the watchlist', async () => {
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: '0x1234…abcd' }));
    expect(screen.getByRole('link', { name: 'Your watchlist' }).getAttribute('href')).toBe('/watchlist');
  });

  it('copies the full address and confirms for one second', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(writeText).toHaveBeenCalledWith(address);
    expect(screen.getByRole('status').textContent).toBe('Address Copied!');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
  });

  it('disconnects the wallet', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    });
    expect(disconnectWallet).toHaveBeenCalled();
  });
});

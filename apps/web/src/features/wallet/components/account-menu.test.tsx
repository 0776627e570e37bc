import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { disconnectWallet } from '../../../lib/wallet/wallet-actions.ts';
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

describe('AccountMenu', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    serveIdentity();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
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

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disconnectWallet } from '../../../lib/wallet/wallet-actions.ts';
import { AccountMenu } from './account-menu.tsx';

vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({ disconnectWallet: vi.fn(async () => {}) }));

const address = '0x1234567890AbcdEF1234567890aBcdef1234abcd';

const renderMenu = () =>
  render(
    <MemoryRouter>
      <AccountMenu address={address} />
    </MemoryRouter>,
  );

describe('AccountMenu', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the shortened address and opens a menu with Copy address and Disconnect', () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: '0x1234…abcd' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it("leads to the person's own profile page and closes", () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: '0x1234…abcd' }));
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
    fireEvent.click(screen.getByRole('button', { name: '0x1234…abcd' }));
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
    fireEvent.click(screen.getByRole('button', { name: '0x1234…abcd' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    });
    expect(disconnectWallet).toHaveBeenCalled();
  });
});

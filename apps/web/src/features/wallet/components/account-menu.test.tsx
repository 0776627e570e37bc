import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disconnectWallet } from '../../../lib/wallet/wallet-actions.ts';
import { AccountMenu } from './account-menu.tsx';

vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({ disconnectWallet: vi.fn(async () => {}) }));

const address = '0x1234567890AbcdEF1234567890aBcdef1234abcd';

describe('AccountMenu', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the shortened address and opens a menu with Copy address and Disconnect', () => {
    render(<AccountMenu address={address} />);
    const trigger = screen.getByRole('button', { name: '0x1234…abcd' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it('copies the full address and confirms for one second', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(<AccountMenu address={address} />);
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
    render(<AccountMenu address={address} />);
    fireEvent.click(screen.getByRole('button', { name: '0x1234…abcd' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    });
    expect(disconnectWallet).toHaveBeenCalled();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, useToasts } from '../../../lib/toast.ts';
import { CopyAddress } from './copy-address.tsx';

const address = '0x1234567890abcdef1234567890abcdef1234abcd';

function ToastTexts() {
  return <output>{useToasts().map((t) => t.message)}</output>;
}

describe('CopyAddress', () => {
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('copies the full address, toasts Address Copied! and resets its feedback after 1000 ms', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(
      <>
        <CopyAddress address={address} />
        <ToastTexts />
      </>,
    );
    expect(screen.getByText(address)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(writeText).toHaveBeenCalledWith(address);
    expect(screen.getByRole('status').textContent).toBe('Address Copied!');
    expect(screen.getByRole('button', { name: 'Address copied' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('button', { name: 'Address copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
  });

  it('shows no feedback when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<CopyAddress address={address} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
  });
});

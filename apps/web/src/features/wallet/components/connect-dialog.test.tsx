import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { connectWallet } from '../../../lib/wallet/wallet-actions.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { ConnectDialog } from './connect-dialog.tsx';

// The real actions load wagmi; here the dialog is tested against the wallet store alone.
vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({
  loadWalletCore: vi.fn(async () => ({})),
  connectWallet: vi.fn(async () => {}),
}));

const wallets = [
  { id: 'app.guardians.burner', name: 'Burner wallet', icon: 'data:image/svg+xml,%3Csvg/%3E' },
  { id: 'io.rabby', name: 'Rabby Wallet' },
];

function openDialog() {
  render(<ConnectDialog />);
  act(() => setConnectDialogOpen(true));
  return screen.getByRole('dialog', { name: 'Connect a wallet' });
}

describe('ConnectDialog', () => {
  beforeEach(() => {
    setEnv(createEnv());
    resetWalletState();
  });
  afterEach(() => {
    act(() => setConnectDialogOpen(false));
    cleanup();
    vi.mocked(connectWallet).mockReset();
  });

  it('says it is looking for wallets until discovery has run', () => {
    const dialog = openDialog();
    expect(within(dialog).getByRole('status').textContent).toBe('Looking for wallets…');
  });

  it('explains what to do when no wallet is found', () => {
    setWalletState({ ready: true, connectors: [] });
    const dialog = openDialog();
    expect(within(dialog).getByText('No wallet found')).toBeTruthy();
  });

  it('lists each discovered wallet as a button named after it and connects the one picked', async () => {
    setWalletState({ ready: true, connectors: wallets });
    const dialog = openDialog();
    expect(within(dialog).getByRole('button', { name: 'Burner wallet' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rabby Wallet' }));
    });
    expect(connectWallet).toHaveBeenCalledWith('io.rabby');
  });

  it('shows an error line when the user rejects in the wallet, and lets them try again', async () => {
    vi.mocked(connectWallet).mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setWalletState({ ready: true, connectors: wallets });
    const dialog = openDialog();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Burner wallet' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/rejected in your wallet/);
    expect(within(dialog).getByRole('button', { name: 'Burner wallet' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('closes once the wallet is connected', () => {
    setWalletState({ ready: true, connectors: wallets });
    openDialog();
    act(() => setWalletState({ status: 'connected', address: `0x${'a'.repeat(40)}`, chainId: 31337 }));
    expect(screen.queryByRole('dialog', { name: 'Connect a wallet' })).toBeNull();
  });

  it('closes on Escape and with its close button', () => {
    setWalletState({ ready: true, connectors: wallets });
    openDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setConnectDialogOpen(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

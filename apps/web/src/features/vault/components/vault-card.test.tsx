import type { VaultAsset } from '@guardians/shared/vault';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { createEnv } from '../../../test/fixtures.ts';
import { VaultCard } from './vault-card.tsx';

const asset = {
  _id: 7,
  title: 'Phone wallpaper',
  description: 'A wallpaper',
  image: '/vault/wallpaper.png',
  fileName: 'wallpaper.png',
  mimeType: 'image/png',
  sizeBytes: 1000,
  holdersOnly: false,
} as unknown as VaultAsset;

describe('VaultCard', () => {
  afterEach(() => {
    cleanup();
    clearToasts();
  });

  it('downloads on press where X can be linked', () => {
    setEnv(createEnv());
    const onDownload = vi.fn();
    render(<VaultCard asset={asset} downloading={false} onDownload={onDownload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download Phone wallpaper' }));
    expect(onDownload).toHaveBeenCalledWith(7);
  });

  it('wears the lock on a site without X, and a press says why: never a silent button', () => {
    setEnv(createEnv({ socialProviders: { twitter: false, discord: true } }));
    const onDownload = vi.fn();
    render(
      <>
        <VaultCard asset={asset} downloading={false} onDownload={onDownload} />
        <ToastList />
      </>,
    );
    const download = screen.getByRole('button', { name: 'Download Phone wallpaper' });
    const reason = 'Downloading from the vault needs a linked X account, and this site has not set up X yet.';
    expect(download.getAttribute('aria-disabled')).toBe('true');
    expect(download.getAttribute('title')).toBe(reason);
    expect(screen.getByTestId('lock-icon')).toBeTruthy();
    fireEvent.click(download);
    expect(onDownload).not.toHaveBeenCalled();
    expect(screen.getByRole('listitem').textContent).toBe(reason);
  });
});

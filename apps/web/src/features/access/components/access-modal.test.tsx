import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { AccessModal, type AccessModalProps } from './access-modal.tsx';

const address = '0x1234567890AbcdEF1234567890aBcdef1234abcd';

function Url() {
  const location = useLocation();
  return <p data-testid="url">{location.search}</p>;
}

async function renderModal(url: string, props: Partial<AccessModalProps> = {}, signedIn = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (signedIn) {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    queryClient.setQueryData(['session', { chainId: 31337 }], { account: address.toLowerCase(), expiresAt });
  }
  const onLink = vi.fn();
  const element = (
    <>
      <AccessModal usernames={{}} socialsLoading={false} onLink={onLink} {...props} />
      <Url />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return { onLink };
}

const buttonsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => {
      const button = within(item).getByRole('button');
      return [button.textContent, (button as HTMLButtonElement).disabled];
    });

describe('AccessModal', () => {
  beforeEach(() => {
    setEnv(createEnv({ socialProviders: { twitter: true, discord: false } }));
    resetWalletState();
  });
  afterEach(() => cleanup());

  it('opens from ?modal=Sign Up as the "Sign Up" dialog; only Connect is available at first', async () => {
    await renderModal('/?modal=Sign%20Up');
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(buttonsOf(dialog)).toEqual([
      ['Connect', false],
      ['Sign', true],
      ['Link', true],
    ]);
    expect(within(dialog).getByRole('status').textContent).toBe('0 of 3 steps done');
  });

  it('shows Connected and Signed once signed in, and Link starts linking X', async () => {
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    const { onLink } = await renderModal('/?modal=sign+up', {}, true);
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(buttonsOf(dialog)).toEqual([
      ['Connected', true],
      ['Signed', true],
      ['Link', false],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(onLink).toHaveBeenCalledWith('twitter');
  });

  it('closes by itself once every step is done', async () => {
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    await renderModal('/?modal=sign+up&tab=liked', { usernames: { twitter: 'koi' } }, true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('url').textContent).toBe('?tab=liked');
  });

  it('stays open with keepAlive=true, every step Linked/Signed/Connected', async () => {
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    await renderModal('/?modal=sign+up&keepAlive=true', { usernames: { twitter: 'koi' } }, true);
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(buttonsOf(dialog).map(([label]) => label)).toEqual(['Connected', 'Signed', 'Linked']);
  });

  it('does not close while the X link status is still loading', async () => {
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    await renderModal('/?modal=sign+up', { usernames: { twitter: 'koi' }, socialsLoading: true }, true);
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
  });

  it('closes with the close button, dropping modal and keepAlive from the URL', async () => {
    await renderModal('/?modal=about&keepAlive=true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('url').textContent).toBe('');
  });
});

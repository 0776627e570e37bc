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
      <AccessModal
        usernames={{}}
        socialsLoading={false}
        onLink={onLink}
        about={<p>About the quests</p>}
        leaderboard={<p>Top collectors</p>}
        {...props}
      />
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

  it('stays open while told to hold (an invite still to redeem), every step done', async () => {
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    await renderModal('/?invite=AB12&modal=redeem', { usernames: { twitter: 'koi' }, holdOpen: true }, true);
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
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

  it('opens ?modal=LEADERBOARD on the Leaderboard tab, and arrow keys move between tabs', async () => {
    await renderModal('/?modal=LEADERBOARD&tab=all');
    const dialog = screen.getByRole('dialog', { name: 'Leaderboard' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['About', 'false'],
      ['Leaderboard', 'true'],
      ['Sign Up', 'false'],
    ]);
    expect(within(dialog).getByRole('tabpanel').textContent).toBe('Top collectors');

    await act(async () => fireEvent.keyDown(tabs[1] as HTMLElement, { key: 'ArrowRight' }));
    const signUp = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(within(signUp).getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Sign Up');
    expect(screen.getByTestId('url').textContent).toBe('?modal=Sign+Up&tab=all');

    await act(async () => fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' }));
    expect(screen.getByRole('dialog', { name: 'About' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('About the quests');
  });

  it('keeps About open for a member who is through every step (only Sign Up closes by itself)', async () => {
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    await renderModal('/?modal=about', { usernames: { twitter: 'koi' } }, true);
    expect(screen.getByRole('dialog', { name: 'About' })).toBeTruthy();
  });

  it('opens an invite link (?modal=redeem) on Sign Up with the redeem panel', async () => {
    await renderModal('/?invite=AB12&modal=redeem', { signUpHeader: <p>Redeem AB12</p> });
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(within(dialog).getByText('Redeem AB12')).toBeTruthy();
  });
});

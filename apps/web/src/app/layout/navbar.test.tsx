import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUnreadCountQueryOptions } from '../../features/notifications/api/get-unread-count.ts';
import { setNotificationsPanelOpen } from '../../features/notifications/utils/panel-store.ts';
import { setEnv } from '../../lib/env.ts';
import { resetWalletState, setWalletState } from '../../lib/wallet/wallet-store.ts';
import { createEnv, createSiteConfig } from '../../test/fixtures.ts';
import { installMatchMedia } from '../../test/match-media.ts';
import { Navbar } from './navbar.tsx';

const account = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

function renderNavbar(path = '/', prepare: (queryClient: QueryClient) => void = () => {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['site-config'], createSiteConfig());
  prepare(queryClient);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Navbar />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
}

describe('mobile drawer', () => {
  let media: ReturnType<typeof installMatchMedia>;

  beforeEach(() => {
    setEnv(createEnv());
    media = installMatchMedia(390);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens from the hamburger with focus inside, holding the links, Discord invite and Connect', () => {
    renderNavbar();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');

    const drawer = openDrawer();
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.contains(document.activeElement)).toBe(true);
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Story' }).getAttribute('href')).toBe('/story');
    expect(within(drawer).getByRole('link', { name: 'Join our Discord' }).getAttribute('href')).toBe(
      'https://discord.gg/guardians',
    );
    expect(within(drawer).getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('closes when a link in it is clicked and the route changes', async () => {
    const router = renderNavbar();
    const drawer = openDrawer();
    await act(async () => {
      fireEvent.click(within(drawer).getByRole('link', { name: 'Story' }));
    });
    expect(router.state.location.pathname).toBe('/story');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('closes when the route changes by other means (back button, redirect)', async () => {
    const router = renderNavbar('/about');
    openDrawer();
    await act(() => router.navigate('/quests'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('closes when the window widens to the desktop breakpoint', () => {
    renderNavbar();
    openDrawer();
    act(() => media.resize(1023));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    act(() => media.resize(1024));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('closes on Escape and with its close button, returning focus to the hamburger', () => {
    renderNavbar();
    openDrawer();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});

describe('navbar', () => {
  beforeEach(() => {
    setEnv(createEnv());
    installMatchMedia(1280);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the site name as the logo link, the social links and Connect, and no search in single mode', () => {
    renderNavbar();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Guardians' }).getAttribute('href')).toBe('/');
    for (const name of ['X', 'Discord', 'Instagram'])
      expect(within(banner).getByRole('link', { name })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(within(banner).queryByRole('search')).toBeNull();
  });

  it('marks the current page link', () => {
    renderNavbar('/quests');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Quests' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('is fixed over the hero on transparent paths and sticky elsewhere', () => {
    renderNavbar('/');
    expect(screen.getByRole('banner').className).toContain('fixed');
    cleanup();
    renderNavbar('/quests');
    expect(screen.getByRole('banner').className).toContain('sticky');
  });
});

describe('coin balance link', () => {
  const signedIn = (balance?: number) => (queryClient: QueryClient) => {
    queryClient.setQueryData(['session', { chainId: 31337 }], {
      account,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    if (balance !== undefined) queryClient.setQueryData(['points', 'balance', account], balance);
  };

  beforeEach(() => {
    setEnv(createEnv());
    installMatchMedia(1280);
    // Nothing here may reach a server: a balance that is not preset stays loading.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    cleanup();
    resetWalletState();
    vi.unstubAllGlobals();
  });

  it('shows the signed-in wallet’s coins with 2 decimals, linking to /swaps', async () => {
    setWalletState({ status: 'connected', address: account, chainId: 31337, ready: true });
    const router = renderNavbar('/', signedIn(1234.5));
    const link = within(screen.getByRole('banner')).getByRole('link', {
      name: 'Coin balance: 1,234.50 coins',
    });
    expect(link.getAttribute('href')).toBe('/swaps');
    expect(link.textContent).toBe('1,234.50');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(router.state.location.pathname).toBe('/swaps');
  });

  it('is in the mobile drawer too, and closes the drawer when followed', async () => {
    installMatchMedia(390);
    setWalletState({ status: 'connected', address: account, chainId: 31337, ready: true });
    renderNavbar('/', signedIn(7));
    const drawer = openDrawer();
    const link = within(drawer).getByRole('link', { name: 'Coin balance: 7.00 coins' });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('is hidden without a wallet, and for a wallet that has not signed', () => {
    renderNavbar('/', (queryClient) => queryClient.setQueryData(['points', 'balance', account], 5));
    expect(screen.queryByRole('link', { name: /Coin balance/ })).toBeNull();
    cleanup();

    setWalletState({ status: 'connected', address: account, chainId: 31337, ready: true });
    renderNavbar('/', (queryClient) => {
      queryClient.setQueryData(['session', { chainId: 31337 }], null);
      queryClient.setQueryData(['points', 'balance', account], 5);
    });
    expect(screen.queryByRole('link', { name: /Coin balance/ })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign' })).toBeTruthy();
  });

  it('does not show another wallet’s balance after a switch', () => {
    const other = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
    setWalletState({ status: 'connected', address: other, chainId: 31337, ready: true });
    renderNavbar('/', (queryClient) => {
      queryClient.setQueryData(['session', { chainId: 31337 }], {
        account: other,
        expiresAt: '2030-01-01T00:00:00.000Z',
      });
      queryClient.setQueryData(['points', 'balance', account], 99);
    });
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Coin balance' });
    expect(link.textContent).not.toContain('99');
  });
});

describe('notifications bell', () => {
  const signedInWithUnread = (unread: number) => (queryClient: QueryClient) => {
    queryClient.setQueryData(['session', { chainId: 31337 }], {
      account,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    queryClient.setQueryData(getUnreadCountQueryOptions(account).queryKey, unread);
  };

  beforeEach(() => {
    setEnv(createEnv());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    setWalletState({ status: 'connected', address: account, chainId: 31337, ready: true });
  });
  afterEach(() => {
    cleanup();
    act(() => setNotificationsPanelOpen(false));
    resetWalletState();
    vi.unstubAllGlobals();
  });

  it('sits in the bar with the unread count for a signed-in person', () => {
    installMatchMedia(1280);
    renderNavbar('/', signedInWithUnread(3));
    const bell = within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByTestId('notifications-badge').textContent).toBe('3');
  });

  it('at 390 px: a dot on the menu button, and the bell in the drawer, which closes as the panel opens', () => {
    installMatchMedia(390);
    renderNavbar('/', signedInWithUnread(2));
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(within(hamburger).getByTestId('menu-unread-dot')).toBeTruthy();
    const drawer = openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Notifications, 2 unread' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    const [barBell] = screen.getAllByRole('button', { name: 'Notifications, 2 unread' });
    expect(barBell?.getAttribute('aria-expanded')).toBe('true');
  });

  it('is not there for a visitor', () => {
    resetWalletState();
    installMatchMedia(1280);
    renderNavbar('/');
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../lib/env.ts';
import { createEnv, createSiteConfig } from '../../test/fixtures.ts';
import { installMatchMedia } from '../../test/match-media.ts';
import { Navbar } from './navbar.tsx';

function renderNavbar(path = '/') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['site-config'], createSiteConfig());
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

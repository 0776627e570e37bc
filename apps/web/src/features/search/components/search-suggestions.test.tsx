import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import type { SearchSuggestions } from '../api/get-search-suggestions.ts';
import { SearchForm } from './search-form.tsx';

const koi = {
  name: 'Koi Spirits',
  slug: 'koi-spirits',
  tokenAddress: '0xefdc56fef9e089b086dd0a335f2c8c8ccb7e3031',
  image: '/api/demo/koi-spirits/1/image.png',
};
const keeper = { account: '0x1234567890abcdef1234567890abcdef1234abcd', username: 'koikeeper', image: null };
const koi7 = {
  tokenAddress: koi.tokenAddress,
  slug: 'koi-spirits',
  collectionName: 'Koi Spirits',
  tokenId: '7',
  name: 'Golden Koi',
  image: '/api/demo/koi-spirits/7/image.png?size=320',
};
const fetchMock = vi.fn<typeof fetch>();

function answer(
  collections: (typeof koi)[],
  users: (typeof keeper)[],
  items: SearchSuggestions['items'] = [],
) {
  fetchMock.mockImplementation(async () => Response.json({ data: { collections, users, items } }));
}

function renderSearch(mode: 'single' | 'multi' = 'multi') {
  const router = createMemoryRouter([{ path: '*', element: <SearchForm mode={mode} /> }], {
    initialEntries: ['/'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function type(value: string) {
  const input = screen.getByLabelText('Search');
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
  });
  return input;
}

function press(input: HTMLElement, key: string) {
  return act(async () => {
    fireEvent.keyDown(input, { key });
  });
}

describe('search suggestions (multi mode)', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    cleanup();
    // A shown user's name is asked for in a batch a moment later: let it go before the next test.
    await settleIdentityBatches();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for collections, items and users with the lower-cased query', async () => {
    answer([koi], [keeper]);
    renderSearch();
    await type('  KOI ');
    await screen.findByRole('option', { name: /Koi Spirits/ });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/search?q=koi&limit=5');
    expect(screen.getByRole('group', { name: 'Collections' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Users' })).toBeTruthy();
  });

  it('asks nothing for one character', async () => {
    answer([koi], []);
    renderSearch();
    const input = await type('k');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the active option with aria-activedescendant as arrow keys move', async () => {
    answer([koi], [keeper]);
    renderSearch();
    const input = await type('koi');
    await screen.findByRole('option', { name: /koikeeper/ });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await press(input, 'ArrowDown');
    const [first, second] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');

    await press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    await press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    await press(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
  });

  it('opens the collection page of the picked collection on Enter', async () => {
    answer([koi], [keeper]);
    const router = renderSearch();
    const input = await type('koi');
    await screen.findByRole('option', { name: /Koi Spirits/ });
    await press(input, 'ArrowDown');
    await press(input, 'Enter');
    expect(router.state.location.pathname).toBe('/collection/koi-spirits');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens the Forge page of a picked user, by click as well', async () => {
    answer([koi], [keeper]);
    const router = renderSearch();
    await type('koi');
    const user = await screen.findByRole('option', { name: /koikeeper/ });
    await act(async () => {
      fireEvent.click(user);
    });
    expect(router.state.location.pathname).toBe(`/forge/${keeper.account}`);
  });

  it('shows items between collections and users, and walks them in that order', async () => {
    answer([koi], [keeper], [koi7, { ...koi7, tokenId: '17', name: null }]);
    renderSearch();
    const input = await type('koi 7');
    const items = await screen.findByRole('group', { name: 'Items' });
    const groups = screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby'));
    expect(groups.map((id) => (id ? document.getElementById(id)?.textContent : null))).toEqual([
      'Collections',
      'Items',
      'Users',
    ]);
    expect(items.textContent).toContain('Koi Spirits · #7');
    // An item without a name is called by its collection and id.
    expect(screen.getByRole('option', { name: /Koi Spirits #17/ })).toBeTruthy();

    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Koi Spirits'),
      expect.stringContaining('Golden Koi'),
      expect.stringContaining('Koi Spirits #17'),
      expect.stringContaining('koikeeper'),
    ]);
    await press(input, 'ArrowDown');
    await press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await press(input, 'ArrowUp');
    await press(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
  });

  it('opens the item page of a picked item, by Enter and by click', async () => {
    answer([], [], [koi7, { ...koi7, slug: 'koi spirits/2', tokenId: '12', name: 'Silver Koi' }]);
    const router = renderSearch();
    const input = await type('#7');
    await screen.findByRole('option', { name: /Golden Koi/ });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/search?q=%237&limit=5');
    await press(input, 'ArrowDown');
    await press(input, 'Enter');
    expect(router.state.location.pathname).toBe('/collection/koi-spirits/7');

    await type('#12');
    const silver = await screen.findByRole('option', { name: /Silver Koi/ });
    await act(async () => {
      fireEvent.click(silver);
    });
    expect(router.state.location.pathname).toBe('/collection/koi%20spirits%2F2/12');
  });

  it('closes the list on Escape without clearing the text', async () => {
    answer([koi], []);
    renderSearch();
    const input = await type('koi');
    await screen.findByRole('option', { name: /Koi Spirits/ });
    await press(input, 'ArrowDown');
    await press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('koi');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('submits the typed text as before when Enter comes with no option active', async () => {
    answer([koi], []);
    const router = renderSearch();
    const input = await type('koi');
    await screen.findByRole('option', { name: /Koi Spirits/ });
    await act(async () => {
      fireEvent.submit(input);
    });
    expect(router.state.location.pathname).toBe('/forge/koi');
  });

  it('stays a plain search box in single mode', async () => {
    answer([koi], []);
    renderSearch('single');
    const input = await type('koi');
    expect(input.getAttribute('role')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

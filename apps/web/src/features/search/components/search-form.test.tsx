import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { SearchForm } from './search-form.tsx';

const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const fetchMock = vi.fn<typeof fetch>();

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

/** The search field: a combobox in multi mode (it suggests), a plain search box in single mode. */
function searchInput() {
  return screen.getByLabelText('Search') as HTMLInputElement;
}

async function search(value: string) {
  const input = searchInput();
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    fireEvent.submit(input);
  });
}

describe('SearchForm', () => {
  beforeEach(() => {
    setEnv(
      createEnv({
        rpcUrl: 'http://rpc.test',
        defaultTokenAddress: '0x1111111111111111111111111111111111111111',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('shows the multi-mode placeholder', () => {
    renderSearch();
    expect(searchInput().getAttribute('placeholder')).toBe('Search for collections or users');
  });

  it('opens the collection of an address that has contract code', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/search')
        ? Response.json({ data: { collections: [], users: [], items: [] } })
        : Response.json({ jsonrpc: '2.0', id: 1, result: '0x6080' }),
    );
    const router = renderSearch();
    await search(` ${contract.toUpperCase().replace('0X', '0x')} `);
    expect(router.state.location.pathname).toBe(`/collection/${contract}`);
    expect(fetchMock.mock.calls.some(([url]) => url === 'http://rpc.test')).toBe(true);
  });

  it('searches inside the default collection in single mode', async () => {
    fetchMock.mockResolvedValue(Response.json({ jsonrpc: '2.0', id: 1, result: '0x6080' }));
    const router = renderSearch('single');
    await search(contract);
    expect(router.state.location.pathname).toBe(
      `/collection/0x1111111111111111111111111111111111111111/${contract}`,
    );
  });

  it('opens the Forge page of an address without code', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/search')
        ? Response.json({ data: { collections: [], users: [], items: [] } })
        : Response.json({ jsonrpc: '2.0', id: 1, result: '0x' }),
    );
    const router = renderSearch();
    await search(contract);
    expect(router.state.location.pathname).toBe(`/forge/${contract}`);
  });

  it('falls back to Forge when the chain cannot be reached', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/search'))
        return Response.json({ data: { collections: [], users: [], items: [] } });
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderSearch();
    await search(contract);
    expect(router.state.location.pathname).toBe(`/forge/${contract}`);
  });

  it('sends a name to Forge without asking the chain', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { collections: [], users: [], items: [] } }));
    const router = renderSearch();
    await search('DragonLord');
    expect(router.state.location.pathname).toBe('/forge/dragonlord');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).some((url) => url.includes('rpc'))).toBe(false);
  });

  it('ignores a one-character search', async () => {
    const router = renderSearch();
    await search(' x ');
    expect(router.state.location.pathname).toBe('/');
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { SearchForm } from './search-form.tsx';

const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const fetchMock = vi.fn<typeof fetch>();

function renderSearch(mode: 'single' | 'multi' = 'multi') {
  const router = createMemoryRouter([{ path: '*', element: <SearchForm mode={mode} /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

async function search(value: string) {
  const input = screen.getByRole('searchbox', { name: 'Search' });
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
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe(
      'Search for collections or users',
    );
  });

  it('opens the collection of an address that has contract code', async () => {
    fetchMock.mockResolvedValue(Response.json({ jsonrpc: '2.0', id: 1, result: '0x6080' }));
    const router = renderSearch();
    await search(` ${contract.toUpperCase().replace('0X', '0x')} `);
    expect(router.state.location.pathname).toBe(`/collection/${contract}`);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://rpc.test');
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
    fetchMock.mockResolvedValue(Response.json({ jsonrpc: '2.0', id: 1, result: '0x' }));
    const router = renderSearch();
    await search(contract);
    expect(router.state.location.pathname).toBe(`/forge/${contract}`);
  });

  it('falls back to Forge when the chain cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderSearch();
    await search(contract);
    expect(router.state.location.pathname).toBe(`/forge/${contract}`);
  });

  it('sends a name to Forge without asking the chain', async () => {
    const router = renderSearch();
    await search('DragonLord');
    expect(router.state.location.pathname).toBe('/forge/dragonlord');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a one-character search', async () => {
    const router = renderSearch();
    await search(' x ');
    expect(router.state.location.pathname).toBe('/');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../lib/env.ts';
import { resetWalletState, setWalletState } from '../../lib/wallet/wallet-store.ts';
import { createEnv } from '../../test/fixtures.ts';
import { Person } from './person.tsx';

const named = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const withEns = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const bare = '0xa0ee7a142d267c1f36714e4a8f75612f20a79720';

const answers: Record<string, object> = {
  [named]: {
    account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    username: 'Koi_Keeper',
    ensName: null,
    avatar: '/api/media/koi.webp',
  },
  [withEns]: {
    account: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    username: null,
    ensName: 'seraph.eth',
    avatar: null,
  },
  [bare]: {
    account: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    username: null,
    ensName: null,
    avatar: null,
  },
};

const fetchMock = vi.fn<typeof fetch>();

function renderPeople(accounts: string[], options: { signedInAs?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.signedInAs) {
    setWalletState({ status: 'connected', address: options.signedInAs as `0x${string}`, chainId: 31337 });
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    queryClient.setQueryData(['session', { chainId: 31337 }], { account: options.signedInAs, expiresAt });
  }
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ul>
          {accounts.map((account) => (
            <li key={account}>
              <Person account={account} />
            </li>
          ))}
        </ul>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Person', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://site.test');
      const accounts = (url.searchParams.get('accounts') ?? '').split(',');
      const items = accounts.map((account) => answers[account]);
      return Response.json({ data: { items, total: items.length } });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    resetWalletState();
  });

  it('asks once for every account a render shows, and names each by username, ENS name or checksummed address', async () => {
    renderPeople([named, withEns, bare, named.toUpperCase().replace('0X', '0x')]);
    expect(await screen.findAllByText('Koi_Keeper')).toHaveLength(2);
    expect(screen.getByText('seraph.eth')).toBeDefined();
    expect(screen.getByText('0xa0Ee…9720')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://site.test');
    expect(url.pathname).toBe('/api/users/identities');
    expect(url.searchParams.get('accounts')?.split(',')).toEqual([named, withEns, bare]);
    const link = screen.getByText('seraph.eth').closest('a');
    expect(link?.getAttribute('href')).toBe(`/forge/${withEns}`);
    expect(link?.getAttribute('title')).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    expect(screen.queryByTestId('you-tag')).toBeNull();
  });

  it('tags the signed-in account with "you", and nobody else', async () => {
    renderPeople([named, withEns], { signedInAs: withEns });
    await screen.findByText('seraph.eth');
    const tags = screen.getAllByTestId('you-tag');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.closest('a')?.getAttribute('href')).toBe(`/forge/${withEns}`);
  });
});

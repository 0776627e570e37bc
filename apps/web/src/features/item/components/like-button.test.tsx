import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { resetWalletState } from '../../../lib/wallet/wallet-store.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { LikeButton } from './like-button.tsx';

const nft = { tokenAddress: '0xabc', tokenId: '7', chainId: 31337 };
const reactions = {
  data: {
    tokenAddress: '0xabc',
    tokenId: '7',
    totalCount: 4,
    counts: { like: 4, love: 0 },
    userReaction: null,
  },
};

describe('LikeButton on a site without X', () => {
  afterEach(() => {
    cleanup();
    clearToasts();
    resetWalletState();
    vi.unstubAllGlobals();
  });

  it('wears the shared lock and says why on press, asking nothing of the server', async () => {
    setEnv(createEnv({ apiUrl: '', socialProviders: { twitter: false, discord: false } }));
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify(reactions), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <LikeButton nft={nft} />
            <ToastList />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    const like = screen.getByTestId('like-button');
    await screen.findByText('4');
    const reason = 'Liking needs a linked X account, and this site has not set up X yet.';
    expect(like.getAttribute('aria-disabled')).toBe('true');
    expect(like.getAttribute('title')).toBe(reason);
    expect(screen.getByTestId('lock-icon')).toBeTruthy();
    const calls = fetchMock.mock.calls.length;
    await act(async () => {
      fireEvent.click(like);
    });
    expect(screen.getByRole('listitem').textContent).toBe(reason);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});

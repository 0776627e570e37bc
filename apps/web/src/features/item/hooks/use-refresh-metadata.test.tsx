import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearToasts, useToasts } from '../../../lib/toast.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { useRefreshMetadata } from './use-refresh-metadata.ts';

const nft = { tokenAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3', tokenId: '7' };
const fetchMock = vi.fn<typeof fetch>();

function renderRefresh() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ refresh: useRefreshMetadata(nft), toasts: useToasts() }), { wrapper });
}

async function refresh(result: ReturnType<typeof renderRefresh>['result']) {
  await act(async () => {
    await result.current.refresh.refresh();
  });
  return result.current.toasts.map(({ kind, message }) => ({ kind, message }));
}

describe('useRefreshMetadata', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts to the reindex route and says the metadata was refreshed', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { status: 'ok', error: null } }));
    const { result } = renderRefresh();
    expect(await refresh(result)).toEqual([{ kind: 'success', message: 'Metadata refreshed!' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/nfts/${nft.tokenAddress}/7/reindex`);
    expect(init?.method).toBe('POST');
  });

  it("shows the server's message when asked too often (429)", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { statusCode: 429, code: 'RATE_LIMITED', message: 'Rate limit exceeded, retry in 1 minute' },
        { status: 429 },
      ),
    );
    const { result } = renderRefresh();
    expect(await refresh(result)).toEqual([
      { kind: 'error', message: 'Rate limit exceeded, retry in 1 minute' },
    ]);
  });

  it('says why the metadata could not be read', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ data: { status: 'failed', error: 'token URI answered 404' } }),
    );
    const { result } = renderRefresh();
    expect(await refresh(result)).toEqual([{ kind: 'error', message: 'token URI answered 404' }]);
  });
});

import type { ArtistSubmission } from '@guardians/shared/gallery';
import { type InfiniteData, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearToasts, useToasts } from '../../../lib/toast.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { submissionsQueryKey } from '../api/get-submissions.ts';
import { useLove } from './use-love.ts';

const requireLinkedX = vi.fn();
vi.mock('../../../lib/social/use-require-linked-x.ts', () => ({ useRequireLinkedX: () => requireLinkedX }));

const ACCOUNT = '0x00000000000000000000000000000000000000a1';
const fetchMock = vi.fn<typeof fetch>();
const piece: ArtistSubmission = {
  _id: 7,
  author_id: 'x-1',
  users: [{ id: 'x-1', username: 'koi', profile_image_url: null, name: 'Koi' }],
  media: [],
  submissionProcessId: 'upload-7',
  userReaction: { reactionActive: false },
  totalReactionsCount: 4,
  disabled: false,
  text: '',
  tweetId: '77',
  tweetCreatedDate: '2026-01-04T10:00:00.000Z',
  account: null,
  token: null,
};
const key = submissionsQueryKey({ source: 'gallery', sortBy: 'latest' }, null);

function renderLove() {
  const client = createQueryClient();
  client.setQueryData<InfiniteData<ArtistSubmission[]>>(key, { pages: [[piece]], pageParams: [0] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gallery?id=7']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ love: useLove('gallery'), toasts: useToasts() }), { wrapper });
  const cached = () => client.getQueryData<InfiniteData<ArtistSubmission[]>>(key)?.pages[0]?.[0];
  return { ...hook, cached };
}

describe('useLove', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    requireLinkedX.mockReset();
  });

  it('sends nothing when the gate stops (no wallet, no signature or X to link), coming back to this page', async () => {
    requireLinkedX.mockResolvedValue(null);
    const { result, cached } = renderLove();
    await act(() => result.current.love.toggle(piece));
    expect(requireLinkedX).toHaveBeenCalledWith(
      expect.objectContaining({ returnTo: '/gallery?id=7', purpose: 'Loving fan art' }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(cached()?.totalReactionsCount).toBe(4);
  });

  it('counts the love at once, then keeps what the server says', async () => {
    requireLinkedX.mockResolvedValue(ACCOUNT);
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValue(Response.json({ data: { items: [], total: 0 } }));
    const { result, cached } = renderLove();
    await act(() => result.current.love.toggle(piece));
    await waitFor(() => expect(cached()?.totalReactionsCount).toBe(5));
    expect(cached()?.userReaction.reactionActive).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/gallery/reaction/7');
    expect(JSON.parse(String(init?.body))).toEqual({ reactionType: 'Love', active: true });

    await act(async () => answer(Response.json({ data: { reactionActive: true, totalReactionsCount: 9 } })));
    await waitFor(() => expect(cached()?.totalReactionsCount).toBe(9));
  });

  it("puts the count back and shows the server's message when the love is refused", async () => {
    requireLinkedX.mockResolvedValue(ACCOUNT);
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { statusCode: 404, code: 'NOT_FOUND', message: 'This submission does not exist' },
        { status: 404 },
      ),
    );
    fetchMock.mockResolvedValue(Response.json({ data: { items: [], total: 0 } }));
    const { result, cached } = renderLove();
    await act(() => result.current.love.toggle(piece));
    await waitFor(() =>
      expect(result.current.toasts.map((t) => t.message)).toContain('This submission does not exist'),
    );
    expect(cached()?.totalReactionsCount).toBe(4);
    expect(cached()?.userReaction.reactionActive).toBe(false);
  });
});

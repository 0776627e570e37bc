import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { ClaimGrid } from './claim-grid.tsx';

const address = '0x1234567890abcdef1234567890abcdef12345678';
const gate = { allowed: true };
vi.mock('../../../lib/auth/use-signed-in.ts', () => ({
  useSignedIn: () => ({ signedIn: true, checking: false }),
}));
vi.mock('../../../lib/auth/use-require-sign-in.ts', () => ({
  useRequireSignIn: () => async () => gate.allowed,
}));

type Claim = { claimed: boolean; claimedBy: string | null; mine: boolean };
const free: Claim = { claimed: false, claimedBy: null, mine: false };

function piece(id: string, claim: Claim = free) {
  return { id, tokenAddress: '0xabc', name: `Guardian #${id}`, image: null, thumbnail: null, claim };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Serves the list from `state` and answers claims with `claimReply`. */
function serve(state: { items: ReturnType<typeof piece>[] }, claimReply: () => Response) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return claimReply();
    if (url.includes('/totalCount')) return json(200, { data: state.items.length });
    return json(200, { data: { items: state.items, total: state.items.length } });
  });
}

async function renderGrid() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ClaimGrid itemHref={(p) => `/explore/${p.id}`} />
        </MemoryRouter>
        <ToastList />
      </QueryClientProvider>,
    );
  });
  await screen.findAllByRole('article');
}

const card = (name: string) => screen.getByRole('article', { name });
const listReads = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => init?.method !== 'POST' && String(url).includes('/gallery/all'),
  ).length;

describe('ClaimGrid', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    gate.allowed = true;
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    resetWalletState();
    vi.unstubAllGlobals();
  });

  it("labels each card 'Claim', 'Claimed by …' (disabled) or 'Yours — click to release'", async () => {
    const state = {
      items: [
        piece('1'),
        piece('2', { claimed: true, claimedBy: 'koi_artist', mine: false }),
        piece('3', { claimed: true, claimedBy: 'me', mine: true }),
      ],
    };
    vi.stubGlobal(
      'fetch',
      serve(state, () => json(500, {})),
    );
    await renderGrid();
    expect(within(card('Guardian #1')).getByRole('button', { name: 'Claim' })).toBeTruthy();
    const taken = within(card('Guardian #2')).getByRole('button', { name: 'Claimed by koi_artist' });
    expect((taken as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(card('Guardian #3')).getByRole('button', { name: 'Yours — click to release' }),
    ).toBeTruthy();
    expect(screen.getByText(/Showing 3 of 3 Guardians/)).toBeTruthy();
    // The name leads to the Guardian's item page.
    const link = within(card('Guardian #2')).getByRole('link', { name: 'Guardian #2' });
    expect(link.getAttribute('href')).toBe('/explore/2');
  });

  it('claims with the staged toast, then refetches the list to show the piece as mine', async () => {
    const state = { items: [piece('1'), piece('2')] };
    const fetchMock = serve(state, () => {
      state.items = [piece('1', { claimed: true, claimedBy: 'me', mine: true }), piece('2')];
      return json(201, {
        data: { piece: state.items[0], released: false, message: 'Claim successfully!' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderGrid();
    const reads = listReads(fetchMock);
    await act(async () => {
      fireEvent.click(within(card('Guardian #1')).getByRole('button', { name: 'Claim' }));
    });
    expect(screen.getByText('Claim successfully!').dataset.kind).toBe('success');
    expect(listReads(fetchMock)).toBeGreaterThan(reads);
    expect(
      await within(card('Guardian #1')).findByRole('button', { name: 'Yours — click to release' }),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/art-contests/gallery/claim/1');
  });

  it("says 'UnClaimed successfully!' when my own piece is claimed again", async () => {
    const state = { items: [piece('1', { claimed: true, claimedBy: 'me', mine: true })] };
    vi.stubGlobal(
      'fetch',
      serve(state, () => {
        state.items = [piece('1')];
        return json(200, {
          data: { piece: state.items[0], released: true, message: 'UnClaimed successfully!' },
        });
      }),
    );
    await renderGrid();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yours — click to release' }));
    });
    expect(screen.getByText('UnClaimed successfully!').dataset.kind).toBe('success');
  });

  it("shows the server's refusal, or 'Please try again later!' when there is none", async () => {
    const state = { items: [piece('1')] };
    let reply = json(409, { statusCode: 409, code: 'CONFLICT', message: 'This Guardian is already claimed' });
    vi.stubGlobal(
      'fetch',
      serve(state, () => reply),
    );
    await renderGrid();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(screen.getByText('This Guardian is already claimed').dataset.kind).toBe('error');

    reply = new Response('server error', { status: 500 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(screen.getByText('Please try again later!').dataset.kind).toBe('error');
  });

  it('calls nothing when the sign-in gate is not passed', async () => {
    gate.allowed = false;
    const fetchMock = serve({ items: [piece('1')] }, () => json(201, {}));
    vi.stubGlobal('fetch', fetchMock);
    await renderGrid();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.queryByText('Processing claim in progress...')).toBeNull();
  });
});

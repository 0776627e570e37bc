import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { resetWalletState, setWalletState } from '../../../lib/wallet/wallet-store.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { PrizeVerificationButton } from './prize-verification-button.tsx';

const session = { signedIn: false };
vi.mock('../../../lib/auth/use-signed-in.ts', () => ({
  useSignedIn: () => ({ signedIn: session.signedIn, checking: false }),
}));

const address = '0x1234567890abcdef1234567890abcdef12345678';

/** GET answers `verified`; POST answers `post` (a status and body). */
function serve(verified: boolean, post: { status: number; body: unknown }) {
  return vi.fn(async (_url: string, init?: RequestInit) => {
    const reply =
      init?.method === 'POST'
        ? post
        : {
            status: 200,
            body: { data: { verified, verifiedAt: verified ? '2026-11-20T10:00:00.000Z' : null, held: 1 } },
          };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

async function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <PrizeVerificationButton />
        <ToastList />
      </QueryClientProvider>,
    );
  });
}

const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;

describe('PrizeVerificationButton', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    resetWalletState();
    session.signedIn = false;
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  it("says 'User not authenticated!' without a session and calls nothing", async () => {
    const fetchMock = serve(false, { status: 200, body: {} });
    vi.stubGlobal('fetch', fetchMock);
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Verify my collection' }));
    expect(screen.getByText('User not authenticated!').dataset.kind).toBe('error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("verifies once: 'Successfully verified!', then the verified state and no second call", async () => {
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    session.signedIn = true;
    const fetchMock = serve(false, {
      status: 200,
      body: { data: { verified: true, verifiedAt: '2026-11-22T10:00:00.000Z', held: 2 } },
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderButton();
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Verify my collection' })),
    );
    expect(screen.getByText('Successfully verified!').dataset.kind).toBe('success');
    expect(screen.getByTestId('prize-verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify my collection' })).toBeNull();
    expect(posts(fetchMock)).toBe(1);
  });

  it('skips the call for an account that is already verified', async () => {
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    session.signedIn = true;
    const fetchMock = serve(true, { status: 200, body: {} });
    vi.stubGlobal('fetch', fetchMock);
    await renderButton();
    expect(await screen.findByTestId('prize-verified')).toBeTruthy();
    expect(posts(fetchMock)).toBe(0);
  });

  it("shows the server's message, or 'Please try again later!' without one", async () => {
    setWalletState({ status: 'connected', address, chainId: 31337, ready: true });
    session.signedIn = true;
    vi.stubGlobal(
      'fetch',
      serve(false, {
        status: 409,
        body: { statusCode: 409, code: 'NOT_HOLDER', message: 'Hold a Guardian first' },
      }),
    );
    await renderButton();
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Verify my collection' })),
    );
    expect(screen.getByText('Hold a Guardian first').dataset.kind).toBe('error');

    cleanup();
    clearToasts();
    vi.stubGlobal('fetch', serve(false, { status: 500, body: 'server error' }));
    await renderButton();
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Verify my collection' })),
    );
    expect(screen.getByText('Please try again later!').dataset.kind).toBe('error');
  });
});

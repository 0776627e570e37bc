import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { resetWalletState } from '../../../lib/wallet/wallet-store.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { SubmitArtForm } from './submit-art-form.tsx';

vi.mock('../../../lib/auth/use-signed-in.ts', () => ({
  useSignedIn: () => ({ signedIn: false, checking: false }),
}));
const gate = vi.fn(async () => null);
vi.mock('../../../lib/social/use-require-linked-x.ts', () => ({ useRequireLinkedX: () => gate }));

async function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/nftarena']}>
        <QueryClientProvider client={queryClient}>
          <SubmitArtForm />
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
}

function pick(file: File) {
  fireEvent.change(screen.getByLabelText(/^Your art/), { target: { files: [file] } });
}

describe('SubmitArtForm', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    resetWalletState();
    gate.mockClear();
    vi.stubGlobal('fetch', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tells a visitor what is needed before submitting', async () => {
    await renderForm();
    expect(screen.getByText(/To submit, connect your wallet and link your X account/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
  });

  it('shows inline errors for a link that is not an X post and missing art, and sends nothing', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText(/^Link to your post on X/), {
      target: { value: 'https://example.com/koi' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit art' }));
    });
    const link = screen.getByLabelText(/^Link to your post on X/);
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Paste the link of your post on X (https://x.com/you/status/123...)'),
    ).toBeTruthy();
    expect(screen.getByText('Add the picture or video of your art')).toBeTruthy();
    expect(gate).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file of another type or over the size limit when it is picked', async () => {
    await renderForm();
    await act(async () => pick(new File(['<svg/>'], 'koi.svg', { type: 'image/svg+xml' })));
    expect(screen.getByText('Send a PNG, JPEG, WebP or GIF picture, or an MP4 video')).toBeTruthy();

    const large = new File([new Uint8Array(8)], 'koi.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: 15 * 1024 * 1024 + 1 });
    await act(async () => pick(large));
    expect(screen.getByText('The picture is larger than 15 MB')).toBeTruthy();
  });

  it('checks the gate (wallet, signature, X) once the form is valid', async () => {
    await renderForm();
    fireEvent.change(screen.getByLabelText(/^Link to your post on X/), {
      target: { value: 'https://x.com/koi_artist/status/1860000000000000001' },
    });
    await act(async () => pick(new File([new Uint8Array(8)], 'koi.png', { type: 'image/png' })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit art' }));
    });
    expect(gate).toHaveBeenCalledWith(
      expect.objectContaining({ purpose: 'Submitting fan art', returnTo: '/nftarena' }),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('wears the shared lock on a site without X: the reason shows, and submitting asks nothing of the gate or the server', async () => {
    setEnv(createEnv({ apiUrl: '', socialProviders: { twitter: false, discord: true } }));
    await renderForm();
    const submit = screen.getByRole('button', { name: 'Submit art' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    const reason = 'Submitting fan art needs a linked X account, and this site has not set up X yet.';
    // Said above the form (the access notice) and as the button's description.
    expect(screen.getAllByText(reason)).toHaveLength(2);
    expect(submit.getAttribute('aria-describedby')).toBe('submit-art-lock');
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(gate).not.toHaveBeenCalled();
    expect(
      vi.mocked(fetch).mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(false);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { getAccountSocialsQueryOptions } from '../../../lib/social/get-account-socials.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { useLinkResult } from './use-link-result.ts';

const account = '0x1234567890abcdef1234567890abcdef12345678';

function Page() {
  useLinkResult();
  const location = useLocation();
  return <p data-testid="url">{`${location.pathname}${location.search}`}</p>;
}

async function renderAt(url: string) {
  const queryClient = new QueryClient();
  const socialsKey = getAccountSocialsQueryOptions(account).queryKey;
  queryClient.setQueryData(socialsKey, { twitter: null, discord: null });
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url] });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    );
  });
  return { router, isStale: () => queryClient.getQueryState(socialsKey)?.isInvalidated };
}

describe('useLinkResult', () => {
  afterEach(() => {
    cleanup();
    clearToasts();
  });

  it('toasts success, refreshes the link status and takes ?linked out of the URL without a new entry', async () => {
    const { router, isStale } = await renderAt('/forge/0xabc?tab=liked&linked=twitter');
    expect(screen.getByRole('status').textContent).toContain('Account linked successfully');
    expect(screen.getByTestId('url').textContent).toBe('/forge/0xabc?tab=liked');
    expect(isStale()).toBe(true);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('toasts the message for the error code', async () => {
    await renderAt('/?linkError=SOCIAL_ACCOUNT_TAKEN');
    expect(screen.getByRole('alert').textContent).toContain(
      'This account is already linked to another wallet.',
    );
    expect(screen.getByTestId('url').textContent).toBe('/');
  });

  it('toasts the generic failure for an unknown code', async () => {
    await renderAt('/beta?linkError=WHATEVER');
    expect(screen.getByRole('alert').textContent).toContain(
      'Failed to link account. Please try again later.',
    );
    expect(screen.getByTestId('url').textContent).toBe('/beta');
  });

  it('does nothing on a page without a result', async () => {
    const { router, isStale } = await renderAt('/forge/0xabc?tab=owned');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(isStale()).toBe(false);
    expect(router.state.historyAction).toBe('POP');
  });
});

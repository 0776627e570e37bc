import { newsletterMessages } from '@guardians/shared/community';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { UnsubscribePanel } from './unsubscribe-panel.tsx';

const token = 'a'.repeat(32);

function renderPanel(value: string | null) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <UnsubscribePanel token={value} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('UnsubscribePanel', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('does not unsubscribe on opening the link, only on the button', async () => {
    const fetch = answer(200, { data: { unsubscribed: true } });
    vi.stubGlobal('fetch', fetch);
    renderPanel(token);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(newsletterMessages.unsubscribed)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/unsubscribe');
    expect(JSON.parse(String(init.body))).toEqual({ token });
  });

  it('says the link is not valid when the server does not know the token', async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, { statusCode: 404, code: 'NOT_FOUND', message: newsletterMessages.unknownToken }),
    );
    renderPanel(token);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(newsletterMessages.unknownToken);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('offers no button for a missing or malformed token', () => {
    renderPanel('short');
    expect(screen.getByRole('alert').textContent).toBe(newsletterMessages.unknownToken);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});

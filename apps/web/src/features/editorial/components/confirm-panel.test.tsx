import { newsletterMessages } from '@guardians/shared/community';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { ConfirmPanel } from './confirm-panel.tsx';

const token = 'c'.repeat(43);
const unsubscribeUrl = 'http://site/newsletter/unsubscribe?token=abc';

function renderPanel(value: string | null) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <ConfirmPanel token={value} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('ConfirmPanel', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('confirms only on the button, not on opening the link, then shows success and the unsubscribe link', async () => {
    const fetch = answer(200, { data: { confirmed: true, unsubscribeUrl } });
    vi.stubGlobal('fetch', fetch);
    renderPanel(token);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect((await screen.findByRole('status')).textContent).toBe(newsletterMessages.confirmed);
    expect(screen.getByRole('link', { name: 'Unsubscribe' }).getAttribute('href')).toBe(unsubscribeUrl);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/confirm');
    expect(JSON.parse(String(init.body))).toEqual({ token });
  });

  it('says the link is not valid or expired when the server does not know the token, and points home', async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, {
        statusCode: 404,
        code: 'UNKNOWN_CONFIRM_TOKEN',
        message: newsletterMessages.unknownConfirmToken,
      }),
    );
    renderPanel(token);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe(newsletterMessages.unknownConfirmToken);
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up on the home page' }).getAttribute('href')).toBe('/');
  });

  it("shows another failure's message and keeps the button for a retry", async () => {
    vi.stubGlobal(
      'fetch',
      answer(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable' }),
    );
    renderPanel(token);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('The database is unavailable');
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeTruthy();
  });

  it('offers no button for a missing or malformed token', () => {
    renderPanel(null);
    expect(screen.getByRole('alert').textContent).toBe(newsletterMessages.unknownConfirmToken);
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
  });
});

import { portalMessages } from '@guardians/shared/community';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { PortalPage } from './portal-page.tsx';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const error = (status: number, message: string) => ({ statusCode: status, code: 'X', message });
const content = { data: { title: 'The Chamber', html: '<p>You spoke the words.</p>' } };

/** The server: content answers `contentStatus`; unlock answers in turn from `unlocks`. */
function serve(contentStatus: 200 | 401 | 404, unlocks: Response[] = []) {
  return vi.fn(async (url: string) => {
    if (url.endsWith('/api/portal')) {
      const state = { 200: 'open', 401: 'locked', 404: 'closed' }[contentStatus];
      return json(200, { data: state === 'open' ? { state, content: content.data } : { state } });
    }
    const next = unlocks.shift();
    if (!next) throw new Error('unexpected unlock');
    return next;
  });
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <PortalPage />
    </QueryClientProvider>,
  );
}

async function submit(passphrase: string) {
  fireEvent.change(await screen.findByLabelText('Passphrase'), { target: { value: passphrase } });
  fireEvent.click(screen.getByRole('button', { name: 'Open the portal' }));
}

describe('PortalPage', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes straight in when this session already unlocked it', async () => {
    vi.stubGlobal('fetch', serve(200));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The Chamber' })).toBeTruthy();
    expect(screen.queryByLabelText('Passphrase')).toBeNull();
  });

  it('says the passphrase is wrong on 401 and opens with the right one', async () => {
    vi.stubGlobal('fetch', serve(401, [json(401, error(401, portalMessages.wrong)), json(200, content)]));
    renderPage();
    await submit('wrong words');
    expect(await screen.findByText(portalMessages.wrong)).toBeTruthy();
    await submit('right words');
    expect(await screen.findByRole('heading', { name: 'The Chamber' })).toBeTruthy();
    expect(screen.getByTestId('portal-content').innerHTML).toBe('<p>You spoke the words.</p>');
  });

  it('says how many minutes to wait after too many attempts', async () => {
    vi.stubGlobal('fetch', serve(401, [json(429, error(429, 'Too many'), { 'retry-after': '540' })]));
    renderPage();
    await submit('guess');
    expect(await screen.findByText('Too many attempts. Try again in 9 minutes.')).toBeTruthy();
  });

  it('says the portal is closed when the site has none', async () => {
    vi.stubGlobal('fetch', serve(404));
    renderPage();
    expect(await screen.findByText(portalMessages.closed)).toBeTruthy();
    expect(screen.queryByLabelText('Passphrase')).toBeNull();
  });

  it('shows and hides the passphrase', async () => {
    vi.stubGlobal('fetch', serve(401));
    renderPage();
    const input = await screen.findByLabelText('Passphrase');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show passphrase' }));
    expect(input.getAttribute('type')).toBe('text');
  });
});

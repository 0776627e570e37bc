import type { SiteSettings } from '@guardians/shared/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { getSiteConfigQueryOptions } from '../../../lib/api/get-site-config.ts';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv, createSiteConfig } from '../../../test/fixtures.ts';
import { SITE_SAVED_MESSAGE } from '../hooks/use-site-form.ts';
import { SiteSettingsForm } from './site-settings-form.tsx';

const OWNER = '0x1234567890abcdef1234567890abcdef1234abcd';
const fromFile: SiteSettings = { config: createSiteConfig(), editedAt: null, editedBy: null };

function renderForm(settings: SiteSettings = fromFile) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(getSiteConfigQueryOptions().queryKey, settings.config);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteSettingsForm settings={settings} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('SiteSettingsForm', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    clearToasts();
    vi.unstubAllGlobals();
  });

  it('saves the whole configuration with an emptied link as none, refreshes the site and says so', async () => {
    const fetch = serveApi({
      'PUT /api/admin/site-config': ({ init }) =>
        Response.json({
          data: {
            config: JSON.parse(String(init?.body)),
            editedAt: '2026-05-01T10:00:00.000Z',
            editedBy: OWNER,
          },
        }),
    });
    const client = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /Multi collection/ }));
    fireEvent.change(field('Instagram'), { target: { value: '' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(SITE_SAVED_MESSAGE)).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      ...createSiteConfig(),
      mode: 'multi',
      socials: { ...createSiteConfig().socials, instagram: null },
    });
    expect(client.getQueryState(getSiteConfigQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it('shows what to fix and sends nothing while a field is wrong', async () => {
    const fetch = serveApi({});
    renderForm();
    fireEvent.change(field('Site name'), { target: { value: '' } });
    fireEvent.change(field('X'), { target: { value: 'x.com/koi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('2 fields need fixing before saving.')).toBeTruthy();
    expect(field('Site name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the site name (up to 80 characters).')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    // Fixed as typed, once a save was tried.
    fireEvent.change(field('Site name'), { target: { value: 'Koi' } });
    expect(await screen.findByText('One field needs fixing before saving.')).toBeTruthy();
  });

  it("shows the server's refusal in its own words", async () => {
    serveApi({
      'PUT /api/admin/site-config': () =>
        errorAnswer(403, 'FORBIDDEN', 'Your role does not allow this (it needs site:edit)'),
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Your role does not allow this (it needs site:edit)').length,
      ).toBeGreaterThan(0),
    );
  });

  it('says where the stored configuration came from', () => {
    serveApi({});
    renderForm();
    expect(screen.getByTestId('site-provenance').textContent).toMatch(
      /committed file \(content\/site-config\.json\)/,
    );
    cleanup();
    renderForm({ ...fromFile, editedAt: '2026-05-01T10:00:00.000Z', editedBy: OWNER });
    expect(screen.getByTestId('site-provenance').textContent).toMatch(/^Last saved in the console by/);
  });

  it('follows the typed colours in the preview', () => {
    serveApi({});
    renderForm();
    fireEvent.change(field('Card border'), { target: { value: 'rgb(255, 0, 0)' } });
    const preview = screen.getByTestId('site-preview');
    const card = preview.querySelector<HTMLElement>('[style*="border-color"]');
    expect(card?.style.borderColor).toBe('rgb(255, 0, 0)');
  });
});

import { NEWSLETTER_CONSENT_TEXT, newsletterMessages } from '@guardians/shared/community';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { NewsletterForm } from './newsletter-form.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
}

function fill(email: string, consent: boolean) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  if (consent) fireEvent.click(screen.getByLabelText(NEWSLETTER_CONSENT_TEXT));
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for consent without sending anything when the box is not ticked', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fill('koi@example.com', false);
    expect(await screen.findByText(newsletterMessages.consentRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal next to the field it names", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          statusCode: 400,
          code: 'INVALID_INPUT',
          message: 'email: This address cannot receive mail',
          field: 'email',
        }),
      ),
    );
    renderForm();
    fill('koi@example.com', true);
    expect(await screen.findByText('This address cannot receive mail')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the address with consent and shows the unsubscribe link on success', async () => {
    const fetch = vi.fn(async () =>
      json(201, {
        data: { subscribed: true, unsubscribeUrl: 'http://site/newsletter/unsubscribe?token=abc' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fill('koi@example.com', true);
    expect(await screen.findByText(newsletterMessages.subscribed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unsubscribe' }).getAttribute('href')).toBe(
      'http://site/newsletter/unsubscribe?token=abc',
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'koi@example.com', consent: true });
  });
});

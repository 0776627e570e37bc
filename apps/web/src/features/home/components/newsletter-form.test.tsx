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

  it('sends the address with consent and asks the person to open the mailed link, leaking no unsubscribe link', async () => {
    const fetch = vi.fn(async () =>
      json(202, { data: { accepted: true, message: newsletterMessages.checkInbox, demoMailbox: null } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fill('koi@example.com', true);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(newsletterMessages.checkInbox);
    expect(status.textContent).toContain(newsletterMessages.confirmWithin);
    expect(status.textContent).not.toContain(newsletterMessages.confirmed);
    expect(screen.queryByRole('link')).toBeNull();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'koi@example.com', consent: true });
  });

  it('in the demo, links to the mailbox where the confirmation mail can be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(202, {
          data: { accepted: true, message: newsletterMessages.checkInbox, demoMailbox: '/dev-mail' },
        }),
      ),
    );
    renderForm();
    fill('koi@example.com', true);
    await screen.findByRole('status');
    expect(screen.getByText(newsletterMessages.demoMailbox, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the demo mailbox' }).getAttribute('href')).toBe(
      '/dev-mail',
    );
  });

  it('says so when the site has no mail server, instead of pretending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(503, { statusCode: 503, code: 'MAIL_NOT_SET_UP', message: newsletterMessages.notSetUp }),
      ),
    );
    renderForm();
    fill('koi@example.com', true);
    // A write is retried on 503 (a restarting server) before the answer shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe(newsletterMessages.notSetUp);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

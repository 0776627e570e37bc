import { newsletterMessages } from '@guardians/shared/community';
import { describe, expect, it } from 'vitest';
import { hasErrors, serverNewsletterErrors, validateNewsletter } from './newsletter-form.ts';

describe('validateNewsletter', () => {
  it('accepts an address with consent', () => {
    expect(validateNewsletter({ email: 'koi@example.com', consent: true })).toEqual({});
  });

  it('accepts surrounding spaces and capitals, as the server does', () => {
    expect(validateNewsletter({ email: '  Koi@Example.COM ', consent: true })).toEqual({});
  });

  it('asks for a valid address when the field is empty', () => {
    expect(validateNewsletter({ email: '', consent: true })).toEqual({
      email: newsletterMessages.emailInvalid,
    });
  });

  it('asks for a valid address when it has no domain', () => {
    expect(validateNewsletter({ email: 'koi@', consent: true }).email).toBe(newsletterMessages.emailInvalid);
  });

  it('says a too long address is not valid', () => {
    const email = `${'k'.repeat(250)}@example.com`;
    expect(validateNewsletter({ email, consent: true }).email).toBe(newsletterMessages.emailInvalid);
  });

  it('asks for consent when the box is not ticked', () => {
    expect(validateNewsletter({ email: 'koi@example.com', consent: false })).toEqual({
      consent: newsletterMessages.consentRequired,
    });
  });

  it('reports both fields at once', () => {
    expect(validateNewsletter({ email: 'nope', consent: false })).toEqual({
      email: newsletterMessages.emailInvalid,
      consent: newsletterMessages.consentRequired,
    });
  });
});

describe('serverNewsletterErrors', () => {
  it('puts a field error next to its field without the field prefix', () => {
    expect(
      serverNewsletterErrors({ field: 'email', message: `email: ${newsletterMessages.emailInvalid}` }),
    ).toEqual({ email: newsletterMessages.emailInvalid });
  });

  it('keeps a message without the prefix as it is', () => {
    expect(serverNewsletterErrors({ field: 'consent', message: 'Please agree' })).toEqual({
      consent: 'Please agree',
    });
  });

  it('shows an error of no known field for the whole form', () => {
    expect(serverNewsletterErrors({ message: 'Too many requests' })).toEqual({ form: 'Too many requests' });
  });
});

describe('hasErrors', () => {
  it('is false for no messages', () => {
    expect(hasErrors({})).toBe(false);
  });

  it('is true for one', () => {
    expect(hasErrors({ consent: 'x' })).toBe(true);
  });
});

import { portalMessages } from '@guardians/shared/community';
import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryAfterText, unlockErrorText } from './unlock-messages.ts';

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('600')).toBe(600);
  });

  it('reads an HTTP date as the seconds until then', () => {
    const now = Date.parse('2026-11-22T20:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 20:05:00 GMT', now)).toBe(300);
  });

  it('does not go below zero for a date in the past', () => {
    const now = Date.parse('2026-11-22T20:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 19:00:00 GMT', now)).toBe(0);
  });

  it.each([null, undefined, '', 'soon'])('is null for %s', (header) => {
    expect(parseRetryAfter(header)).toBeNull();
  });
});

describe('retryAfterText', () => {
  it('rounds seconds up to whole minutes', () => {
    expect(retryAfterText(541)).toBe('Too many attempts. Try again in 10 minutes.');
  });

  it('says at least one minute, in the singular', () => {
    expect(retryAfterText(5)).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('has a wording without a header', () => {
    expect(retryAfterText(null)).toBe('Too many attempts. Try again in a few minutes.');
  });
});

describe('unlockErrorText', () => {
  const failure = (status: number, retryAfterSeconds: number | null = null) => ({
    status,
    message: 'server said so',
    retryAfterSeconds,
  });

  it('says the passphrase is wrong on 401', () => {
    expect(unlockErrorText(failure(401))).toBe(portalMessages.wrong);
  });

  it('says the portal is closed on 404', () => {
    expect(unlockErrorText(failure(404))).toBe(portalMessages.closed);
  });

  it('says how long to wait on 429', () => {
    expect(unlockErrorText(failure(429, 120))).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('hides server internals behind a retry line on 5xx', () => {
    expect(unlockErrorText(failure(503))).toBe('The portal could not be reached. Please try again.');
  });

  it('passes another client error through', () => {
    expect(unlockErrorText(failure(403))).toBe('server said so');
  });
});

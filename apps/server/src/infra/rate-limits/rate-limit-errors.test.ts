import { describe, expect, it } from 'vitest';
import { RateLimitedError, spokenDuration } from './rate-limit-errors.ts';

describe('the refusal', () => {
  it('says how long to wait as a person would', () => {
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(45)).toBe('45 seconds');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(89)).toBe('1 minute');
    expect(spokenDuration(150)).toBe('3 minutes');
    expect(spokenDuration(7200)).toBe('2 hours');
  });

  it('is a 429 with the seconds to wait', () => {
    const error = new RateLimitedError(60);
    expect(error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfterSeconds: 60 });
    expect(error.message).toBe('Rate limit exceeded, retry in 1 minute');
  });
});

import { socialLinkErrorMessages } from '@guardians/shared/social';
import { describe, expect, it } from 'vitest';
import { hasLinkResult, readLinkResult, withoutLinkResult } from './link-result.ts';

const read = (query: string) => readLinkResult(new URLSearchParams(query));

describe('readLinkResult', () => {
  it('reports success for ?linked=<provider>', () => {
    expect(read('linked=twitter')).toEqual({ kind: 'success', message: 'Account linked successfully' });
    expect(read('linked=discord')).toEqual({ kind: 'success', message: 'Account linked successfully' });
  });

  it('reports the message of a known error code', () => {
    expect(read('linkError=SOCIAL_ACCOUNT_TAKEN')).toEqual({
      kind: 'error',
      message: socialLinkErrorMessages.SOCIAL_ACCOUNT_TAKEN,
    });
    expect(read('linkError=ACCESS_DENIED')?.message).toBe(socialLinkErrorMessages.ACCESS_DENIED);
  });

  it('falls back to the generic failure for an unknown code, never staying silent', () => {
    expect(read('linkError=SOMETHING_NEW')).toEqual({
      kind: 'error',
      message: 'Failed to link account. Please try again later.',
    });
    expect(read('linkError=')?.kind).toBe('error');
  });

  it('lets an error win over a success', () => {
    expect(read('linked=twitter&linkError=LINK_FAILED')?.kind).toBe('error');
  });

  it('ignores pages without a result and unknown providers', () => {
    expect(read('')).toBeNull();
    expect(read('tab=owned')).toBeNull();
    expect(read('linked=github')).toBeNull();
  });
});

describe('withoutLinkResult', () => {
  it('removes linked and linkError and keeps the rest', () => {
    const params = new URLSearchParams('modal=sign+up&keepAlive=true&linked=twitter&linkError=X');
    expect(hasLinkResult(params)).toBe(true);
    const next = withoutLinkResult(params);
    expect(next.toString()).toBe('modal=sign+up&keepAlive=true');
    expect(hasLinkResult(next)).toBe(false);
    expect(params.has('linked')).toBe(true); // the input is not changed
  });
});

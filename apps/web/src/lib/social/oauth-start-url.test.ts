import { beforeEach, describe, expect, it } from 'vitest';
import { createEnv } from '../../test/fixtures.ts';
import { setEnv } from '../env.ts';
import { oauthStartUrl, returnToFor } from './oauth-start-url.ts';

describe('returnToFor', () => {
  it('comes back to the same page and query, without an earlier link result', () => {
    const location = { pathname: '/forge/0xabc', search: '?tab=liked&linked=twitter' };
    expect(returnToFor(location)).toBe('/forge/0xabc?tab=liked');
  });

  it('adds extra parameters', () => {
    expect(returnToFor({ pathname: '/forge/0xabc', search: '' }, { vault: 'true' })).toBe(
      '/forge/0xabc?vault=true',
    );
  });

  it('keeps an open access modal, with its space encoded', () => {
    const back = returnToFor({ pathname: '/', search: '?modal=sign%20up&keepAlive=true' });
    expect(back).toBe('/?modal=sign+up&keepAlive=true');
  });

  it('drops a query too long for the server, then falls back to the home page', () => {
    expect(returnToFor({ pathname: '/beta', search: `?q=${'a'.repeat(600)}` })).toBe('/beta');
    expect(returnToFor({ pathname: `/${'a'.repeat(600)}`, search: '' })).toBe('/');
  });
});

describe('oauthStartUrl', () => {
  beforeEach(() => setEnv(createEnv({ apiUrl: '' })));

  it('points at the server start route with returnTo encoded', () => {
    expect(oauthStartUrl('twitter', '/forge/0xabc?tab=liked')).toBe(
      '/api/oauth/twitter/start?returnTo=%2Fforge%2F0xabc%3Ftab%3Dliked',
    );
  });
});

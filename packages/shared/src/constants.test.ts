import { describe, expect, it } from 'vitest';
import { isTransparentNavPath } from './constants.ts';

describe('isTransparentNavPath', () => {
  it.each([
    '/',
    '/story',
    '/portal',
    '/forge',
    '/forge/0xabc',
    '/odyssey',
    '/about',
    '/nftlover',
    '/nftarena',
    '/story/',
  ])('is transparent on %s', (path) => expect(isTransparentNavPath(path)).toBe(true));

  it.each(['/gallery', '/story/2', '/quests', '/forgery', '/collections'])('is solid on %s', (path) =>
    expect(isTransparentNavPath(path)).toBe(false),
  );
});

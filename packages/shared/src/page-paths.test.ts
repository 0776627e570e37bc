import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths.ts';

describe('isPagePath', () => {
  it('knows the pages, with their parameters and optional parts', () => {
    for (const path of [
      '/',
      '/explore',
      '/explore/12',
      '/explore/12/',
      '/forge',
      '/forge/0xabc',
      '/quests/leaderboard',
      '/collection/koi/3',
      '/admin',
      '/admin/site',
    ])
      expect(isPagePath(path), path).toBe(true);
  });

  it('refuses what no page serves', () => {
    for (const path of [
      '/no-such-page',
      '/explore/1/2',
      '/forge/0xabc/extra',
      '/collection',
      '/quest',
      '/admin/site/extra',
    ])
      expect(isPagePath(path), path).toBe(false);
  });
});

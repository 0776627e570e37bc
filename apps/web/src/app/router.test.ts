import { PAGE_PATHS } from '@guardians/shared/common';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router.tsx';

function pathsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? [''] : route.path !== undefined ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('the router', () => {
  it('routes exactly the pages the server answers 200 for (PAGE_PATHS), and 404s the rest', () => {
    const router = createAppRouter();
    const paths = pathsOf(router.routes);
    router.dispose();
    expect(paths.filter((path) => path !== '*').sort()).toEqual([...PAGE_PATHS].sort());
    expect(paths).toContain('*');
  });
});

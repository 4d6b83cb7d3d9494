import { DEVELOPERS_PATH } from '@piiq/domain/developers-address';
import { MIRROR_PAGE_PATH } from '@piiq/domain/mirror-address';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WALKED_PATTERNS } from '../../e2e/support/page-walk.ts';
import { portalRoutes } from '../features/portal/portal-routes.tsx';
import { portalPaths } from '../features/portal/urls.ts';
import { routes } from './router.tsx';

/** Every address a route answers: a child's path is absolute when it starts with '/', else under its parent's. */
function addresses(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own =
      route.path === undefined || route.path.startsWith('/') || !parent
        ? (route.path ?? parent)
        : `${parent}/${route.path}`;
    const here = route.index || route.path !== undefined ? [own || '/'] : [];
    return [...here, ...addresses(route.children ?? [], own)];
  });
}

describe('the walk at 390 px (every-page-at-390.spec.ts)', () => {
  it('has an entry for every route of the salon app and the portal, the developer page and the mirror, and none for a route that is gone', () => {
    // The salon app's /portal addresses only load the portal's page, whose own routes are listed below.
    const app = addresses(routes).filter((path) => !path.startsWith(portalPaths.portal));
    const portal = addresses([portalRoutes]);
    // The developer page and the mirror have one address each and no routes.
    const routed = [...new Set([...app, ...portal, DEVELOPERS_PATH, MIRROR_PAGE_PATH])].sort();
    const walked = [...new Set(Object.values(WALKED_PATTERNS).flat())].sort();
    expect(walked).toEqual(routed);
  });
});

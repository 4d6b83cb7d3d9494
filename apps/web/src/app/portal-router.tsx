import type { RouteObject } from 'react-router';
import { portalRoutes } from '../features/portal/portal-routes.tsx';
import { LoadFromServer } from './load-from-server.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

/**
 * The client portal's page (portal.html, served for /portal and every address beneath it): a phone
 * opening the mirror's QR link downloads the portal and none of the salon app.
 */
export const portalAppRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [portalRoutes, { path: '*', element: <LoadFromServer /> }],
  },
];

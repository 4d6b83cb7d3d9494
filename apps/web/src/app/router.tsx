import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every route of the spec (salon-admin.md section 2, and the other document's entry points).
 * Each screen is its own chunk, so the sign-in page loads only what it shows.
 */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  async () => ({ Component: pick(await load()) });

/**
 * For routes behind the session gate: the router fetches every matched route's `lazy` module at
 * once, so a signed-out visitor at `/` would download the salon list with the sign-in page. A
 * React.lazy component loads only when the gate actually renders it.
 */
function afterGate<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return function AfterGate() {
    return (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
  };
}

const salonRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', lazy: page(() => import('../features/dashboard/dashboard-page.tsx'), (m) => m.DashboardPage) },
  { path: 'weekly', lazy: page(() => import('../features/weekly/weekly-page.tsx'), (m) => m.WeeklyPage) },
  { path: 'appointments/:appointmentId?', lazy: page(() => import('../features/appointments/appointments-page.tsx'), (m) => m.AppointmentsPage) },
  { path: 'clients', lazy: page(() => import('../features/clients/clients-page.tsx'), (m) => m.ClientsPage) },
  { path: 'clients/:clientId', lazy: page(() => import('../features/clients/client-page.tsx'), (m) => m.ClientPage) },
  { path: 'messaging', lazy: page(() => import('../features/messaging/messaging-page.tsx'), (m) => m.MessagingPage) },
  { path: 'orders/:orderId?', lazy: page(() => import('../features/orders/orders-page.tsx'), (m) => m.OrdersPage) },
  { path: 'ibb/:ibbId?', lazy: page(() => import('../features/training/ibb-page.tsx'), (m) => m.IbbPage) },
  { path: 'academy/:academyId?', lazy: page(() => import('../features/academy/academy-page.tsx'), (m) => m.AcademyPage) },
  { path: 'products', lazy: page(() => import('../features/products/products-page.tsx'), (m) => m.ProductsPage) },
  { path: 'piiqPoster', lazy: page(() => import('../features/resources/poster-page.tsx'), (m) => m.PosterPage) },
  { path: 'settings', element: <Navigate to="salon" replace /> },
  { path: 'settings/:tab', lazy: page(() => import('../features/settings/settings-page.tsx'), (m) => m.SettingsPage) },
  { path: 'resources', lazy: page(() => import('../features/resources/resources-page.tsx'), (m) => m.ResourcesPage) },
  { path: 'support', lazy: page(() => import('../features/resources/support-page.tsx'), (m) => m.SupportPage) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Lazy routes resolve before the first paint; until then the page stays blank rather than flashing.
    HydrateFallback: () => null,
    children: [
      { path: 'register', lazy: page(() => import('../features/signup/signup-page.tsx'), (m) => m.SignupPage) },
      { path: 'signup', lazy: page(() => import('../features/signup/signup-page.tsx'), (m) => m.SignupPage) },
      { path: 'ibb/:ibbId?', lazy: page(() => import('../features/training/ibb-page.tsx'), (m) => m.IbbPage) },
      { path: 'portal/*', lazy: page(() => import('../features/portal/portal-page.tsx'), (m) => m.PortalPage) },
      {
        lazy: page(() => import('../features/auth/session-gate.tsx'), (m) => m.SessionGate),
        children: [
          { index: true, Component: afterGate(() => import('../features/salons/salon-list-page.tsx'), (m) => m.SalonListPage) },
          {
            path: ':salonId/onboarding',
            Component: afterGate(() => import('../features/onboarding/onboarding-page.tsx'), (m) => m.OnboardingPage),
          },
          {
            path: ':salonId',
            Component: afterGate(() => import('./layouts/admin-layout.tsx'), (m) => m.AdminLayout),
            children: salonRoutes,
          },
        ],
      },
      { path: '*', lazy: page(() => import('./not-found-page.tsx'), (m) => m.NotFoundPage) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { SessionGate } from '../features/auth/session-gate.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

/**
 * Every route of the spec (salon-admin.md section 2, and the other document's entry points).
 * Declarative routes rather than react-router's data router: the app loads its data with TanStack
 * Query, and the data router's code would add 16 kB gzip to the sign-in page, which has a budget.
 *
 * Each screen is its own chunk, loaded only when it renders: a signed-out visitor at `/` downloads
 * the sign-in views and nothing of the salon list behind them.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  /*
   * A component of its own per screen, so each screen mounts a new Suspense boundary: navigations
   * run in a transition, which would otherwise keep the previous screen up with no sign of progress.
   * The frame around (top bar, menu) stays while the progress bar runs.
   */
  function LazyScreen() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    );
  }
  return <LazyScreen />;
}

const salonRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', element: screen(() => import('../features/dashboard/dashboard-page.tsx'), (m) => m.DashboardPage) },
  { path: 'weekly', element: screen(() => import('../features/weekly/weekly-page.tsx'), (m) => m.WeeklyPage) },
  {
    path: 'appointments/:appointmentId?',
    element: screen(() => import('../features/appointments/appointments-page.tsx'), (m) => m.AppointmentsPage),
  },
  { path: 'clients', element: screen(() => import('../features/clients/clients-page.tsx'), (m) => m.ClientsPage) },
  { path: 'clients/:clientId', element: screen(() => import('../features/clients/client-page.tsx'), (m) => m.ClientPage) },
  { path: 'messaging', element: screen(() => import('../features/messaging/messaging-page.tsx'), (m) => m.MessagingPage) },
  { path: 'orders/:orderId?', element: screen(() => import('../features/orders/orders-page.tsx'), (m) => m.OrdersPage) },
  { path: 'ibb/:ibbId?', element: screen(() => import('../features/training/ibb-page.tsx'), (m) => m.IbbPage) },
  { path: 'academy/:academyId?', element: screen(() => import('../features/academy/academy-page.tsx'), (m) => m.AcademyPage) },
  { path: 'products', element: screen(() => import('../features/products/products-page.tsx'), (m) => m.ProductsPage) },
  { path: 'piiqPoster', element: screen(() => import('../features/resources/poster-page.tsx'), (m) => m.PosterPage) },
  { path: 'settings', element: <Navigate to="salon" replace /> },
  { path: 'settings/:tab', element: screen(() => import('../features/settings/settings-page.tsx'), (m) => m.SettingsPage) },
  { path: 'resources', element: screen(() => import('../features/resources/resources-page.tsx'), (m) => m.ResourcesPage) },
  { path: 'support', element: screen(() => import('../features/resources/support-page.tsx'), (m) => m.SupportPage) },
];

const signupScreen = () => screen(() => import('../features/signup/signup-page.tsx'), (m) => m.SignupPage);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: 'register', element: signupScreen() },
      { path: 'signup', element: signupScreen() },
      { path: 'terms-of-sale', element: screen(() => import('../features/signup/legal-pages.tsx'), (m) => m.TermsOfSalePage) },
      { path: 'privacy-policy', element: screen(() => import('../features/signup/legal-pages.tsx'), (m) => m.PrivacyPolicyPage) },
      { path: 'ibb/:ibbId?', element: screen(() => import('../features/training/ibb-page.tsx'), (m) => m.IbbPage) },
      { path: 'portal/*', element: screen(() => import('../features/portal/portal-page.tsx'), (m) => m.PortalPage) },
      {
        // Not lazy: most visits start here, and a lazy gate would wait for its own download first.
        element: <SessionGate />,
        children: [
          {
            element: screen(() => import('./layouts/admin-layout.tsx'), (m) => m.SalonListLayout),
            children: [{ index: true, element: screen(() => import('../features/salons/salon-list-page.tsx'), (m) => m.SalonListPage) }],
          },
          {
            path: ':salonId/onboarding',
            element: screen(() => import('../features/onboarding/onboarding-page.tsx'), (m) => m.OnboardingPage),
          },
          {
            path: ':salonId',
            element: screen(() => import('./layouts/admin-layout.tsx'), (m) => m.AdminLayout),
            children: salonRoutes,
          },
        ],
      },
      { path: '*', element: screen(() => import('./not-found-page.tsx'), (m) => m.NotFoundPage) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

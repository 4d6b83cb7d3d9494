import { isUuid } from '@piiq/domain/record-ids';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { academyPaths } from '../features/academy/urls.ts';
import { appointmentsPaths } from '../features/appointments/urls.ts';
import { SessionGate } from '../features/auth/session-gate.tsx';
import { clientsPaths } from '../features/clients/urls.ts';
import { consolePaths } from '../features/console/urls.ts';
import { dashboardPaths, dashboardUrl } from '../features/dashboard/urls.ts';
import { messagingPaths } from '../features/messaging/urls.ts';
import { onboardingPaths } from '../features/onboarding/urls.ts';
import { ordersPaths } from '../features/orders/urls.ts';
import { PORTAL_VIEWS, portalPaths } from '../features/portal/urls.ts';
import { productsPaths } from '../features/products/urls.ts';
import { resourcesPaths } from '../features/resources/urls.ts';
import { salonsPaths } from '../features/salons/urls.ts';
import { settingsPaths, settingsUrl } from '../features/settings/urls.ts';
import { signupUrls } from '../features/signup/urls.ts';
import { trainingPaths } from '../features/training/urls.ts';
import { weeklyPaths } from '../features/weekly/urls.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { LoadFromServer } from './load-from-server.tsx';

/**
 * Every route of the product.
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

/** Sends a salon's bare address (or a section's) on to the page it opens with. */
function SalonRedirect({ to }: { to: (salonId: string) => string }) {
  const { salonId = '' } = useParams();
  return <Navigate to={to(salonId)} replace />;
}

/**
 * A salon's addresses start with its id. Any other first part is a mistyped address, not a salon
 * the viewer may not open: it gets the not-found page, signed in or not, as any unknown address does.
 */
function SalonAddress({ notFound }: { notFound: ReactNode }) {
  const { salonId = '' } = useParams();
  return isUuid(salonId) ? <Outlet /> : notFound;
}

const notFoundScreen = () =>
  screen(
    () => import('./not-found-page.tsx'),
    (m) => m.NotFoundPage,
  );

/*
 * The patterns come from each feature's urls.ts, written in full: react-router takes a child's
 * absolute path when it starts with its parent's, so every address is spelled once.
 */
const salonRoutes: RouteObject[] = [
  { index: true, element: <SalonRedirect to={dashboardUrl} /> },
  {
    path: dashboardPaths.dashboard,
    element: screen(
      () => import('../features/dashboard/dashboard-page.tsx'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: weeklyPaths.weekly,
    element: screen(
      () => import('../features/weekly/weekly-page.tsx'),
      (m) => m.WeeklyPage,
    ),
  },
  {
    path: appointmentsPaths.appointments,
    element: screen(
      () => import('../features/appointments/appointments-page.tsx'),
      (m) => m.AppointmentsPage,
    ),
  },
  {
    path: clientsPaths.clients,
    element: screen(
      () => import('../features/clients/clients-page.tsx'),
      (m) => m.ClientsPage,
    ),
  },
  {
    path: clientsPaths.client,
    element: screen(
      () => import('../features/clients/client-page.tsx'),
      (m) => m.ClientPage,
    ),
  },
  {
    path: messagingPaths.messaging,
    element: screen(
      () => import('../features/messaging/messaging-page.tsx'),
      (m) => m.MessagingPage,
    ),
  },
  {
    path: ordersPaths.orders,
    element: screen(
      () => import('../features/orders/orders-page.tsx'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: trainingPaths.salonIbb,
    element: screen(
      () => import('../features/training/ibb-page.tsx'),
      (m) => m.IbbPage,
    ),
  },
  {
    path: academyPaths.academy,
    element: screen(
      () => import('../features/academy/academy-page.tsx'),
      (m) => m.AcademyPage,
    ),
  },
  {
    path: productsPaths.products,
    element: screen(
      () => import('../features/products/products-page.tsx'),
      (m) => m.ProductsPage,
    ),
  },
  {
    path: resourcesPaths.poster,
    element: screen(
      () => import('../features/resources/poster-page.tsx'),
      (m) => m.PosterPage,
    ),
  },
  { path: settingsPaths.settings, element: <SalonRedirect to={(salonId) => settingsUrl(salonId, 'salon')} /> },
  {
    path: settingsPaths.tab,
    element: screen(
      () => import('../features/settings/settings-page.tsx'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: resourcesPaths.resources,
    element: screen(
      () => import('../features/resources/resources-page.tsx'),
      (m) => m.ResourcesPage,
    ),
  },
  {
    path: resourcesPaths.support,
    element: screen(
      () => import('../features/resources/support-page.tsx'),
      (m) => m.SupportPage,
    ),
  },
];

/**
 * The portal is a page of its own (portal-router.tsx); here its addresses only load it. Each view is
 * spelled out because react-router ranks the salon's `/:salonId/appointments` above `/portal/*`.
 */
const portalAddresses: RouteObject[] = [
  portalPaths.portal,
  ...Object.values(PORTAL_VIEWS)
    .filter((view) => view !== '')
    .map((view) => `${portalPaths.portal}/${view}/*`),
  `${portalPaths.portal}/*`,
].map((path) => ({ path, element: <LoadFromServer /> }));

const signupScreen = () =>
  screen(
    () => import('../features/signup/signup-page.tsx'),
    (m) => m.SignupPage,
  );

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: signupUrls.register, element: signupScreen() },
      { path: signupUrls.signup, element: signupScreen() },
      {
        path: signupUrls.termsAndConditions,
        element: screen(
          () => import('../features/signup/terms-and-conditions-page.tsx'),
          (m) => m.TermsAndConditionsPage,
        ),
      },
      {
        path: signupUrls.termsOfSale,
        element: screen(
          () => import('../features/signup/legal-pages.tsx'),
          (m) => m.TermsOfSalePage,
        ),
      },
      {
        path: signupUrls.privacyPolicy,
        element: screen(
          () => import('../features/signup/legal-pages.tsx'),
          (m) => m.PrivacyPolicyPage,
        ),
      },
      {
        path: trainingPaths.ibb,
        element: screen(
          () => import('../features/training/ibb-page.tsx'),
          (m) => m.IbbPage,
        ),
      },
      ...portalAddresses,
      {
        // Not lazy: most visits start here, and a lazy gate would wait for its own download first.
        element: <SessionGate />,
        children: [
          {
            element: screen(
              () => import('./layouts/admin-layout.tsx'),
              (m) => m.SalonListLayout,
            ),
            children: [
              {
                index: true,
                element: screen(
                  () => import('../features/salons/salon-list-page.tsx'),
                  (m) => m.SalonListPage,
                ),
              },
            ],
          },
          {
            // The provider's console: its own chunks, which only the provider's staff ever load. The support
            // inbox is one of its sections, so it shares the frame though its address is its own.
            element: screen(
              () => import('../features/console/console-layout.tsx'),
              (m) => m.ConsoleLayout,
            ),
            children: [
              {
                path: consolePaths.console,
                children: [
                  { index: true, element: <Navigate to={consolePaths.leads} replace /> },
                  {
                    path: consolePaths.leads,
                    element: screen(
                      () => import('../features/console/leads-page.tsx'),
                      (m) => m.LeadsPage,
                    ),
                  },
                  {
                    path: consolePaths.deliveries,
                    element: screen(
                      () => import('../features/console/deliveries-page.tsx'),
                      (m) => m.DeliveriesPage,
                    ),
                  },
                  {
                    path: consolePaths.audit,
                    element: screen(
                      () => import('../features/console/audit-page.tsx'),
                      (m) => m.AuditPage,
                    ),
                  },
                  {
                    path: consolePaths.hairColourMeasure,
                    element: screen(
                      () => import('../features/console/hair-colour-measure-page.tsx'),
                      (m) => m.HairColourMeasurePage,
                    ),
                  },
                  {
                    path: consolePaths.catalogue,
                    element: screen(
                      () => import('../features/console/catalogue-page.tsx'),
                      (m) => m.CataloguePage,
                    ),
                  },
                  {
                    path: consolePaths.product,
                    element: screen(
                      () => import('../features/console/product-page.tsx'),
                      (m) => m.ProductPage,
                    ),
                  },
                  {
                    path: consolePaths.sheet,
                    element: screen(
                      () => import('../features/console/sheet-page.tsx'),
                      (m) => m.SheetPage,
                    ),
                  },
                  {
                    path: consolePaths.salons,
                    element: screen(
                      () => import('../features/console/salons-page.tsx'),
                      (m) => m.SalonsPage,
                    ),
                  },
                  {
                    path: consolePaths.salon,
                    element: screen(
                      () => import('../features/console/salon-page.tsx'),
                      (m) => m.SalonPage,
                    ),
                  },
                  {
                    path: consolePaths.team,
                    element: screen(
                      () => import('../features/console/team-page.tsx'),
                      (m) => m.TeamPage,
                    ),
                  },
                  {
                    path: consolePaths.content,
                    element: screen(
                      () => import('../features/console/content-page.tsx'),
                      (m) => m.ContentPage,
                    ),
                  },
                  {
                    path: consolePaths.contentSection,
                    element: screen(
                      () => import('../features/console/content-page.tsx'),
                      (m) => m.ContentPage,
                    ),
                  },
                ],
              },
              {
                path: messagingPaths.supportInbox,
                element: screen(
                  () => import('../features/messaging/support-inbox-page.tsx'),
                  (m) => m.SupportInboxPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: salonsPaths.salon,
        element: <SalonAddress notFound={notFoundScreen()} />,
        children: [
          {
            element: <SessionGate />,
            children: [
              {
                path: onboardingPaths.wizard,
                element: screen(
                  () => import('../features/onboarding/onboarding-page.tsx'),
                  (m) => m.OnboardingPage,
                ),
              },
              {
                element: screen(
                  () => import('./layouts/admin-layout.tsx'),
                  (m) => m.AdminLayout,
                ),
                children: salonRoutes,
              },
            ],
          },
        ],
      },
      { path: '*', element: notFoundScreen() },
    ],
  },
];

import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { LandingView } from './landing-view.tsx';
import { BackToLanding, PortalPage } from './portal-page.tsx';
import { SignInView } from './sign-in-view.tsx';
import { PORTAL_VIEWS, portalPaths, RECORD_VIEW_PATH } from './urls.ts';

/** A view loaded when first shown, in a chunk of its own. */
function lazyView<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const View = lazy(async () => ({ default: pick(await load()) }));
  const LazyView = () => (
    <Suspense fallback={<FullPageLoading />}>
      <View />
    </Suspense>
  );
  return <LazyView />;
}

/**
 * The client portal's routes: the flow's
 * frame at /portal and each view beneath it. The frame, the landing and sign-in come with the
 * portal page's entry (a phone on a slow network would otherwise wait a second round trip for its
 * first screen); the rarer views load when shown.
 */
export const portalRoutes: RouteObject = {
  path: portalPaths.portal,
  element: <PortalPage />,
  children: [
    { index: true, element: <LandingView /> },
    { path: PORTAL_VIEWS.signin, element: <SignInView /> },
    {
      path: PORTAL_VIEWS.signup,
      element: lazyView(
        () => import('./sign-up-view.tsx'),
        (m) => m.SignUpView,
      ),
    },
    {
      path: PORTAL_VIEWS.forgot,
      element: lazyView(
        () => import('./forgot-view.tsx'),
        (m) => m.ForgotView,
      ),
    },
    {
      path: PORTAL_VIEWS.newPassword,
      element: lazyView(
        () => import('./new-password-view.tsx'),
        (m) => m.NewPasswordView,
      ),
    },
    {
      path: PORTAL_VIEWS.startsession,
      element: lazyView(
        () => import('./start-session-view.tsx'),
        (m) => m.StartSessionView,
      ),
    },
    {
      path: PORTAL_VIEWS.success,
      element: lazyView(
        () => import('./success-view.tsx'),
        (m) => m.SuccessView,
      ),
    },
    {
      path: PORTAL_VIEWS.appointments,
      element: lazyView(
        () => import('./appointments-view.tsx'),
        (m) => m.AppointmentsView,
      ),
    },
    {
      path: PORTAL_VIEWS.journey,
      element: lazyView(
        () => import('./journey-view.tsx'),
        (m) => m.JourneyView,
      ),
    },
    {
      path: PORTAL_VIEWS.salons,
      element: lazyView(
        () => import('./salon-finder-view.tsx'),
        (m) => m.SalonFinderView,
      ),
    },
    {
      path: `${PORTAL_VIEWS.appointments}/:appointmentId`,
      element: lazyView(
        () => import('./appointment-details-view.tsx'),
        (m) => m.AppointmentDetailsView,
      ),
    },
    {
      path: RECORD_VIEW_PATH,
      element: lazyView(
        () => import('./record-view.tsx'),
        (m) => m.RecordView,
      ),
    },
    { path: '*', element: <BackToLanding /> },
  ],
};

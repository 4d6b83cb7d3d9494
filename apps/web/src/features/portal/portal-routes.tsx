import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { PORTAL_VIEWS, portalPaths } from './urls.ts';

/** A view loaded when first shown: the app's first chunk carries none of the portal. */
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
 * The client portal's routes (signup-portal-onboarding.md section 2, RESOLUTIONS 4): the flow's
 * frame at /portal and each view beneath it. The landing and sign-in come with the frame's
 * chunk; the rarer views load when shown.
 */
export const portalRoutes: RouteObject = {
  path: portalPaths.portal,
  element: lazyView(() => import('./portal-page.tsx'), (m) => m.PortalPage),
  children: [
    { index: true, element: lazyView(() => import('./portal-page.tsx'), (m) => m.LandingView) },
    { path: PORTAL_VIEWS.signin, element: lazyView(() => import('./portal-page.tsx'), (m) => m.SignInView) },
    { path: PORTAL_VIEWS.signup, element: lazyView(() => import('./sign-up-view.tsx'), (m) => m.SignUpView) },
    { path: PORTAL_VIEWS.forgot, element: lazyView(() => import('./forgot-view.tsx'), (m) => m.ForgotView) },
    { path: PORTAL_VIEWS.newPassword, element: lazyView(() => import('./new-password-view.tsx'), (m) => m.NewPasswordView) },
    { path: PORTAL_VIEWS.startsession, element: lazyView(() => import('./start-session-view.tsx'), (m) => m.StartSessionView) },
    { path: PORTAL_VIEWS.success, element: lazyView(() => import('./success-view.tsx'), (m) => m.SuccessView) },
    { path: PORTAL_VIEWS.appointments, element: lazyView(() => import('./appointments-view.tsx'), (m) => m.AppointmentsView) },
    { path: PORTAL_VIEWS.journey, element: lazyView(() => import('./journey-view.tsx'), (m) => m.JourneyView) },
    { path: PORTAL_VIEWS.salons, element: lazyView(() => import('./salon-finder-view.tsx'), (m) => m.SalonFinderView) },
    {
      path: `${PORTAL_VIEWS.appointments}/:appointmentId`,
      element: lazyView(() => import('./appointment-details-view.tsx'), (m) => m.AppointmentDetailsView),
    },
    { path: '*', element: lazyView(() => import('./portal-page.tsx'), (m) => m.BackToLanding) },
  ],
};

/** Test fixtures: a signed-in viewer in the query cache (used by the salon list and admin layout tests). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { TopBannerProvider } from '../components/top-banner.tsx';
import { viewerQueryKey, type Viewer, type ViewerSalonAccess } from '../lib/session.ts';

/** A salon access entry; by default the user is the salon's admin and onboarding is done. */
export function createAccess(
  id: string,
  overrides: Omit<Partial<ViewerSalonAccess>, 'salon'> & { salon?: Partial<ViewerSalonAccess['salon']> } = {},
): ViewerSalonAccess {
  const { salon, ...rest } = overrides;
  return {
    salonAdmin: true,
    salonClient: false,
    ...rest,
    salon: {
      id,
      name: `Salon ${id}`,
      timeZone: 'Australia/Sydney',
      onboardingComplete: true,
      onboardingState: null,
      ...salon,
    },
  };
}

export function createViewer(salonAccess: ViewerSalonAccess[], overrides: Partial<Viewer> = {}): Viewer {
  return {
    id: 'user-1',
    email: 'owner@piiq.test',
    name: 'Olivia Owner',
    profileRole: 'Salon',
    isProviderStaff: false,
    termsOfServiceLocale: 'en-US',
    termsOfServiceVersion: 2,
    termsOfServiceAcceptedAt: '2026-01-01T00:00:00.000Z',
    salonAccess,
    ...overrides,
  };
}

/**
 * Renders routes with the viewer (and the app config) already in the query cache, as the session gate
 * leaves them: the screens under test read them without a network.
 */
export function renderWithViewer(
  routes: RouteObject[],
  path: string,
  viewer: Viewer,
  config: { onboardingVideoUrl?: string | null } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(viewerQueryKey, viewer);
  queryClient.setQueryData(['app-config'], {
    supportEmail: 'support@piiq.test',
    helpCentreUrl: '/help-centre',
    onboardingVideoUrl: null,
    version: '2.0.2a',
    ...config,
  });
  return renderInApp(routes, path, queryClient);
}

/** Renders routes at a path inside the providers the app puts around every screen, with this cache. */
export function renderInApp(routes: RouteObject[], path: string, queryClient: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <TopBannerProvider>
        <RouterProvider router={router} />
      </TopBannerProvider>
    </QueryClientProvider>,
  );
  return router;
}

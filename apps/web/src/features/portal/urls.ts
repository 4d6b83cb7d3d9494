import { PORTAL_PATH } from '@piiq/domain/portal-address';

/**
 * Typed addresses of the client portal (docs/product-rules.md: under /portal, the email landing at /portal
 * itself). Every view keeps the mirror's `?session=` so the flow ends by joining that session.
 */
export const portalPaths = { portal: PORTAL_PATH } as const;

/**
 * The portal's views, each a route beneath /portal (the portal's own
 * page, app/portal-router.tsx). The salon app sends each of them back to the server by name
 * (app/router.tsx), as it would rank its `/:salonId/appointments` above a `/portal/*` splat.
 */
export const PORTAL_VIEWS = {
  landing: '',
  signin: 'signin',
  signup: 'signup',
  forgot: 'forgot',
  newPassword: 'new-password',
  success: 'success',
  startsession: 'startsession',
  appointments: 'appointments',
  journey: 'journey',
  salons: 'salons',
} as const;

export type PortalView = keyof typeof PORTAL_VIEWS;

/** The query parameter that carries a mirror session id (the QR link). */
export const SESSION_PARAM = 'session';

function withSession(path: string, session: string | null): string {
  return session ? `${path}?${new URLSearchParams({ [SESSION_PARAM]: session }).toString()}` : path;
}

export function portalUrl(view: PortalView, session: string | null): string {
  const segment = PORTAL_VIEWS[view];
  return withSession(segment ? `/portal/${segment}` : '/portal', session);
}

/** The salon finder's search, kept in the address so the back button and a reload show the same salons. */
export const FINDER_SEARCH_PARAM = 'q';

export function portalSalonsUrl(search: string | null, session: string | null): string {
  const params = new URLSearchParams();
  if (search) params.set(FINDER_SEARCH_PARAM, search);
  if (session) params.set(SESSION_PARAM, session);
  const query = params.toString();
  return `/portal/${PORTAL_VIEWS.salons}${query ? `?${query}` : ''}`;
}

export function portalAppointmentUrl(appointmentId: string, session: string | null): string {
  return withSession(`/portal/appointments/${encodeURIComponent(appointmentId)}`, session);
}

/** The page of the client's record at one salon (consent, allergies, phone), beneath the salons. */
export const RECORD_VIEW_PATH = `${PORTAL_VIEWS.salons}/:salonId/record`;

/** The visit the record page was opened from: a signature made there shows on that visit's record at once. */
export const APPOINTMENT_PARAM = 'appointmentId';

export function portalRecordUrl(salonId: string, appointmentId: string | null, session: string | null): string {
  const params = new URLSearchParams();
  if (appointmentId) params.set(APPOINTMENT_PARAM, appointmentId);
  if (session) params.set(SESSION_PARAM, session);
  const query = params.toString();
  return `/portal/${PORTAL_VIEWS.salons}/${encodeURIComponent(salonId)}/record${query ? `?${query}` : ''}`;
}

/**
 * Where the client portal lives (docs/product-rules.md: under /portal). The portal is a page of its own, so
 * the server, the salon app and the portal must agree on which addresses are the portal's.
 */
export const PORTAL_PATH = '/portal';

export function isPortalAddress(pathname: string): boolean {
  return pathname === PORTAL_PATH || pathname.startsWith(`${PORTAL_PATH}/`);
}

/** An appointment's page in the portal, where its client sees and pays for its order (emails link to it). */
export function portalAppointmentUrl(publicUrl: string, appointmentId: string): string {
  return `${publicUrl.replace(/\/$/, '')}${PORTAL_PATH}/appointments/${encodeURIComponent(appointmentId)}`;
}

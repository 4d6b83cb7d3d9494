/**
 * Where the client portal lives (docs/product-rules.md: under /portal). The portal is a page of its own, so
 * the server, the salon app and the portal must agree on which addresses are the portal's.
 */
export const PORTAL_PATH = '/portal';

export function isPortalAddress(pathname: string): boolean {
  return pathname === PORTAL_PATH || pathname.startsWith(`${PORTAL_PATH}/`);
}

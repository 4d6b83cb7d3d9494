/**
 * Where the public developer page lives. It is a page of its own (like the portal), so the server and
 * the web app's dev server must agree on which address sends it.
 */
export const DEVELOPERS_PATH = '/developers';

/** The page has no addresses beneath it: its sections are anchors (`/developers#webhooks`). */
export function isDevelopersAddress(pathname: string): boolean {
  return pathname === DEVELOPERS_PATH || pathname === `${DEVELOPERS_PATH}/`;
}

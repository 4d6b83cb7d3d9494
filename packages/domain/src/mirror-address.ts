/**
 * Where the web mirror lives. It is a page of its own (decision 075), so the server and the web app's
 * dev server must agree on which addresses send it.
 */
export const MIRROR_PAGE_PATH = '/mirror';

/**
 * The mirror's page, with or without its trailing slash and in any case: the addresses it answered as
 * a route of the salon app, which paired mirrors and typed links may keep. Nothing lies beneath it.
 */
export function isMirrorAddress(pathname: string): boolean {
  const address = pathname.toLowerCase();
  return address === MIRROR_PAGE_PATH || address === `${MIRROR_PAGE_PATH}/`;
}

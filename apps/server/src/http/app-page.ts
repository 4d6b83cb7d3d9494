import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isDevelopersAddress } from '@piiq/domain/developers-address';
import { isMirrorAddress } from '@piiq/domain/mirror-address';
import { isPortalAddress } from '@piiq/domain/portal-address';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './viewer.ts';

/** The marker the web app's index.html carries; the app reads it once at start (apps/web lib/session.ts). */
export const SESSION_HINT_UNKNOWN = '<meta name="piiq-session" content="unknown" />';
const SESSION_HINT_NONE = '<meta name="piiq-session" content="none" />';

interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function encode(html: string): EncodedPage {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

interface PageVariants {
  withCookie: EncodedPage;
  withoutCookie: EncodedPage;
}

function pageVariants(webDist: string, file: string): PageVariants {
  const html = readFileSync(path.join(webDist, file), 'utf8');
  return { withCookie: encode(html), withoutCookie: encode(html.replace(SESSION_HINT_UNKNOWN, SESSION_HINT_NONE)) };
}

/**
 * The web app's HTML pages: the client portal's (portal.html) for its addresses, the public
 * developer page (developers.html) for /developers, the web mirror's (mirror.html) for /mirror, the
 * salon app's (index.html) for every other page address. A request without a session cookie cannot be
 * signed in, and the page says so: the app then shows the sign-in card at once instead of first
 * asking the server who is signed in, a round trip on the way to the first paint. With a cookie the
 * page says nothing and the app asks, since the session may have ended.
 */
export function createAppPage(webDist: string) {
  const salonApp = pageVariants(webDist, 'index.html');
  const portal = pageVariants(webDist, 'portal.html');
  const developers = pageVariants(webDist, 'developers.html');
  const mirror = pageVariants(webDist, 'mirror.html');

  const pageFor = (pathname: string) => {
    if (isPortalAddress(pathname)) return portal;
    if (isDevelopersAddress(pathname)) return developers;
    if (isMirrorAddress(pathname)) return mirror;
    return salonApp;
  };

  return function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
    const variants = pageFor(new URL(request.url, 'http://page.invalid').pathname);
    const page = request.cookies[SESSION_COOKIE] ? variants.withCookie : variants.withoutCookie;
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    reply
      .type('text/html; charset=utf-8')
      // The page differs by cookie, so no cache may hand one person's variant to another request.
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  };
}

import type { FastifyRequest } from 'fastify';
import { toViewerUser } from '../modules/auth/auth.service.ts';
import type { Viewer } from '../modules/auth/viewer.ts';
import type { Services } from '../services.ts';

export const SESSION_COOKIE = 'piiq_session';
/** A guest's IBB progress is theirs by the email link they opened on this device. */
export const IBB_LEARNER_COOKIE = 'piiq_ibb';
/** Names the account this browser signed in to (a device cookie): kept after sign-out, on purpose. */
export const DEVICE_COOKIE = 'piiq_device';

/** Who sent the request, from the session cookie: the one reading GraphQL and every other route share. */
export async function viewerOf(req: FastifyRequest, services: Services): Promise<Viewer | null> {
  const token = req.cookies[SESSION_COOKIE];
  const session = token ? await services.auth.viewerFromToken(token) : null;
  if (!session) return null;
  return {
    user: toViewerUser(session.user),
    sessionTokenHash: session.tokenHash,
    account: session.user,
  };
}

/** The device credential of a mirror's call (`Authorization: Bearer ...`), or null when there is none. */
export function bearerCredential(req: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

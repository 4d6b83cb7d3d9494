import { authMessages } from '@piiq/domain/auth-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../modules/auth/viewer.ts';
import type { Services } from '../services.ts';
import { errorBody, FOREIGN_ORIGIN_MESSAGE } from './error-body.ts';
import { viewerOf } from './viewer.ts';

/** The header /graphql requires of requests a plain cross-site form could send; uploads always need it. */
export const CSRF_HEADER = 'x-piiq-csrf';

/**
 * Who may send a body to a route, settled before the body is read: our origin, the CSRF header, a
 * session, and then `allowed`. `admit` answers the refusal or nothing; `senderOf` hands the route
 * the admitted person.
 */
export function createAdmission(services: Services, fromOurOrigin: (origin: string | undefined) => boolean) {
  const senders = new WeakMap<FastifyRequest, Viewer>();
  return {
    admit<Request extends FastifyRequest>(allowed: (viewer: Viewer, request: Request) => Promise<boolean> | boolean) {
      return async (request: Request, reply: FastifyReply) => {
        const refuse = (status: number, code: string, message: string) =>
          reply.status(status).send(errorBody(message, code, request.id));
        if (!fromOurOrigin(request.headers.origin)) return refuse(403, 'FORBIDDEN_ORIGIN', FOREIGN_ORIGIN_MESSAGE);
        if (request.headers[CSRF_HEADER] === undefined)
          return refuse(403, 'CSRF_HEADER_MISSING', `Send the ${CSRF_HEADER} header.`);
        const viewer = await viewerOf(request, services);
        if (!viewer) return refuse(401, 'UNAUTHENTICATED', authMessages.signedOut);
        if (!(await allowed(viewer, request))) return refuse(403, 'FORBIDDEN', authMessages.notAuthorised);
        senders.set(request, viewer);
        return undefined;
      };
    },
    senderOf(request: FastifyRequest): Viewer {
      const viewer = senders.get(request);
      if (!viewer) throw new Error('route reached without an admitted sender');
      return viewer;
    },
  };
}

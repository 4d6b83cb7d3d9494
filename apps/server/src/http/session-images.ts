import { mirrorMessages } from '@piiq/domain/mirror-pairing';
import {
  idempotencyKeySchema,
  MAX_SESSION_IMAGE_BYTES,
  mirrorSessionMessages,
  SESSION_IMAGE_KINDS,
  type SessionImageKind,
} from '@piiq/domain/mirror-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_MESSAGE, UserError } from '../errors.ts';
import type { DeviceViewer } from '../modules/mirror/mirror.service.ts';
import type { Services } from '../services.ts';
import { errorBody } from './error-body.ts';
import { bearerCredential } from './viewer.ts';

const KINDS: ReadonlySet<string> = new Set<string>(SESSION_IMAGE_KINDS);
const STATUS_OF: Readonly<Record<string, number>> = { BAD_USER_INPUT: 400, NOT_FOUND: 404, CONFLICT: 409 };

/**
 * POST /uploads/mirror-sessions/:sessionId/:kind (uploadSessionImage): a mirror's selfie or 360
 * capture of its own session, sent as the raw image with its device credential. A route rather than
 * a GraphQL field because a photo is up to 10 MiB and /graphql takes 1 MiB. Any body type is read
 * as bytes and judged by its leading bytes; an `Idempotency-Key` header makes a retry store it once.
 * Answers the session's appointment and the photo's address.
 */
export async function registerSessionImages(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  /** The device each admitted request was checked to come from. */
  const devices = new WeakMap<FastifyRequest, DeviceViewer>();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_SESSION_IMAGE_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    scope.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.status(413).send(errorBody(mirrorSessionMessages.imageSize, 'PAYLOAD_TOO_LARGE', request.id));
      if (error instanceof UserError) {
        const code = String(error.extensions.code);
        return reply.status(STATUS_OF[code] ?? 400).send(errorBody(error.message, code, request.id));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
        return reply.status(error.statusCode).send(errorBody(error.message, 'BAD_REQUEST', request.id));
      request.log.error({ err: error }, 'session image upload failed');
      return reply.status(500).send(errorBody(GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR', request.id));
    });

    scope.post<{ Params: { sessionId: string; kind: string } }>(
      '/uploads/mirror-sessions/:sessionId/:kind',
      {
        bodyLimit: MAX_SESSION_IMAGE_BYTES,
        // The device is known before the body is read: a stranger's 10 MiB is never taken in.
        onRequest: async (request, reply) => {
          const device = await services.mirror.deviceFromCredential(bearerCredential(request) ?? '');
          if (!device)
            return reply.status(401).send(errorBody(mirrorMessages.notPaired, 'UNAUTHENTICATED', request.id));
          devices.set(request, device);
          return undefined;
        },
      },
      async (request, reply) => {
        const { sessionId, kind } = request.params;
        const device = devices.get(request);
        if (!device) throw new Error('session image route reached without a device');
        if (!KINDS.has(kind))
          return reply.status(404).send(errorBody(mirrorSessionMessages.notFound, 'NOT_FOUND', request.id));
        const keyHeader = request.headers['idempotency-key'];
        const key = keyHeader === undefined ? null : idempotencyKeySchema.safeParse(keyHeader);
        if (key && !key.success)
          return reply.status(400).send(errorBody(mirrorSessionMessages.idempotencyKey, 'BAD_USER_INPUT', request.id));
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { session, appointment } = await services.mirrorSessions.uploadImage(
          device,
          sessionId,
          kind as SessionImageKind,
          bytes,
          key ? key.data : null,
        );
        const url = `/photos/appointments/${appointment.id}/${kind}`;
        return reply.status(201).send({
          sessionId: session.id,
          appointmentId: appointment.id,
          image: {
            url,
            contentType:
              kind === 'selfie' ? appointment.clientSelfieImageContentType : appointment.client360ImageContentType,
          },
        });
      },
    );
  });
}

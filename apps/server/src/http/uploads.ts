import { authMessages } from '@piiq/domain/auth-rules';
import { MAX_SALON_PHOTO_BYTES, SALON_PHOTO_TYPES, salonPhotoMessages, sniffPhotoType } from '@piiq/domain/salon-photo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { administersSalon } from '@piiq/domain/salon-access';
import { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE, UserError } from '../errors.ts';
import { isUuid } from '../ids.ts';
import type { Services } from '../services.ts';
import { createAdmission } from './admission.ts';
import { errorBody } from './error-body.ts';
import { viewerOf } from './viewer.ts';

class UnsupportedPhoto extends Error {
  readonly statusCode = 415;
}

/**
 * POST /uploads/salons/:salonId/photo: the salon finder photo, sent as the raw image; and the images
 * of the support conversation (POST /uploads/salons/:salonId/messages from its admins,
 * /uploads/conversations/:conversationId/messages from the support team, GET /messaging/images/:messageId). Who may
 * send is settled before the body is read (origin, CSRF header, session, admin of that salon or support); then
 * the body is held to 5 MiB and its leading bytes must be a JPEG, PNG or WebP image.
 */
export async function registerUploads(
  app: FastifyInstance,
  options: { services: Services; fromOurOrigin: (origin: string | undefined) => boolean },
): Promise<void> {
  const { services } = options;

  const { admit, senderOf } = createAdmission(services, options.fromOurOrigin);
  const admitAdmin = admit<FastifyRequest<{ Params: { salonId: string } }>>(async (viewer, request) => {
    const { salonId } = request.params;
    return administersSalon(
      viewer.user.profileRole,
      isUuid(salonId) ? await services.salons.accessOf(viewer.user.id, salonId) : undefined,
    );
  });
  const admitSupport = admit((viewer) => viewer.user.isProviderStaff);

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...SALON_PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_SALON_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser('*', (_request, _payload, done) => done(new UnsupportedPhoto(salonPhotoMessages.type)));

    scope.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send(errorBody(salonPhotoMessages.size, 'PAYLOAD_TOO_LARGE', request.id));
      }
      if (
        error instanceof UnsupportedPhoto ||
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
        error.code === 'FST_ERR_CTP_EMPTY_TYPE'
      ) {
        return reply.status(415).send(errorBody(salonPhotoMessages.type, 'UNSUPPORTED_MEDIA_TYPE', request.id));
      }
      if (error instanceof UserError && error.extensions.code === 'NOT_FOUND') {
        return reply.status(404).send(errorBody(NOT_FOUND_MESSAGE, 'NOT_FOUND', request.id));
      }
      if (error instanceof UserError && error.extensions.code === 'RATE_LIMITED') {
        return reply.status(429).send(errorBody(error.message, 'RATE_LIMITED', request.id));
      }
      if (error instanceof UserError) {
        return reply.status(400).send(errorBody(error.message, String(error.extensions.code), request.id));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send(errorBody(error.message, 'BAD_REQUEST', request.id));
      }
      request.log.error({ err: error }, 'salon photo upload failed');
      return reply.status(500).send(errorBody(GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR', request.id));
    });

    scope.post<{ Params: { salonId: string } }>(
      '/uploads/salons/:salonId/photo',
      { bodyLimit: MAX_SALON_PHOTO_BYTES, onRequest: admitAdmin },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const type = sniffPhotoType(bytes);
        if (!type)
          return reply.status(415).send(errorBody(salonPhotoMessages.type, 'UNSUPPORTED_MEDIA_TYPE', request.id));
        const path = await services.salons.storePhoto(request.params.salonId, bytes, type);
        return reply.status(201).send({ path });
      },
    );

    // An image in the support conversation: from a salon's admin, or from the support team.
    scope.post<{ Params: { salonId: string } }>(
      '/uploads/salons/:salonId/messages',
      { bodyLimit: MAX_SALON_PHOTO_BYTES, onRequest: admitAdmin },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const message = await services.messaging.sendImageFromSalon(
          request.params.salonId,
          senderOf(request).user.id,
          bytes,
        );
        return reply.status(201).send({ id: message.id });
      },
    );
    scope.post<{ Params: { conversationId: string } }>(
      '/uploads/conversations/:conversationId/messages',
      { bodyLimit: MAX_SALON_PHOTO_BYTES, onRequest: admitSupport },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const message = await services.messaging.sendImageFromSupport(
          request.params.conversationId,
          senderOf(request).user.id,
          bytes,
        );
        return reply.status(201).send({ id: message.id });
      },
    );
  });

  /** A conversation's image: for the salon's admins and the support team only; anyone else learns nothing. */
  app.get<{ Params: { messageId: string } }>('/messaging/images/:messageId', async (request, reply) => {
    reply.header('cache-control', 'private, max-age=3600');
    const viewer = await viewerOf(request, services);
    if (!viewer) return reply.status(401).type('text/plain; charset=utf-8').send(authMessages.signedOut);
    const image = await services.messaging.image(request.params.messageId, {
      isSupport: viewer.user.isProviderStaff,
      administers: async (salonId) =>
        administersSalon(viewer.user.profileRole, await services.salons.accessOf(viewer.user.id, salonId)),
    });
    if (!image) return reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND_MESSAGE);
    return reply
      .header('content-type', image.contentType)
      .header('content-length', image.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(image.body);
  });
}

import { authMessages } from '@piiq/domain/auth-rules';
import { mirrorMessages } from '@piiq/domain/mirror-pairing';
import { administersSalon } from '@piiq/domain/salon-access';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MESSAGE } from '../errors.ts';
import { isUuid } from '../ids.ts';
import type { PhotoKind } from '../modules/appointments/photo-url.ts';
import type { Services } from '../services.ts';
import { bearerCredential, viewerOf } from './viewer.ts';

const KINDS: ReadonlySet<string> = new Set<PhotoKind>(['selfie', '360']);

/**
 * GET /photos/appointments/:appointmentId/:kind: a client's selfie or 360 capture, only for the
 * salon's admins and the client themself, checked on every request by the session; the file has
 * no public address. A call with a device credential (decision 022) is the mirror running the
 * appointment's consultation, which shows the photos while it lasts; the cookie is then not read.
 * Anyone else learns nothing, not even that the appointment exists.
 */
export async function registerPhotos(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  app.get<{ Params: { appointmentId: string; kind: string } }>(
    '/photos/appointments/:appointmentId/:kind',
    async (request, reply) => {
      // Never kept by the browser: a deleted photo, or one whose viewer lost access, must not be shown again.
      reply.header('cache-control', 'private, no-store');
      const credential = bearerCredential(request);
      const device = credential === null ? null : await services.mirror.deviceFromCredential(credential);
      if (credential !== null && !device)
        return reply.status(401).type('text/plain; charset=utf-8').send(mirrorMessages.notPaired);
      const viewer = device ? null : await viewerOf(request, services);
      if (!device && !viewer) return reply.status(401).type('text/plain; charset=utf-8').send(authMessages.signedOut);
      const { appointmentId, kind } = request.params;
      const appointment =
        isUuid(appointmentId) && KINDS.has(kind)
          ? await services.appointments.findAppointment(appointmentId)
          : undefined;
      const allowed =
        appointment !== undefined &&
        (device
          ? await services.mirrorSessions.showsPhotosOf(device, appointment.id)
          : viewer !== null &&
            (appointment.clientId === viewer.user.id ||
              administersSalon(
                viewer.user.profileRole,
                await services.salons.accessOf(viewer.user.id, appointment.salonId),
              )));
      const photo = allowed ? await services.appointments.photo(appointment, kind as PhotoKind) : null;
      if (!photo) return reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND_MESSAGE);
      if ('publicUrl' in photo) return reply.redirect(photo.publicUrl);
      return (
        reply
          .header('content-type', photo.contentType)
          .header('content-length', photo.size)
          .header('x-content-type-options', 'nosniff')
          // A photo is data, never a page: no scripts, even inside an SVG.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          // Streamed from the store (the folder or the bucket) as it is read.
          .send(photo.body)
      );
    },
  );
}

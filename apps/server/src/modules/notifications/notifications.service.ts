import type { SalonNotification } from '@piiq/domain/notifications';
import { pushMessageFor, type PushSubscriptionInput } from '@piiq/domain/push';
import { administersSalon } from '@piiq/domain/salon-access';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../ids.ts';
import { enqueueOutbox, type OutboxPayloads } from '../../jobs/outbox.ts';
import type { EventsPort } from '../../ports/events.ts';
import type { PushPort } from '../../ports/push.ts';
import type { AuthReads } from '../auth/auth.reads.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/**
 * A pickup request is stale once the client has left the salon: a phone that was off for longer
 * than this is not told about it any more.
 */
const PUSH_TTL_SECONDS = 4 * 3600;

/** Web Push to salon admins' devices (docs/product-rules.md: the original app's push id becomes a Web Push subscription). */
export function createNotificationsService(deps: {
  repository: NotificationsRepository;
  salons: Pick<SalonsReads, 'adminUserIds' | 'accessOf'>;
  users: Pick<AuthReads, 'findUserById'>;
  push: PushPort;
  events: Pick<EventsPort, 'publish' | 'subscribe'>;
  vapidPublicKey: string;
}) {
  const { repository } = deps;

  /**
   * Tells the salon's admins of one piece of news, inside the transaction of the change (the changes
   * service decides the news): once for the admin pages open now (their top banner) and once per
   * device of each admin (Web Push), each an outbox delivery that retries on its own, none existing
   * unless the change does.
   */
  async function pushToSalonAdmins(tx: Database, salonId: string, notification: SalonNotification): Promise<void> {
    const admins = await deps.salons.adminUserIds(salonId, tx);
    const devices = await repository.subscriptionsOfUsers(admins, tx);
    const message = pushMessageFor(salonId, notification);
    await enqueueOutbox(tx, [
      { kind: 'announcement' as const, payload: { salonId, announcement: notification } },
      ...devices.map((device) => ({
        kind: 'push' as const,
        payload: { subscriptionId: device.id, salonId, ...message },
      })),
    ]);
  }

  return {
    vapidPublicKey: deps.vapidPublicKey,

    isSubscribed: (userId: string, endpoint: string) => repository.hasSubscription(userId, endpoint),

    async subscribe(userId: string, subscription: PushSubscriptionInput, userAgent: string | undefined): Promise<void> {
      await repository.saveSubscription({
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent: userAgent?.slice(0, 512) ?? null,
      });
    },

    /** Only the viewer's own device: an endpoint someone else saved is not theirs to remove. */
    unsubscribe: (userId: string, endpoint: string) => repository.removeSubscription(userId, endpoint),

    pushToSalonAdmins,

    /** The outbox's delivery of news to the admin pages: whoever listens now, and is still allowed to, hears it. */
    async deliverAnnouncement(payload: OutboxPayloads['announcement']): Promise<void> {
      deps.events.publish('salonAnnounced', payload.salonId, payload);
    },

    subscribeToAnnouncements: (salonId: string) => deps.events.subscribe('salonAnnounced', salonId),

    /**
     * The outbox's delivery. Who may hear about the salon is asked again now: a device removed or an
     * admin whose access ended since the change gets nothing. A push service that forgot the
     * subscription (404, 410) has it deleted; any other failure is thrown for the outbox to retry.
     */
    async deliverPush(payload: OutboxPayloads['push']): Promise<void> {
      const device = isUuid(payload.subscriptionId)
        ? await repository.findSubscription(payload.subscriptionId)
        : undefined;
      if (!device) return;
      const [user, access] = await Promise.all([
        deps.users.findUserById(device.userId),
        deps.salons.accessOf(device.userId, payload.salonId),
      ]);
      if (!user || !administersSalon(user.profileRole ?? null, access)) return;
      const { title, body, url, tag } = payload;
      const result = await deps.push.send(device, JSON.stringify({ title, body, url, tag }), {
        ttlSeconds: PUSH_TTL_SECONDS,
        urgency: 'high',
      });
      if (result.outcome === 'gone') await repository.forgetEndpoint(device.endpoint);
      if (result.outcome === 'failed') throw new Error(`push to ${new URL(device.endpoint).host}: ${result.detail}`);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

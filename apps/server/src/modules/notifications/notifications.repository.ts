import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/notifications.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * One row per endpoint: the browser that subscribes again (new keys) or is now used by someone
     * else (another sign-in on the same device) replaces the row, so a device never notifies twice.
     */
    async saveSubscription(values: {
      userId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      userAgent: string | null;
    }): Promise<PushSubscriptionRow> {
      const [row] = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: values.userId,
            p256dh: values.p256dh,
            auth: values.auth,
            userAgent: values.userAgent,
            createdAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('push subscription was not stored');
      return row;
    },

    async removeSubscription(userId: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    async hasSubscription(userId: string, endpoint: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .limit(1);
      return Boolean(row);
    },

    async findSubscription(id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
      return row;
    },

    subscriptionsOfUsers(userIds: readonly string[], tx: Database = db): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },

    /** The push service answered that the endpoint is gone: whoever saved it, it will never deliver again. */
    async forgetEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

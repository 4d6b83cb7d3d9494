import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointmentImageLikes, appointmentRecommendations, appointments, mirrorSessions } from '../../db/schema/appointments.ts';
import { cartItems, carts } from '../../db/schema/carts.ts';

/**
 * The rows a mirror consultation writes: its session, and the appointment, recommendations, likes and
 * cart it fills. These tables belong to the appointments module; the mirror's use cases
 * (modules/mirror) write them only through here.
 */
export type MirrorSessionRow = typeof mirrorSessions.$inferSelect;
// Declared here rather than imported, so the appointments repository that spreads this one is not imported back.
type AppointmentRow = typeof appointments.$inferSelect;
type CartRow = typeof carts.$inferSelect;

export interface PricedCartLine {
  productId: string;
  sku: string;
  quantity: number;
  priceCents: number;
  currency: string;
}

export interface RecommendationWithReasons {
  productId: string;
  sku: string;
  reasons: Array<{ filter: string; value: string }>;
  reasonSummary: string;
}

export function createMirrorSessionsRepository(db: Database) {
  return {
    async findSession(id: string, tx: Database = db): Promise<MirrorSessionRow | undefined> {
      const [row] = await tx.select().from(mirrorSessions).where(eq(mirrorSessions.id, id)).limit(1);
      return row;
    },

    /** An open session by the code a client typed. */
    async findOpenSessionByCode(code: string): Promise<MirrorSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(mirrorSessions)
        .where(and(eq(mirrorSessions.code, code), isNull(mirrorSessions.endedAt)))
        .limit(1);
      return row;
    },

    /** The session still running an appointment's consultation, if one is. */
    async findOpenSessionOfAppointment(appointmentId: string): Promise<MirrorSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(mirrorSessions)
        .where(and(eq(mirrorSessions.appointmentId, appointmentId), isNull(mirrorSessions.endedAt)))
        .limit(1);
      return row;
    },

    /** Holds the session until the transaction ends: two clients joining at once cannot both join. */
    async lockSession(id: string, tx: Database): Promise<MirrorSessionRow | undefined> {
      const [row] = await tx.select().from(mirrorSessions).where(eq(mirrorSessions.id, id)).limit(1).for('update');
      return row;
    },

    /**
     * The stylist's new consultation: an appointment with the stylist and no client yet, and the
     * session pointing at it. Undefined when the code is taken by another open session (drawn twice).
     */
    async insertSession(
      values: { salonId: string; staffId: string; deviceId: string; code: string; at: Date },
      tx: Database,
    ): Promise<{ session: MirrorSessionRow; appointment: AppointmentRow } | undefined> {
      const [taken] = await tx
        .select({ id: mirrorSessions.id })
        .from(mirrorSessions)
        .where(and(eq(mirrorSessions.code, values.code), isNull(mirrorSessions.endedAt)))
        .limit(1);
      if (taken) return undefined;
      const [appointment] = await tx
        .insert(appointments)
        .values({ salonId: values.salonId, staffId: values.staffId, createdAt: values.at, updatedAt: values.at })
        .returning();
      if (!appointment) throw new Error('insert into appointments returned no row');
      const [session] = await tx
        .insert(mirrorSessions)
        .values({
          salonId: values.salonId,
          appointmentId: appointment.id,
          createdByDeviceId: values.deviceId,
          code: values.code,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .returning();
      if (!session) throw new Error('insert into mirror_sessions returned no row');
      return { session, appointment };
    },

    async updateSession(
      id: string,
      values: Partial<Pick<MirrorSessionRow, 'userId' | 'joinedAt' | 'endedAt' | 'devicePlatform' | 'deviceToken' | 'existingAppointment' | 'appointmentId'>>,
      at: Date,
      tx: Database,
    ): Promise<MirrorSessionRow> {
      const [row] = await tx
        .update(mirrorSessions)
        .set({ ...values, updatedAt: at })
        .where(eq(mirrorSessions.id, id))
        .returning();
      if (!row) throw new Error(`mirror session ${id} not found`);
      return row;
    },

    /** The engine's picks or the stylist's list, in order, each with why it was chosen. */
    async replaceSessionRecommendations(appointmentId: string, list: readonly RecommendationWithReasons[], tx: Database): Promise<void> {
      await tx.delete(appointmentRecommendations).where(eq(appointmentRecommendations.appointmentId, appointmentId));
      if (list.length === 0) return;
      await tx.insert(appointmentRecommendations).values(list.map((item, position) => ({ appointmentId, position, ...item })));
    },

    async insertImageLike(appointmentId: string, imageUrl: string, at: Date, tx: Database): Promise<void> {
      await tx.insert(appointmentImageLikes).values({ appointmentId, imageUrl, createdAt: at });
    },

    /**
     * The session's cart as the mirror last set it: the lines are replaced and the order waits for the
     * salon (WAITING) while it has lines. Answers the cart before and after, for the push rule.
     */
    async setSessionCart(
      appointment: Pick<AppointmentRow, 'id' | 'salonId'>,
      deliveryType: CartRow['deliveryType'],
      lines: readonly PricedCartLine[],
      at: Date,
      tx: Database,
    ): Promise<{ before: { cart: CartRow; itemCount: number } | null; cart: CartRow }> {
      const [existing] = await tx.select().from(carts).where(eq(carts.appointmentId, appointment.id)).limit(1).for('update');
      const before = existing
        ? { cart: existing, itemCount: (await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, existing.id))).length }
        : null;
      const status = lines.length > 0 ? (existing?.status ?? 'WAITING') : null;
      const [cart] = existing
        ? await tx.update(carts).set({ deliveryType, status, updatedAt: at }).where(eq(carts.id, existing.id)).returning()
        : await tx.insert(carts).values({ appointmentId: appointment.id, salonId: appointment.salonId, deliveryType, status, createdAt: at, updatedAt: at }).returning();
      if (!cart) throw new Error('cart was not stored');
      await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
      if (lines.length > 0) {
        // A cart's items are read in creation order: a millisecond apart, they keep the mirror's order.
        await tx.insert(cartItems).values(
          lines.map((line, index) => ({
            cartId: cart.id,
            productId: line.productId,
            currency: line.currency,
            priceCents: line.priceCents,
            quantity: line.quantity,
            createdAt: new Date(at.getTime() + index),
          })),
        );
      }
      return { before, cart };
    },
  };
}

export type MirrorSessionsRepository = ReturnType<typeof createMirrorSessionsRepository>;

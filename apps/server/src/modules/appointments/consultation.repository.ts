import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointmentImageLikes, appointmentRecommendations, appointments } from '../../db/schema/appointments.ts';
import { cartItems, carts } from '../../db/schema/carts.ts';

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

/**
 * The rows a consultation at the mirror fills: the appointment, its recommendations with their
 * reasons, the liked photos and the cart. The mirror module reaches them through the appointments
 * service's consultation use cases; the portal's purchase fills the cart the same way.
 */
export const consultationRepository = {
  /** The stylist's new consultation: an appointment with the stylist and no client yet. */
  async insertConsultation(
    values: { salonId: string; staffId: string; at: Date },
    tx: Database,
  ): Promise<AppointmentRow> {
    const [appointment] = await tx
      .insert(appointments)
      .values({ salonId: values.salonId, staffId: values.staffId, createdAt: values.at, updatedAt: values.at })
      .returning();
    if (!appointment) throw new Error('insert into appointments returned no row');
    return appointment;
  },

  /** The engine's picks or the stylist's list, in order, each with why it was chosen. */
  async replaceSessionRecommendations(
    appointmentId: string,
    list: readonly RecommendationWithReasons[],
    tx: Database,
  ): Promise<void> {
    await tx.delete(appointmentRecommendations).where(eq(appointmentRecommendations.appointmentId, appointmentId));
    if (list.length === 0) return;
    await tx
      .insert(appointmentRecommendations)
      .values(list.map((item, position) => ({ appointmentId, position, ...item })));
  },

  async insertImageLike(appointmentId: string, imageUrl: string, at: Date, tx: Database): Promise<void> {
    await tx.insert(appointmentImageLikes).values({ appointmentId, imageUrl, createdAt: at });
  },

  /**
   * The session's cart as it was last set (the mirror's lines, or what the client paid for in their
   * place): the lines are replaced. Answers the cart before and after, for the push rule.
   */
  async setSessionCart(
    appointment: Pick<AppointmentRow, 'id' | 'salonId'>,
    deliveryType: CartRow['deliveryType'],
    lines: readonly PricedCartLine[],
    at: Date,
    tx: Database,
  ): Promise<{ before: { cart: CartRow; itemCount: number } | null; cart: CartRow }> {
    const [existing] = await tx
      .select()
      .from(carts)
      .where(eq(carts.appointmentId, appointment.id))
      .limit(1)
      .for('update');
    const before = existing
      ? {
          cart: existing,
          itemCount: (await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, existing.id)))
            .length,
        }
      : null;
    const [cart] = existing
      ? await tx.update(carts).set({ deliveryType, updatedAt: at }).where(eq(carts.id, existing.id)).returning()
      : await tx
          .insert(carts)
          .values({
            appointmentId: appointment.id,
            salonId: appointment.salonId,
            deliveryType,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
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

import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { afterKeyset, keysetCursorOf } from '../../db/keyset-sql.ts';
import { orderLineItems, orderPayments, orders } from '../../db/schema/orders.ts';
import type { KeysetCursor } from '../../keyset.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLineItems.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;
export type NewOrderLine = Omit<typeof orderLineItems.$inferInsert, 'id' | 'orderId'>;

/** Where a portal payment's idempotency key stands: new to us, answered already, or being paid right now. */
/**
 * The Orders list's status filter: orders that keep their own status by it, the others by their
 * cart's, given as the subquery of the salon's carts in that status (the carts are the appointments
 * module's).
 */
export interface OrderStatusFilter {
  status: NonNullable<OrderRow['status']>;
  cartIds: SQLWrapper;
}

function statusCondition(filter: OrderStatusFilter | null): SQL | undefined {
  if (!filter) return undefined;
  return or(
    eq(orders.status, filter.status),
    and(isNull(orders.status), inArray(orders.cartId, filter.cartIds as SQL)),
  );
}

export type PaymentClaim =
  | { state: 'claimed'; id: string }
  | { state: 'done'; appointmentId: string; orderId: string | null }
  | { state: 'busy' };

export function createOrdersRepository(db: Database) {
  return {
    /**
     * A page of the salon's orders, newest first, by keyset on (salon_id, created_at, id), in one
     * status when filtered; one row more than asked.
     */
    pageOfSalon(
      salonId: string,
      after: KeysetCursor | null,
      rows: number,
      filter: OrderStatusFilter | null = null,
    ): Promise<Array<OrderRow & { cursor: string }>> {
      return db
        .select({ ...ordersColumns, cursor: keysetCursorOf(orders.createdAt) })
        .from(orders)
        .where(
          and(eq(orders.salonId, salonId), statusCondition(filter), afterKeyset(orders.createdAt, orders.id, after)),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(rows);
    },

    async countOfSalon(salonId: string, filter: OrderStatusFilter | null = null): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(and(eq(orders.salonId, salonId), statusCondition(filter)));
      return row?.n ?? 0;
    },

    /** The orders a cart held before a purchase replaced them (decision 037), oldest first. */
    replacedOrdersOfCart(cartId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.cartId, cartId), isNotNull(orders.replacedByOrderId)))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    /** The orders this one replaced. */
    ordersReplacedBy(orderId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.replacedByOrderId, orderId))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    async findOrder(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /**
     * The latest order of a cart: a cart with one is placed, whoever placed it (the portal, the salon,
     * the partner). An order a purchase replaced keeps its cart id to be found from the record, but is
     * no longer the cart's.
     */
    async orderOfCart(cartId: string, tx: Database = db): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.cartId, cartId), isNull(orders.replacedByOrderId)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row;
    },

    async insertOrder(order: NewOrder, lines: readonly NewOrderLine[], tx: Database): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(order).returning();
      if (!row) throw new Error('insert into orders returned no row');
      if (lines.length > 0) await tx.insert(orderLineItems).values(lines.map((line) => ({ ...line, orderId: row.id })));
      return row;
    },

    /**
     * Claims a client's payment key before the card is charged. A key already answered gives its
     * order; one claimed longer ago than staleBefore belongs to a request that died mid-way and is
     * taken over; anything else is being paid right now.
     */
    async claimPayment(
      clientId: string,
      idempotencyKey: string,
      appointmentId: string,
      staleBefore: Date,
    ): Promise<PaymentClaim> {
      const [inserted] = await db
        .insert(orderPayments)
        .values({ clientId, idempotencyKey, appointmentId })
        .onConflictDoNothing({ target: [orderPayments.clientId, orderPayments.idempotencyKey] })
        .returning({ id: orderPayments.id });
      if (inserted) return { state: 'claimed', id: inserted.id };
      const [existing] = await db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.clientId, clientId), eq(orderPayments.idempotencyKey, idempotencyKey)))
        .limit(1);
      if (!existing) return this.claimPayment(clientId, idempotencyKey, appointmentId, staleBefore);
      if (existing.paidAt !== null)
        return { state: 'done', appointmentId: existing.appointmentId, orderId: existing.orderId };
      const [taken] = await db
        .update(orderPayments)
        .set({ createdAt: sql`now()`, appointmentId })
        .where(and(eq(orderPayments.id, existing.id), lt(orderPayments.createdAt, staleBefore)))
        .returning({ id: orderPayments.id });
      return taken ? { state: 'claimed', id: taken.id } : { state: 'busy' };
    },

    /** A payment that failed (a declined card, a refused order) leaves nothing, so the key can be used again. */
    async releasePayment(id: string): Promise<void> {
      await db.delete(orderPayments).where(eq(orderPayments.id, id));
    },

    async completePayment(
      id: string,
      paid: { orderId: string; provider: string; providerPaymentId: string; amountCents: number; paidAt: Date },
      tx: Database,
    ): Promise<void> {
      await tx.update(orderPayments).set(paid).where(eq(orderPayments.id, id));
    },

    linesOf(orderId: string): Promise<OrderLineRow[]> {
      return db
        .select()
        .from(orderLineItems)
        .where(eq(orderLineItems.orderId, orderId))
        .orderBy(asc(orderLineItems.position), asc(orderLineItems.id));
    },
  };
}

const ordersColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  salonId: orders.salonId,
  cartId: orders.cartId,
  clientId: orders.clientId,
  email: orders.email,
  firstName: orders.firstName,
  lastName: orders.lastName,
  phone: orders.phone,
  addressLine1: orders.addressLine1,
  addressLine2: orders.addressLine2,
  suburbOrCity: orders.suburbOrCity,
  state: orders.state,
  postcode: orders.postcode,
  currency: orders.currency,
  subtotalCents: orders.subtotalCents,
  shippingCents: orders.shippingCents,
  grandTotalCents: orders.grandTotalCents,
  status: orders.status,
  deliveryType: orders.deliveryType,
  statusReason: orders.statusReason,
  replacedByOrderId: orders.replacedByOrderId,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

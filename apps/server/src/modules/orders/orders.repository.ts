import type { OrderState } from '@piiq/domain/orders';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { afterKeyset, beforeKeyset, keysetCursorOf } from '../../db/keyset-sql.ts';
import { orderLineItems, orderPayments, orderRefunds, orders } from '../../db/schema/orders.ts';
import type { PageFrom } from '../../keyset.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLineItems.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;
export type NewOrderLine = Omit<typeof orderLineItems.$inferInsert, 'id' | 'orderId'>;
export type OrderChange = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'deliveryType'
    | 'orderState'
    | 'paidAt'
    | 'refundedAt'
    | 'cartId'
    | 'statusReason'
    | 'replacedByOrderId'
    | 'subtotalCents'
    | 'shippingCents'
    | 'grandTotalCents'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'clientId'
    | 'addressLine1'
    | 'addressLine2'
    | 'suburbOrCity'
    | 'state'
    | 'postcode'
  >
>;

/** Where a portal payment's idempotency key stands: new to us, answered already, or being paid right now. */
export type PaymentClaim =
  | { state: 'claimed'; id: string }
  | { state: 'done'; appointmentId: string; orderId: string | null }
  | { state: 'busy' };

/** Where an order's refund stands: ours to make now, made already, or being made by another request. */
export type RefundClaim = { state: 'claimed'; id: string } | { state: 'done' } | { state: 'busy' };

/**
 * Sales are money received (domain countsAsSale): completed, or paid and neither cancelled nor
 * refunded. Written once here for every figure; the dashboard's tests hold it equal to the domain's.
 */
const countsAsSale = sql`(${orders.status} = 'COMPLETED' or (${orders.paidAt} is not null and ${orders.refundedAt} is null and ${orders.status} <> 'CANCELLED'))`;

const inStates = (states: readonly OrderState[] | null): SQL | undefined =>
  states ? inArray(orders.orderState, [...states]) : undefined;

/*
 * An appointment's record reads its cart's order, the order's lines and the session's orders on every
 * open: built once, and sent as prepared statements outside a transaction (see createOrdersRepository).
 */
const ordersOfAppointmentQuery = (database: Database, appointmentId: string | Placeholder) =>
  database
    .select()
    .from(orders)
    .where(eq(orders.appointmentId, appointmentId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
const orderByIdQuery = (database: Database, id: string | Placeholder) =>
  database.select().from(orders).where(eq(orders.id, id)).limit(1);
const orderOfCartQuery = (database: Database, cartId: string | Placeholder) =>
  database.select().from(orders).where(eq(orders.cartId, cartId)).limit(1);
const linesQuery = (database: Database, orderId: string | Placeholder) =>
  database
    .select()
    .from(orderLineItems)
    .where(eq(orderLineItems.orderId, orderId))
    .orderBy(asc(orderLineItems.position), asc(orderLineItems.id));

export function createOrdersRepository(db: Database) {
  const ordersByAppointment = ordersOfAppointmentQuery(db, sql.placeholder('appointmentId')).prepare(
    'orders_of_appointment',
  );
  const orderById = orderByIdQuery(db, sql.placeholder('id')).prepare('orders_by_id');
  const orderByCart = orderOfCartQuery(db, sql.placeholder('cartId')).prepare('orders_of_cart');
  const linesByOrder = linesQuery(db, sql.placeholder('orderId')).prepare('orders_lines_of_order');

  return {
    /**
     * A page of the salon's orders, newest first, by keyset on (salon_id[, order_state], created_at,
     * id) either way, or by offset where no cursor reaches (decision 071), in the given states when
     * filtered; `rows` on the side the page walks to.
     */
    async pageOfSalon(
      salonId: string,
      from: PageFrom,
      rows: number,
      states: readonly OrderState[] | null = null,
    ): Promise<Array<OrderRow & { cursor: string }>> {
      const back = from.kind === 'before';
      const page = db
        .select({ ...ordersColumns, cursor: keysetCursorOf(orders.createdAt) })
        .from(orders)
        .where(
          and(
            eq(orders.salonId, salonId),
            inStates(states),
            from.kind === 'after' ? afterKeyset(orders.createdAt, orders.id, from.cursor) : undefined,
            back ? beforeKeyset(orders.createdAt, orders.id, from.cursor) : undefined,
          ),
        )
        .orderBy(...(back ? [asc(orders.createdAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]))
        .limit(rows)
        .$dynamic();
      const found = await (from.kind === 'offset' ? page.offset(from.offset) : page);
      return back ? found.reverse() : found;
    },

    async countOfSalon(salonId: string, states: readonly OrderState[] | null = null): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(and(eq(orders.salonId, salonId), inStates(states)));
      return row?.n ?? 0;
    },

    /** Every order of a session, oldest first: the cart's, the ones it replaced, the client's beside it. */
    ordersOfAppointment(appointmentId: string, tx: Database = db): Promise<OrderRow[]> {
      return tx === db ? ordersByAppointment.execute({ appointmentId }) : ordersOfAppointmentQuery(tx, appointmentId);
    },

    /** The orders this one replaced. */
    ordersReplacedBy(orderId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.replacedByOrderId, orderId))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    async findOrder(id: string, tx: Database = db): Promise<OrderRow | undefined> {
      const [row] = tx === db ? await orderById.execute({ id }) : await orderByIdQuery(tx, id);
      return row;
    },

    async lockOrder(id: string, tx: Database): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
      return row;
    },

    /** The order a cart holds now: at most one (orders_cart_key); none before the cart is saved with items. */
    async orderOfCart(cartId: string, tx: Database = db): Promise<OrderRow | undefined> {
      const [row] = tx === db ? await orderByCart.execute({ cartId }) : await orderOfCartQuery(tx, cartId);
      return row;
    },

    async lockOrderOfCart(cartId: string, tx: Database): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.cartId, cartId)).limit(1).for('update');
      return row;
    },

    async insertOrder(order: NewOrder, lines: readonly NewOrderLine[], tx: Database): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(order).returning();
      if (!row) throw new Error('insert into orders returned no row');
      if (lines.length > 0) await tx.insert(orderLineItems).values(lines.map((line) => ({ ...line, orderId: row.id })));
      return row;
    },

    async updateOrder(id: string, change: OrderChange, at: Date, tx: Database): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({ ...change, updatedAt: at })
        .where(eq(orders.id, id))
        .returning();
      if (!row) throw new Error(`order ${id} not found`);
      return row;
    },

    /** The order's lines anew, in the order given. */
    async replaceLines(orderId: string, lines: readonly NewOrderLine[], tx: Database): Promise<void> {
      await tx.delete(orderLineItems).where(eq(orderLineItems.orderId, orderId));
      if (lines.length > 0) await tx.insert(orderLineItems).values(lines.map((line) => ({ ...line, orderId })));
    },

    linesOf(orderId: string, tx: Database = db): Promise<OrderLineRow[]> {
      return tx === db ? linesByOrder.execute({ orderId }) : linesQuery(tx, orderId);
    },

    /** The lines of several orders at once (a page of the CSV), each order's in its own order. */
    async linesOfOrders(orderIds: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
      const byOrder = new Map<string, OrderLineRow[]>();
      if (orderIds.length === 0) return byOrder;
      const rows = await db
        .select()
        .from(orderLineItems)
        .where(inArray(orderLineItems.orderId, [...orderIds]))
        .orderBy(asc(orderLineItems.orderId), asc(orderLineItems.position), asc(orderLineItems.id));
      for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
      return byOrder;
    },

    /**
     * Whether the client has paid online for anything of this appointment and kept it: the portal buys
     * once per visit, and again only after the salon gave the money back.
     */
    async paidOnline(appointmentId: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: orderPayments.id })
        .from(orderPayments)
        .innerJoin(orders, eq(orders.id, orderPayments.orderId))
        .where(
          and(
            eq(orderPayments.appointmentId, appointmentId),
            isNotNull(orderPayments.paidAt),
            isNull(orders.refundedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
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

    /** The provider's record of what paid for an order, to refund it by. */
    async paymentOfOrder(
      orderId: string,
      tx: Database = db,
    ): Promise<{ provider: string; providerPaymentId: string; amountCents: number } | undefined> {
      const [row] = await tx
        .select({
          provider: orderPayments.provider,
          providerPaymentId: orderPayments.providerPaymentId,
          amountCents: orderPayments.amountCents,
        })
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, orderId), isNotNull(orderPayments.paidAt)))
        .orderBy(desc(orderPayments.paidAt))
        .limit(1);
      return row?.provider && row.providerPaymentId && row.amountCents !== null
        ? { provider: row.provider, providerPaymentId: row.providerPaymentId, amountCents: row.amountCents }
        : undefined;
    },

    /**
     * Claims an order's one refund before the provider is asked. A refund already made is done; one
     * claimed longer ago than staleBefore belongs to a request that died mid-way and is taken over
     * (the provider's idempotency key makes asking again safe); anything else is on its way.
     */
    async claimRefund(
      refund: {
        orderId: string;
        provider: string;
        providerPaymentId: string;
        amountCents: number;
        requestedBy: string;
      },
      staleBefore: Date,
    ): Promise<RefundClaim> {
      const [inserted] = await db
        .insert(orderRefunds)
        .values(refund)
        .onConflictDoNothing({ target: orderRefunds.orderId })
        .returning({ id: orderRefunds.id });
      if (inserted) return { state: 'claimed', id: inserted.id };
      const [existing] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, refund.orderId)).limit(1);
      if (!existing) return this.claimRefund(refund, staleBefore);
      if (existing.refundedAt !== null) return { state: 'done' };
      const [taken] = await db
        .update(orderRefunds)
        .set({ createdAt: sql`now()`, requestedBy: refund.requestedBy })
        .where(and(eq(orderRefunds.id, existing.id), lt(orderRefunds.createdAt, staleBefore)))
        .returning({ id: orderRefunds.id });
      return taken ? { state: 'claimed', id: taken.id } : { state: 'busy' };
    },

    /** The provider refused: nothing was refunded, so the order may be cancelled again later. */
    async releaseRefund(id: string): Promise<void> {
      await db.delete(orderRefunds).where(and(eq(orderRefunds.id, id), isNull(orderRefunds.refundedAt)));
    },

    async completeRefund(id: string, providerRefundId: string, refundedAt: Date, tx: Database): Promise<void> {
      await tx.update(orderRefunds).set({ providerRefundId, refundedAt }).where(eq(orderRefunds.id, id));
    },

    /**
     * For the appointments' figures: the lines of a session's orders that count as sales, as a
     * subquery correlated to the session's id (the appointments module's column). It names its
     * columns product_id, quantity and total_cents.
     */
    soldLinesOf(appointmentId: AnyColumn): SQL {
      return sql`select ${orderLineItems.productId} as product_id, ${orderLineItems.quantity} as quantity, ${orderLineItems.totalCents} as total_cents
        from ${orderLineItems} inner join ${orders} on ${orders.id} = ${orderLineItems.orderId}
        where ${orders.appointmentId} = ${appointmentId} and ${countsAsSale}`;
    },

    /** For a salon's figures: each session with a sale among orders placed from `since` on, and what it sold. */
    salesBySessionOfSalon(salonId: Placeholder, since: Placeholder): SQL {
      return sql`select ${orders.appointmentId} as appointment_id, sum(${orderLineItems.quantity}) as units,
          sum(${orderLineItems.totalCents}) as cents
        from ${orders} inner join ${orderLineItems} on ${orderLineItems.orderId} = ${orders.id}
        where ${orders.salonId} = ${salonId} and ${orders.createdAt} >= ${since}::timestamptz
          and ${orders.appointmentId} is not null and ${countsAsSale}
        group by ${orders.appointmentId}`;
    },

    /** For the platform's figures: the sessions with an order placed from `since` on that counts as a sale. */
    soldSessionsSince(since: Date): SQL {
      return sql`select ${orders.appointmentId} from ${orders}
        where ${orders.appointmentId} is not null and ${orders.createdAt} >= ${since} and ${countsAsSale}`;
    },

    /** For the appointments list: the state of the order a cart holds, null when it holds none. */
    stateOfCartOrder(cartId: AnyColumn): SQL<OrderState | null> {
      return sql<OrderState | null>`(select ${orders.orderState} from ${orders} where ${orders.cartId} = ${cartId})`;
    },
  };
}

const ordersColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  salonId: orders.salonId,
  source: orders.source,
  cartId: orders.cartId,
  appointmentId: orders.appointmentId,
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
  orderState: orders.orderState,
  paidAt: orders.paidAt,
  refundedAt: orders.refundedAt,
  statusReason: orders.statusReason,
  replacedByOrderId: orders.replacedByOrderId,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

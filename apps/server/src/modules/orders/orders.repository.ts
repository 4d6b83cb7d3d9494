import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { afterKeyset, keysetCursorOf } from '../../db/keyset-sql.ts';
import { orderLineItems, orders } from '../../db/schema/orders.ts';
import type { KeysetCursor } from '../../keyset.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLineItems.$inferSelect;

export function createOrdersRepository(db: Database) {
  return {
    /** A page of the salon's orders, newest first, by keyset on (salon_id, created_at, id); one row more than asked. */
    pageOfSalon(salonId: string, after: KeysetCursor | null, rows: number): Promise<Array<OrderRow & { cursor: string }>> {
      return db
        .select({ ...ordersColumns, cursor: keysetCursorOf(orders.createdAt) })
        .from(orders)
        .where(and(eq(orders.salonId, salonId), afterKeyset(orders.createdAt, orders.id, after)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(rows);
    },

    async countOfSalon(salonId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(eq(orders.salonId, salonId));
      return row?.n ?? 0;
    },

    async findOrder(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    linesOf(orderId: string): Promise<OrderLineRow[]> {
      return db.select().from(orderLineItems).where(eq(orderLineItems.orderId, orderId)).orderBy(asc(orderLineItems.position), asc(orderLineItems.id));
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
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

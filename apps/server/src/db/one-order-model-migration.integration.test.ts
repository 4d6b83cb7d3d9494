import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { orderState, orderTotals, type OrderDeliveryType, type OrderState } from '@piiq/domain/orders';
import type { CartStatus } from '@piiq/domain/cart';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, useMigrationsBefore } from '../test/migrations-before.ts';
import type { Database } from './client.ts';
import { buildDemoData, DEMO_TABLES, insertRows } from './seed/demo-seed.ts';

const ONE_ORDER_MODEL = '0026_one_order_model';
const migrationsBefore = useMigrationsBefore();

/** A column's name in the database: the schema's camelCase key in snake_case (the client's casing). */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The columns of the demo's tables that later migrations add: made on the copy before the demo is
 * written (nullable, so the rows fill them), and dropped again before those migrations run.
 */
async function laterColumns(client: PGlite): Promise<Array<{ table: string; column: string; type: string }>> {
  const existing = new Set(
    (
      await client.query<{ table_name: string; column_name: string }>(
        "select table_name, column_name from information_schema.columns where table_schema = 'public'",
      )
    ).rows.map((row) => `${row.table_name}.${row.column_name}`),
  );
  return DEMO_TABLES.filter(([, key]) => !RETAIL.has(key)).flatMap(([table]) =>
    Object.entries(getTableColumns(table))
      .map(([key, column]) => ({ table: getTableName(table), column: snakeCase(key), type: column.getSQLType() }))
      .filter(({ table: name, column }) => !existing.has(`${name}.${column}`)),
  );
}

/** The retail tables the migration changes; every other demo table had the same columns before it. */
const RETAIL = new Set(['orders', 'orderLineItems', 'orderPayments', 'orderRefunds']);

interface OldOrder {
  id: string;
  salonId: string;
  cartId: string | null;
  clientId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  subtotalCents: number;
  shippingCents: number;
  grandTotalCents: number;
  status: CartStatus | null;
  deliveryType: OrderDeliveryType | null;
  statusReason: string | null;
  replacedByOrderId: string | null;
  createdAt: Date;
  lines: Array<{ productId: string; productName: string; quantity: number; totalCents: number }>;
  payment: { clientId: string; appointmentId: string; paidAt: Date; amountCents: number } | null;
}

/**
 * The demo as the version before kept it. Carts held the status; an order row existed only for what
 * was placed: a portal purchase (with its payment), a mirror cart kept when a purchase replaced it,
 * and the old demo's orders of completed pickups, placed through the partner without a payment. A
 * mirror cart nobody placed had no order at all.
 */
function demoAsItWas() {
  const data = buildDemoData(new Date('2026-03-16T03:20:00Z'), { shared: 'not-a-hash' });
  const paymentOf = new Map(data.orderPayments.map((payment) => [payment.orderId, payment]));
  const linesOf = (orderId: string) =>
    data.orderLineItems
      .filter((line) => line.orderId === orderId)
      .map((line) => ({
        productId: line.productId ?? '',
        productName: line.productName,
        quantity: line.quantity,
        totalCents: line.totalCents,
      }));
  const statusOfCart = new Map(data.orders.map((order) => [order.cartId, order.status]));
  const carts = data.carts.map((cart) => ({ ...cart, status: statusOfCart.get(cart.id) ?? null }));
  const oldOrders: OldOrder[] = [];
  for (const order of data.orders) {
    const payment = paymentOf.get(order.id ?? '');
    const partner = !payment && order.status === 'COMPLETED' && order.deliveryType === 'PICKUP';
    if (!payment && !partner) continue;
    oldOrders.push({
      id: order.id ?? '',
      salonId: order.salonId,
      cartId: order.cartId ?? null,
      clientId: order.clientId ?? null,
      email: order.email,
      firstName: order.firstName ?? '',
      lastName: order.lastName ?? '',
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents ?? 0,
      grandTotalCents: order.grandTotalCents,
      status: null,
      deliveryType: null,
      statusReason: null,
      replacedByOrderId: null,
      createdAt: order.createdAt ?? new Date(),
      lines: linesOf(order.id ?? ''),
      payment: payment
        ? {
            clientId: payment.clientId,
            appointmentId: payment.appointmentId,
            paidAt: payment.paidAt ?? new Date(),
            amountCents: payment.amountCents ?? 0,
          }
        : null,
    });
  }
  // One purchase replaced the mirror's pickup (decision 037): the pickup kept, cancelled, still on the cart.
  const purchase = oldOrders.find((order) => order.payment && order.cartId);
  if (!purchase) throw new Error('the demo has no portal purchase to replace a pickup with');
  oldOrders.push({
    ...purchase,
    id: crypto.randomUUID(),
    status: 'CANCELLED',
    deliveryType: 'PICKUP',
    statusReason: 'replaced by the client’s online purchase',
    replacedByOrderId: purchase.id,
    createdAt: new Date(purchase.createdAt.getTime() - 60_000),
    payment: null,
  });
  return { data, carts, oldOrders };
}

async function insertOldOrders(db: Database, oldOrders: readonly OldOrder[]): Promise<void> {
  // The replaced ones point at their purchase: the purchases go first.
  for (const order of [...oldOrders].sort(
    (a, b) => Number(a.replacedByOrderId !== null) - Number(b.replacedByOrderId !== null),
  )) {
    await db.execute(sql`insert into orders (id, salon_id, cart_id, client_id, email, first_name, last_name,
        subtotal_cents, shipping_cents, grand_total_cents, status, delivery_type, status_reason, replaced_by_order_id,
        created_at, updated_at)
      values (${order.id}, ${order.salonId}, ${order.cartId}, ${order.clientId}, ${order.email}, ${order.firstName},
        ${order.lastName}, ${order.subtotalCents}, ${order.shippingCents}, ${order.grandTotalCents},
        ${order.status}::cart_status, ${order.deliveryType}::delivery_type, ${order.statusReason},
        ${order.replacedByOrderId}, ${order.createdAt.toISOString()}, ${order.createdAt.toISOString()})`);
    for (const [position, line] of order.lines.entries())
      await db.execute(sql`insert into order_line_items (order_id, product_id, product_name, quantity, total_cents, position)
        values (${order.id}, ${line.productId}, ${line.productName}, ${line.quantity}, ${line.totalCents}, ${position})`);
    if (order.payment)
      await db.execute(sql`insert into order_payments (client_id, idempotency_key, appointment_id, order_id, provider,
          provider_payment_id, amount_cents, paid_at)
        values (${order.payment.clientId}, ${`key-${order.id}`}, ${order.payment.appointmentId}, ${order.id}, 'offline',
          ${`pi_${order.id}`}, ${order.payment.amountCents}, ${order.payment.paidAt.toISOString()})`);
  }
}

interface MigratedOrder {
  id: string;
  source: 'MIRROR' | 'PORTAL' | 'PARTNER';
  cart_id: string | null;
  appointment_id: string | null;
  status: CartStatus;
  delivery_type: OrderDeliveryType;
  order_state: OrderState;
  paid_at: string | null;
  refunded_at: string | null;
  created_at: string;
  subtotal_cents: number;
  shipping_cents: number;
  grand_total_cents: number;
  lines: Array<{ product_id: string; quantity: number; unit_price_cents: number; total_cents: number }>;
}

describe('migration 0026, one order model', () => {
  it('keeps every cart of a copy of the demo as an order with the same lines and totals, and every order as it was', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client, { casing: 'snake_case' }) as unknown as Database;
    try {
      await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: migrationsBefore(ONE_ORDER_MODEL) });
      const { data, carts, oldOrders } = demoAsItWas();
      const later = await laterColumns(client);
      for (const { table, column, type } of later)
        await client.exec(`alter table "${table}" add column "${column}" ${type}`);
      for (const [table, key] of DEMO_TABLES) {
        if (RETAIL.has(key)) continue;
        await insertRows(db, table, key === 'carts' ? carts : data[key]);
      }
      await insertOldOrders(db, oldOrders);
      for (const { table, column } of later) await client.exec(`alter table "${table}" drop column "${column}"`);

      await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder });

      const migrated = (
        await client.query<Omit<MigratedOrder, 'lines'>>(
          `select id, source, cart_id, appointment_id, status, delivery_type, order_state, paid_at, refunded_at,
             created_at, subtotal_cents, shipping_cents, grand_total_cents from orders`,
        )
      ).rows;
      const lines = (
        await client.query<MigratedOrder['lines'][number] & { order_id: string }>(
          'select order_id, product_id, quantity, unit_price_cents, total_cents from order_line_items order by position',
        )
      ).rows;
      const orders: MigratedOrder[] = migrated.map((order) => ({
        ...order,
        lines: lines.filter((line) => line.order_id === order.id).map(({ order_id: _order, ...line }) => line),
      }));
      const byId = new Map(orders.map((order) => [order.id, order]));
      const cartsWithItems = carts.filter((cart) => data.cartItems.some((item) => item.cartId === cart.id));
      const placedCarts = new Set(oldOrders.filter((order) => !order.replacedByOrderId).map((order) => order.cartId));

      // Every old order is there, with its lines and totals; what paid for it, or its lack, names its source.
      for (const old of oldOrders) {
        const order = byId.get(old.id);
        expect(order, `order ${old.id}`).toBeDefined();
        expect(order?.lines.map((line) => [line.product_id, line.quantity, line.total_cents])).toEqual(
          old.lines.map((line) => [line.productId, line.quantity, line.totalCents]),
        );
        expect([order?.subtotal_cents, order?.shipping_cents, order?.grand_total_cents]).toEqual([
          old.subtotalCents,
          old.shippingCents,
          old.grandTotalCents,
        ]);
        if (old.replacedByOrderId)
          expect(order).toMatchObject({ source: 'MIRROR', cart_id: null, status: 'CANCELLED' });
        else if (old.payment) expect(order).toMatchObject({ source: 'PORTAL', cart_id: old.cartId });
        else expect(order).toMatchObject({ source: 'PARTNER', cart_id: old.cartId });
        if (!old.replacedByOrderId) expect(order?.paid_at).not.toBeNull();
      }

      // Every cart with items holds one order, with the cart's lines at its prices and the totals of its delivery.
      for (const cart of cartsWithItems) {
        const held = orders.filter((order) => order.cart_id === cart.id);
        expect(held, `cart ${cart.id}`).toHaveLength(1);
        const order = held[0]!;
        const items = data.cartItems.filter((item) => item.cartId === cart.id);
        expect(order.lines.map((line) => [line.product_id, line.quantity, line.unit_price_cents])).toEqual(
          items.map((item) => [item.productId, item.quantity, item.priceCents]),
        );
        const totals = orderTotals(
          items.map((item) => ({ unitPriceCents: item.priceCents, quantity: item.quantity ?? 1 })),
          cart.deliveryType ?? 'PICKUP',
        );
        expect([order.subtotal_cents, order.shipping_cents, order.grand_total_cents]).toEqual([
          totals.subtotalCents,
          totals.shippingCents,
          totals.totalCents,
        ]);
        expect(order.appointment_id).toBe(cart.appointmentId);
        expect(order.delivery_type).toBe(cart.deliveryType);
        expect(order.status).toBe(cart.status ?? 'WAITING');
        if (!placedCarts.has(cart.id ?? null)) expect(order).toMatchObject({ source: 'MIRROR', paid_at: null });
      }

      // Each state is the domain's rule applied to the row; nothing else was added or lost.
      for (const order of orders)
        expect(order.order_state).toBe(
          orderState({
            status: order.status,
            deliveryType: order.delivery_type,
            paidAt: order.paid_at,
            refundedAt: order.refunded_at,
          }),
        );
      expect(orders).toHaveLength(
        oldOrders.length + cartsWithItems.filter((cart) => !placedCarts.has(cart.id ?? null)).length,
      );
    } finally {
      await client.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { appointments } from './appointments.ts';
import { cartStatus, carts, deliveryType } from './carts.ts';
import { catalogueProducts } from './catalog.ts';
import { salons } from './salons.ts';

export const orderSource = pgEnum('order_source', ['MIRROR', 'PORTAL', 'PARTNER']);
export const orderState = pgEnum('order_state', [
  'AWAITING_PAYMENT',
  'READY_TO_HAND_OVER',
  'TO_SHIP',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
]);

/**
 * Every retail order of a salon (decision 058): the cart saved at the mirror, the client's purchase
 * in the portal, an order placed through the partner. Each keeps its own lines, totals, status,
 * delivery and payment; `order_state` is what the domain's rule (orderState) makes of them, written with
 * every change so lists filter and count by it on an index.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** One global sequence, so an order number alone identifies an order to support and to the partner. */
    orderNumber: integer().notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    source: orderSource().notNull(),
    /** The appointment's cart whose order this is now; at most one per cart, none once replaced or emptied. */
    cartId: uuid().references(() => carts.id, { onDelete: 'set null' }),
    /** The session the order came from (null for the partner's): every order of it, current or not. */
    appointmentId: uuid().references(() => appointments.id, { onDelete: 'set null' }),
    clientId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text(),
    addressLine1: text(),
    addressLine2: text(),
    suburbOrCity: text(),
    state: text(),
    postcode: text(),
    currency: text().notNull().default('AUD'),
    subtotalCents: integer().notNull(),
    shippingCents: integer().notNull().default(0),
    grandTotalCents: integer().notNull(),
    /** The salon's status, in the cart's words the API keeps. */
    status: cartStatus().notNull(),
    deliveryType: deliveryType().notNull(),
    orderState: orderState().notNull(),
    /** When the client paid online, or the partner was paid; a pickup paid at the counter has none. */
    paidAt: timestamp({ withTimezone: true }),
    /** When a paid order's money went back to the client (order_refunds keeps the provider's record). */
    refundedAt: timestamp({ withTimezone: true }),
    /** Why the status is what it is, when the salon did not set it ("replaced by the client's online purchase"). */
    statusReason: text(),
    /** The order that took this one's place in its cart (decisions 037 and 058). */
    replacedByOrderId: uuid().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_salon_page_idx').on(t.salonId, t.createdAt, t.id),
    index('orders_salon_state_page_idx').on(t.salonId, t.orderState, t.createdAt, t.id),
    uniqueIndex('orders_cart_key').on(t.cartId),
    index('orders_appointment_idx').on(t.appointmentId),
    index('orders_replaced_by_idx').on(t.replacedByOrderId),
    check(
      'orders_totals_check',
      sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.grandTotalCents} = ${t.subtotalCents} + ${t.shippingCents}`,
    ),
    check(
      'orders_refund_check',
      sql`${t.refundedAt} is null or (${t.paidAt} is not null and ${t.status} = 'CANCELLED')`,
    ),
  ],
);

export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => catalogueProducts.id, { onDelete: 'set null' }),
    /** The name as sold, so the order reads the same after the catalogue changes. */
    productName: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    totalCents: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('order_line_items_order_idx').on(t.orderId, t.position),
    index('order_line_items_product_idx').on(t.productId),
    check(
      'order_line_items_amounts_check',
      sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0 and ${t.totalCents} = ${t.quantity} * ${t.unitPriceCents}`,
    ),
  ],
);

/**
 * A client's payment for an order from the portal (decisions 024 and 058). The row is claimed by its
 * idempotency key before the card is charged, so a retried or double-clicked payment finds it and
 * is answered with the same order instead of a second charge; the order is set once it is saved.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /** offline or stripe, and the provider's own id of the payment. */
    provider: text(),
    providerPaymentId: text(),
    amountCents: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_payments_client_key').on(t.clientId, t.idempotencyKey),
    index('order_payments_order_idx').on(t.orderId),
    index('order_payments_appointment_idx').on(t.appointmentId),
  ],
);

/**
 * The refund of a paid order the salon cancelled: one per order. The row is claimed before the
 * provider is asked, so a double click or a second admin refunds once; the provider's own refund id
 * and the time are kept once it answered.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    providerRefundId: text(),
    amountCents: integer().notNull(),
    /** Who cancelled the order, as the audit log names them. */
    requestedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_order_key').on(t.orderId),
    check('order_refunds_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

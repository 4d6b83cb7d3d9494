import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
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

/**
 * Retail orders of a salon's clients ("Support Your Salon Orders"): the delivery record of a
 * session's cart, or an order that came from the partner integration without a cart.
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
    cartId: uuid().references(() => carts.id, { onDelete: 'set null' }),
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
    /**
     * The order's own status and delivery, for an order that no longer follows a cart's (one replaced
     * by the client's online purchase, decision 037); null while the cart's are the order's.
     */
    status: cartStatus(),
    deliveryType: deliveryType(),
    /** Why the status is what it is, when the salon did not set it ("replaced by the client's online purchase"). */
    statusReason: text(),
    /** The order that took this one's place in its cart (decision 037). */
    replacedByOrderId: uuid().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_salon_page_idx').on(t.salonId, t.createdAt, t.id),
    index('orders_cart_idx').on(t.cartId),
    index('orders_replaced_by_idx').on(t.replacedByOrderId),
    check(
      'orders_totals_check',
      sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.grandTotalCents} >= 0`,
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
    totalCents: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('order_line_items_order_idx').on(t.orderId, t.position),
    check('order_line_items_amounts_check', sql`${t.quantity} > 0 and ${t.totalCents} >= 0`),
  ],
);

/**
 * A client's payment for an order from the portal (decision 024). The row is claimed by its
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

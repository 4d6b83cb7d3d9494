import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { catalogueProducts } from './catalog.ts';
import { salons } from './salons.ts';

export const deliveryType = pgEnum('delivery_type', ['PICKUP', 'DELIVERY']);
export const cartStatus = pgEnum('cart_status', ['WAITING', 'COMPLETED', 'CANCELLED']);

/**
 * The retail basket of one session: what the mirror saved, or what the client paid for in its place.
 * Its order (`orders.cart_id`) holds the status, the payment and the state; the cart keeps the lines
 * and the delivery the order was placed with.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid().primaryKey().defaultRandom(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** Copied from the appointment so the cart events and lists filter by salon without a join. */
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    deliveryType: deliveryType().notNull().default('PICKUP'),
    /**
     * The status before orders kept their own (decision 058): no longer read or written, kept so the
     * version before can still run beside this one, and dropped by a later release.
     */
    status: cartStatus(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_appointment_key').on(t.appointmentId),
    index('carts_salon_page_idx').on(t.salonId, t.createdAt, t.id),
  ],
);

/**
 * A line of the basket. It points at the catalogue product (the cart's product{id,name,images}) and
 * keeps the unit price charged, which already includes the salon's custom price.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'restrict' }),
    currency: text().notNull().default('AUD'),
    priceCents: integer().notNull(),
    quantity: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_key').on(t.cartId, t.productId),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_amounts_check', sql`${t.quantity} > 0 and ${t.priceCents} >= 0`),
  ],
);

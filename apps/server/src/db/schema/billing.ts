import type { InvoiceLine } from '@piiq/domain/billing';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { salons } from './salons.ts';

export const planCode = pgEnum('plan_code', ['FREE', 'GROWTH', 'SALON', 'PLUS']);
/** PREREGISTER plans show the lead form; OPEN plans go through the paid flow. */
export const planAvailability = pgEnum('plan_availability', ['PREREGISTER', 'OPEN']);
/** The API also accepts THREEMTHUPFRONT, which is stored as ANNUAL: it never reaches a row. */
export const subscriptionType = pgEnum('subscription_type', ['ANNUAL', 'MONTHLY']);
export const paymentProvider = pgEnum('payment_provider', ['offline', 'stripe']);
export const subscriptionStatus = pgEnum('subscription_status', ['INCOMPLETE', 'ACTIVE', 'PAST_DUE', 'CANCELLED']);
export const countryCode = pgEnum('country_code', ['AU', 'NZ']);
export const mirrorOrderStatus = pgEnum('mirror_order_status', ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED']);

/** Prices are not stored: they are rules of the domain package's pricing module. */
export const plans = pgTable('plans', {
  id: uuid().primaryKey().defaultRandom(),
  code: planCode().notNull().unique('plans_code_key'),
  name: text().notNull(),
  availability: planAvailability().notNull().default('PREREGISTER'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The signup's supplier (promo) code. Exactly one of the two discounts is set. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored upper-case; codes are matched case-insensitively by upper-casing the input. */
    code: text().notNull(),
    discountCents: integer(),
    discountPercent: integer(),
    validFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null: no end date. */
    validUntil: timestamp({ withTimezone: true }),
    plans: planCode().array().notNull().default([]),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check(
      'promo_codes_discount_check',
      sql`(${t.discountCents} is null) <> (${t.discountPercent} is null)
        and coalesce(${t.discountCents}, 0) >= 0 and coalesce(${t.discountPercent}, 0) between 0 and 100`,
    ),
  ],
);

/** A salon's plan as bought at signup (the product's order details), with the amounts charged. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    plan: planCode().notNull(),
    subscriptionType: subscriptionType().notNull(),
    mirrors: integer().notNull().default(1),
    benchMounts: integer().notNull().default(1),
    wallMounts: integer().notNull().default(0),
    colourBrand: text(),
    /** The promo code as typed; promoCodeId is set when it matched one. */
    supplierCode: text(),
    promoCodeId: uuid().references(() => promoCodes.id, { onDelete: 'set null' }),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    shippingCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    provider: paymentProvider().notNull(),
    providerCustomerId: text(),
    providerSubscriptionId: text(),
    status: subscriptionStatus().notNull().default('ACTIVE'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_salon_idx').on(t.salonId, t.createdAt),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.provider, t.providerSubscriptionId),
    check(
      'subscriptions_amounts_check',
      sql`${t.mirrors} >= 0 and ${t.benchMounts} >= 0 and ${t.wallMounts} >= 0 and ${t.subtotalCents} >= 0
        and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** The mirrors to ship for a plus subscription (the product's delivery details). */
export const mirrorOrders = pgTable(
  'mirror_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'set null' }),
    mirrors: integer().notNull(),
    benchMounts: integer().notNull(),
    wallMounts: integer().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    state: text().notNull(),
    postcode: text().notNull(),
    country: countryCode().notNull().default('AU'),
    notes: text(),
    deliveryOption: text().notNull().default('STANDARD'),
    status: mirrorOrderStatus().notNull().default('PENDING'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mirror_orders_salon_idx').on(t.salonId, t.createdAt)],
);

/** Tax invoices; amounts include GST (one eleventh, shown separately). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'set null' }),
    number: text().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    currency: text().notNull().default('AUD'),
    totalCents: integer().notNull(),
    gstCents: integer().notNull(),
    hostedInvoiceUrl: text(),
    provider: paymentProvider().notNull(),
    providerInvoiceId: text(),
    lines: jsonb().$type<InvoiceLine[]>().notNull().default([]),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    // A provider's invoice is stored once, however often its webhook arrives (and signup already stored the first).
    uniqueIndex('invoices_provider_invoice_key').on(t.provider, t.providerInvoiceId),
    index('invoices_salon_page_idx').on(t.salonId, t.periodStart, t.id),
  ],
);

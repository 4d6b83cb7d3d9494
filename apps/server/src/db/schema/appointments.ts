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
import { users } from './accounts.ts';
import { catalogueProducts } from './catalog.ts';
import { salons } from './salons.ts';
import { staff } from './staff.ts';

export const treatment = pgEnum('treatment', ['scalp', 'protein', 'moisture', 'none']);

/**
 * A client's session at the mirror (the product's Appointment). The derived rebook status is not
 * stored: COMPLETED when rebookedAt is set, else SCHEDULED when a notification is scheduled, else
 * OPEN when rebookLength is set, else N/A. The order status is the cart's.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** A client user (salon_access.salonClient); null for a session nobody signed in to ("(No Name)"). */
    clientId: uuid().references(() => users.id, { onDelete: 'set null' }),
    staffId: uuid().references(() => staff.id, { onDelete: 'set null' }),
    /**
     * Copies of the client's and the stylist's names (the product's clientName and staffName), kept in
     * step by triggers (migration 0005) whoever writes the rows, so the list pages and searches on
     * this table alone. Empty when there is no client or stylist.
     */
    clientName: text().notNull().default(''),
    staffName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null until the mirror suggests one; 'none' is a choice the stylist made. */
    treatment: treatment(),
    /** The stylist chose a colour service at the mirror: the patch test and consent are checked for it. */
    colourService: boolean().notNull().default(false),
    notes: text(),
    /** Weeks until the suggested next visit. */
    rebookDelay: integer(),
    /** Minutes of the suggested next visit; setting it opens a rebook (OPEN). */
    rebookLength: integer(),
    rebookNotificationScheduledAt: timestamp({ withTimezone: true }),
    rebookNotificationSentAt: timestamp({ withTimezone: true }),
    rebookedAt: timestamp({ withTimezone: true }),
    /** The client picks the purchase up in the salon; false with purchases means delivered to home. */
    salonPickup: boolean().notNull().default(false),
    /** SKUs bought in the session, as the product lists them; the cart holds quantities and prices. */
    purchasedItems: text().array().notNull().default([]),
    // Hair analysis: raw mirror values 0..20, displayed divided by 2. All null when there is no analysis.
    colorSensitivity: integer(),
    curl: integer(),
    density: integer(),
    elasticity: integer(),
    porous: integer(),
    texture: integer(),
    /** Comma list of keys: growthPatterns, cowlicks, dandruff, oily, dry, sensitive. */
    scalpConcerns: text(),
    // The hair colour the stylist confirmed with the analysis: all three set, or all null when none was.
    /** The colourist's depth, 1 (black) to 10 (lightest blonde). */
    hairLevel: integer(),
    /** warm, neutral or cool. */
    hairTone: text(),
    /** Whole percentage of grey, 0 to 100. */
    hairGreyShare: integer(),
    clientSelfieImageUrl: text(),
    clientSelfieImageContentType: text(),
    client360ImageUrl: text(),
    client360ImageContentType: text(),
  },
  (t) => [
    // The appointments list's own index, appointments_salon_page_idx on (salon_id, created_at, id)
    // INCLUDE (client_id, client_name), is made by migration 0020: drizzle-kit cannot write INCLUDE.
    // Newest first is a backward scan of it, which yields exactly `created_at desc, id desc` (nulls
    // first, the default) for a keyset `(created_at, id) < (cursor)`; the name it carries lets a
    // search by name and the clients' search find their rows without reading the table.
    index('appointments_salon_client_idx').on(t.salonId, t.clientId, t.createdAt),
    index('appointments_salon_staff_idx').on(t.salonId, t.staffId, t.createdAt),
    /** The client portal's own list, across salons. */
    index('appointments_client_page_idx').on(t.clientId, t.createdAt, t.id),
    /** The reminder job's scan: scheduled, not yet sent. */
    index('appointments_rebook_due_idx')
      .on(t.rebookNotificationScheduledAt)
      .where(sql`${t.rebookNotificationScheduledAt} is not null and ${t.rebookNotificationSentAt} is null`),
    // A null value passes a check, so each score needs only its range.
    check(
      'appointments_hair_analysis_range_check',
      sql`${t.colorSensitivity} between 0 and 20 and ${t.curl} between 0 and 20 and ${t.density} between 0 and 20
        and ${t.elasticity} between 0 and 20 and ${t.porous} between 0 and 20 and ${t.texture} between 0 and 20`,
    ),
    check(
      'appointments_hair_colour_check',
      sql`${t.hairLevel} between 1 and 10 and ${t.hairTone} in ('warm', 'neutral', 'cool')
        and ${t.hairGreyShare} between 0 and 100`,
    ),
    check(
      'appointments_hair_colour_whole_check',
      sql`(${t.hairLevel} is null) = (${t.hairTone} is null) and (${t.hairTone} is null) = (${t.hairGreyShare} is null)`,
    ),
    check('appointments_rebook_check', sql`${t.rebookDelay} >= 0 and ${t.rebookLength} >= 0`),
  ],
);

/** The "Support Your Salon" recommendations of a session, in the order the mirror gave them. */
export const appointmentRecommendations = pgTable(
  'appointment_recommendations',
  {
    id: uuid().primaryKey().defaultRandom(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** Catalogue products are archived, never deleted, so a recommendation always finds its product. */
    productId: uuid()
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'restrict' }),
    /** The SKU at the time of the session; switching a product matches on it. */
    sku: text().notNull(),
    /**
     * Why the engine picked it: the Suits* filters that matched ({filter, value}), and those in a
     * short phrase. Empty for a product the stylist chose by hand.
     */
    reasons: jsonb().$type<Array<{ filter: string; value: string }>>().notNull().default([]),
    reasonSummary: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointment_recommendations_position_key').on(t.appointmentId, t.position),
    index('appointment_recommendations_product_idx').on(t.productId),
  ],
);

/** Images of the session the client liked on the mirror; paged with nextToken. */
export const appointmentImageLikes = pgTable(
  'appointment_image_likes',
  {
    id: uuid().primaryKey().defaultRandom(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    imageUrl: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_image_likes_page_idx').on(t.appointmentId, t.createdAt, t.id)],
);

export const appointmentImageShares = pgTable(
  'appointment_image_shares',
  {
    id: uuid().primaryKey().defaultRandom(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** Where the image went: an email address, a phone number or a network name. */
    sharedTo: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_image_shares_appointment_idx').on(t.appointmentId, t.createdAt)],
);

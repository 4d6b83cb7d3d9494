import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { brands } from './brands.ts';

export const salons = pgTable(
  'salons',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** IANA zone: every "today", "this week" and chart bucket is computed in it. */
    timeZone: text().notNull().default('Australia/Sydney'),
    locale: text().notNull().default('en_AU'),
    bookingUrl: text(),
    defaultSocialMediaMessage: text(),
    rebookNotificationMessage: text(),
    /** Days. */
    rebookNotificationDelay: integer().notNull().default(0),
    /**
     * A client's rebook request (mirror or portal) schedules the reminder itself, as Setup Reminder
     * would. On for salons made since it exists; off for older ones, which never asked for it.
     */
    scheduleRebookReminderOnRequest: boolean().notNull().default(true),
    onboardingComplete: boolean().notNull().default(false),
    /** JSON text as the original app stored it: { version: '2020-02-06', completedSections: n }. */
    onboardingState: text(),
    preferredRecommendationBrandId: uuid().references(() => brands.id, { onDelete: 'set null' }),
    // Retail profile
    hideFromFinder: boolean().notNull().default(false),
    bankAccountName: text(),
    bankBsb: text(),
    bankAccountNumber: text(),
    sfPhotoPath: text(),
    specialities: text().array().notNull().default([]),
    styles: text().array().notNull().default([]),
    // Account and billing details
    /** The account (billing) name; null means the salon's own name is used. */
    accountName: text(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    state: text(),
    postcode: text(),
    country: text(),
    ownerFirstName: text(),
    ownerLastName: text(),
    phone: text(),
    email: text(),
    /** The supplier account number: typed at signup, or the answer of getSYSaccountnumberbyemail when none was. */
    lorealAccountNumber: text(),
    referral: text(),
    newsOptIn: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('salons_created_idx').on(t.createdAt, t.id)],
);

export const salonAccess = pgTable(
  'salon_access',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    salonAdmin: boolean().notNull().default(false),
    salonClient: boolean().notNull().default(false),
    /** An admin's choice to get the weekly report by email every Monday; on until they turn it off. */
    weeklyReportEmail: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.salonId] }), index('salon_access_salon_idx').on(t.salonId)],
);

import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The profile attribute of the product: Role=Salon or Role=Client; absent on older accounts (treated as Salon). */
export const profileRole = pgEnum('profile_role', ['Salon', 'Client']);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull().default(''),
    passwordHash: text().notNull(),
    profileRole: profileRole(),
    /** The provider's staff: the support inbox and the console. Never set by signup. */
    isProviderStaff: boolean().notNull().default(false),
    /** Provider staff who may grant and withdraw the provider role of others. */
    isProviderAdmin: boolean().notNull().default(false),
    /** Set for accounts created with a generated password: the next sign-in must choose a new one. */
    passwordChangeRequired: boolean().notNull().default(false),
    termsOfServiceLocale: text(),
    termsOfServiceVersion: integer(),
    termsOfServiceAcceptedAt: timestamp({ withTimezone: true }),
    devicePushId: text(),
    /** A client's phone in E.164, set by the client in the portal or by a salon they visit. */
    phone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Single-use codes for the forgot-password flow; only a hash is kept. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    failedAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Every sign-in attempt, for the per-account failure limit and for audit. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    /** The address as the per-address wait counts it (addressRateKey): an IPv6 client by its /64. */
    ip: text(),
    /** The nonce of the device cookie the attempt came with; null for a device not trusted by the account. */
    deviceNonce: text(),
    succeeded: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_email_idx').on(t.email, t.createdAt)],
);

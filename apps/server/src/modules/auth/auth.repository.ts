import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authSessions, passwordResetCodes, signInAttempts, users } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const UNIQUE_VIOLATION = '23505';
const USERS_EMAIL_KEY = 'users_email_key';

function isErrorRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function createAuthRepository(db: Database) {
  // Every authenticated request reads its session, and `me` its user: prepared once, these skip
  // building the SQL per call and, on PostgreSQL, parsing and planning it per connection.
  const sessionWithUser = db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_session_with_user');
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user_by_id');
  const sessionTouch = db
    .update(authSessions)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}::timestamptz` })
    .where(eq(authSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('auth_session_touch');

  return {
    async findUserByEmail(email: string, tx: Database = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** Everyone with the console: admins first, then by name. */
    providerStaff(): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(eq(users.isProviderStaff, true))
        .orderBy(desc(users.isProviderAdmin), users.name, users.email);
    },

    /**
     * The provider admins, locked until the transaction ends: grants and withdrawals queue behind one
     * another, so two admins withdrawing each other at once cannot leave none.
     */
    async lockProviderAdmins(tx: Database): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.isProviderAdmin, true))
        .orderBy(users.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    async lockUser(id: string, tx: Database): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      return row;
    },

    /** The phone kept on each of these accounts, by id; an account without one is left out. */
    async phonesOf(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.flatMap((row) => (row.phone ? [[row.id, row.phone] as const] : [])));
    },

    async findUserById(id: string, tx: Database = db): Promise<UserRow | undefined> {
      const [row] =
        tx === db ? await userById.execute({ id }) : await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async insertUser(values: NewUserRow, tx: Database = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /** The database refused a second account for one email (users_email_key), however the driver wraps it. */
    isEmailTakenError(error: unknown): boolean {
      for (
        let current: unknown = error;
        current instanceof Error || isErrorRecord(current);
        current = (current as { cause?: unknown }).cause
      ) {
        const record = current as { code?: unknown; constraint?: unknown; message?: unknown };
        if (
          record.code === UNIQUE_VIOLATION &&
          (record.constraint === USERS_EMAIL_KEY || String(record.message).includes(USERS_EMAIL_KEY))
        )
          return true;
      }
      return false;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>, tx: Database = db): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} not found`);
      return row;
    },

    async insertSession(values: typeof authSessions.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(authSessions).values(values);
    },

    async findSessionWithUser(tokenHash: string) {
      const [row] = await sessionWithUser.execute({ tokenHash });
      return row;
    },

    /** Which of these people used a session since the instant: the ones who are around to see something live. */
    async seenSince(userIds: readonly string[], since: Date): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: authSessions.userId })
        .from(authSessions)
        .where(and(inArray(authSessions.userId, [...userIds]), gt(authSessions.lastSeenAt, since)));
      return new Set(rows.map((row) => row.userId));
    },

    async touchSession(tokenHash: string, at: Date): Promise<void> {
      await sessionTouch.execute({ tokenHash, at: at.toISOString() });
    },

    async deleteSession(tokenHash: string, tx: Database = db): Promise<void> {
      await tx.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash));
    },

    /** Revokes every session of the user, except the one given (the caller's own, when they changed the password). */
    async deleteSessionsOfUser(userId: string, exceptTokenHash: string | null, tx: Database = db): Promise<void> {
      await tx
        .delete(authSessions)
        .where(
          exceptTokenHash
            ? and(eq(authSessions.userId, userId), ne(authSessions.tokenHash, exceptTokenHash))
            : eq(authSessions.userId, userId),
        );
    },

    /**
     * A success (a sign-in, or a completed password reset) clears the failures before it; see
     * recentFailures for which. `deviceNonce` names the trusted device the attempt came from.
     */
    async recordSignInAttempt(
      attempt: { email: string; ip: string; deviceNonce: string | null; succeeded: boolean; at: Date },
      tx: Database = db,
    ): Promise<void> {
      const { email, ip, deviceNonce, succeeded, at } = attempt;
      await tx.insert(signInAttempts).values({ email, ip, deviceNonce, succeeded, createdAt: at });
    },

    /**
     * Failed sign-ins for this email since `since`, counted three ways:
     * - from untrusted devices, since the last success of an untrusted device or a completed reset
     *   (a trusted device signing in does not forgive what untrusted ones guessed);
     * - from this trusted device (when `deviceNonce` is given), since the account's last success;
     * - from this address (its addressRateKey, as recorded), with the time of its latest, since the
     *   account's last success.
     */
    async recentFailures(
      email: string,
      ip: string,
      deviceNonce: string | null,
      since: Date,
    ): Promise<{ fromUntrusted: number; fromDevice: number; fromAddress: number; lastFromAddress: Date | null }> {
      const lastSuccess = sql`coalesce((select max(s.created_at) from sign_in_attempts s where s.email = ${email} and s.succeeded), '-infinity'::timestamptz)`;
      const lastUntrustedSuccess = sql`coalesce((select max(s.created_at) from sign_in_attempts s where s.email = ${email} and s.succeeded and s.device_nonce is null), '-infinity'::timestamptz)`;
      const sinceLastSuccess = sql`${signInAttempts.createdAt} > ${lastSuccess}`;
      const [row] = await db
        .select({
          fromUntrusted: sql<number>`(count(*) filter (where ${signInAttempts.deviceNonce} is null and ${signInAttempts.createdAt} > ${lastUntrustedSuccess}))::int`,
          fromDevice: sql<number>`(count(*) filter (where ${signInAttempts.deviceNonce} = ${deviceNonce} and ${sinceLastSuccess}))::int`,
          fromAddress: sql<number>`(count(*) filter (where ${signInAttempts.ip} = ${ip} and ${sinceLastSuccess}))::int`,
          lastFromAddress: sql<
            string | null
          >`max(${signInAttempts.createdAt}) filter (where ${signInAttempts.ip} = ${ip} and ${sinceLastSuccess})`,
        })
        .from(signInAttempts)
        .where(
          and(
            eq(signInAttempts.email, email),
            eq(signInAttempts.succeeded, false),
            gt(signInAttempts.createdAt, since),
          ),
        );
      return {
        fromUntrusted: row?.fromUntrusted ?? 0,
        fromDevice: row?.fromDevice ?? 0,
        fromAddress: row?.fromAddress ?? 0,
        lastFromAddress: row?.lastFromAddress ? new Date(row.lastFromAddress) : null,
      };
    },

    async insertResetCode(values: typeof passwordResetCodes.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(passwordResetCodes).values(values);
    },

    async invalidateResetCodes(userId: string, at: Date, tx: Database = db): Promise<void> {
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: at })
        .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    },

    async latestUsableResetCode(userId: string, at: Date, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.expiresAt, at),
          ),
        )
        .orderBy(desc(passwordResetCodes.createdAt))
        .limit(1);
      return row;
    },

    async recordResetCodeFailure(id: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .update(passwordResetCodes)
        .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
        .where(eq(passwordResetCodes.id, id))
        .returning({ failedAttempts: passwordResetCodes.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    async markResetCodeUsed(id: string, at: Date, tx: Database = db): Promise<void> {
      await tx.update(passwordResetCodes).set({ usedAt: at }).where(eq(passwordResetCodes.id, id));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

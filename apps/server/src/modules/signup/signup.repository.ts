import type { Plan, PlanAvailability, PromoCode } from '@piiq/domain/pricing';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { invoices, mirrorOrders, plans, promoCodes, signupRequests, subscriptions } from '../../db/schema/billing.ts';
import { chatMessages, chats } from '../../db/schema/messaging.ts';
import { analyticsEvents } from '../../db/schema/notifications.ts';
import { salonAccess, salons } from '../../db/schema/salons.ts';
import { betaLeads } from '../../db/schema/signup.ts';
import { enqueueOutbox, type OutboxItem } from '../../jobs/outbox.ts';

export interface StoredPromoCode extends PromoCode {
  id: string;
}

export interface NewSalonRecords {
  salon: typeof salons.$inferInsert;
  /** A new owner, or the existing account the salon joins (RESOLUTIONS 13). */
  owner: { row: typeof users.$inferInsert } | { existingUserId: string };
  subscription: Omit<typeof subscriptions.$inferInsert, 'salonId'>;
  mirrorOrder: Omit<typeof mirrorOrders.$inferInsert, 'salonId' | 'subscriptionId'> | null;
  invoice: Omit<typeof invoices.$inferInsert, 'salonId' | 'subscriptionId' | 'hostedInvoiceUrl'> & {
    /** The offline provider's invoices are our own page; Stripe's are Stripe's. */
    hostedInvoiceUrl: ((invoiceId: string) => string) | string | null;
  };
  chat: { title: string; welcome: string };
  signupEvent: { properties: Record<string, string | number | boolean | null> };
}

const UNIQUE_VIOLATION = '23505';
const USERS_EMAIL_KEY = 'users_email_key';

function isErrorRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What a new salon needs from the catalogue, inside the signup's transaction. */
export type OfferActiveBrands = (salonId: string, tx: Database) => Promise<void>;

export function createSignupRepository(db: Database, offerActiveBrands: OfferActiveBrands) {
  return {
    async planAvailability(): Promise<Partial<Record<Plan, { name: string; availability: PlanAvailability }>>> {
      const rows = await db.select({ code: plans.code, name: plans.name, availability: plans.availability }).from(plans);
      return Object.fromEntries(rows.map((row) => [row.code, { name: row.name, availability: row.availability }]));
    },

    /** Codes are stored upper-case; inactive ones do not exist as far as a buyer can tell. */
    async findPromoCode(typed: string): Promise<StoredPromoCode | null> {
      const wanted = typed.trim().toUpperCase();
      if (wanted === '') return null;
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.code, wanted), eq(promoCodes.active, true)))
        .limit(1);
      if (!row) return null;
      return {
        id: row.id,
        code: row.code,
        promo:
          row.discountPercent !== null
            ? { kind: 'PERCENT', value: row.discountPercent, plans: row.plans }
            : { kind: 'AMOUNT', value: row.discountCents ?? 0, plans: row.plans },
        validFrom: row.validFrom,
        validUntil: row.validUntil,
      };
    },

    async insertBetaLead(lead: typeof betaLeads.$inferInsert, outboxItems: OutboxItem[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(betaLeads).values(lead).returning({ id: betaLeads.id });
        if (!row) throw new Error('beta lead was not stored');
        await enqueueOutbox(tx, outboxItems);
        return row.id;
      });
    },

    async queue(items: OutboxItem[]): Promise<void> {
      if (items.length === 0) return;
      await db.transaction((tx) => enqueueOutbox(tx, items));
    },

    /** The database refused a second account for one email (users_email_key), however the driver wraps it. */
    isEmailTakenError(error: unknown): boolean {
      for (let current: unknown = error; current instanceof Error || isErrorRecord(current); current = (current as { cause?: unknown }).cause) {
        const record = current as { code?: unknown; constraint?: unknown; message?: unknown };
        if (record.code === UNIQUE_VIOLATION && (record.constraint === USERS_EMAIL_KEY || String(record.message).includes(USERS_EMAIL_KEY))) return true;
      }
      return false;
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row !== undefined;
    },

    /**
     * Claims an idempotency key before charging. Returns 'claimed', or the finished request's stored
     * result, or 'busy' while another request holds it. A claim older than `staleBefore` belongs to a
     * request that died between the charge and the commit: it may be taken over (the provider's own
     * idempotency keys make the repeated charge a replay).
     */
    async claimSignup(
      idempotencyKey: string,
      staleBefore: Date,
    ): Promise<{ state: 'claimed' } | { state: 'done'; result: unknown } | { state: 'busy' }> {
      const inserted = await db
        .insert(signupRequests)
        .values({ idempotencyKey })
        .onConflictDoNothing({ target: signupRequests.idempotencyKey })
        .returning({ id: signupRequests.id });
      if (inserted.length > 0) return { state: 'claimed' };
      const [existing] = await db.select().from(signupRequests).where(eq(signupRequests.idempotencyKey, idempotencyKey)).limit(1);
      if (!existing) return this.claimSignup(idempotencyKey, staleBefore);
      if (existing.result !== null) return { state: 'done', result: existing.result };
      const taken = await db
        .update(signupRequests)
        .set({ createdAt: sql`now()` })
        .where(and(eq(signupRequests.id, existing.id), lt(signupRequests.createdAt, staleBefore)))
        .returning({ id: signupRequests.id });
      return taken.length > 0 ? { state: 'claimed' } : { state: 'busy' };
    },

    /** A failed signup (a declined card, a conflict) leaves nothing behind, so the key can be used again. */
    async releaseSignup(idempotencyKey: string): Promise<void> {
      await db.delete(signupRequests).where(eq(signupRequests.idempotencyKey, idempotencyKey));
    },

    /** Everything a paid signup creates, and the answer a retry gets, in one transaction. */
    async createSalon(
      idempotencyKey: string,
      records: NewSalonRecords,
      result: (ids: { salonId: string; userId: string; invoiceId: string }) => unknown,
      outbox: (ids: { salonId: string; userId: string; invoiceId: string }) => OutboxItem[],
    ): Promise<{ salonId: string; userId: string; invoiceId: string }> {
      return db.transaction(async (tx) => {
        const [salon] = await tx.insert(salons).values(records.salon).returning({ id: salons.id });
        const [owner] =
          'existingUserId' in records.owner
            ? [{ id: records.owner.existingUserId }]
            : await tx.insert(users).values(records.owner.row).returning({ id: users.id });
        if (!salon || !owner) throw new Error('salon or owner was not stored');
        await tx.insert(salonAccess).values({ userId: owner.id, salonId: salon.id, salonAdmin: true });
        await offerActiveBrands(salon.id, tx);
        const [subscription] = await tx
          .insert(subscriptions)
          .values({ ...records.subscription, salonId: salon.id })
          .returning({ id: subscriptions.id });
        if (!subscription) throw new Error('subscription was not stored');
        if (records.mirrorOrder) {
          await tx.insert(mirrorOrders).values({ ...records.mirrorOrder, salonId: salon.id, subscriptionId: subscription.id });
        }
        const { hostedInvoiceUrl, ...invoice } = records.invoice;
        const [invoiceRow] = await tx
          .insert(invoices)
          .values({ ...invoice, salonId: salon.id, subscriptionId: subscription.id })
          .returning({ id: invoices.id });
        if (!invoiceRow) throw new Error('invoice was not stored');
        const url = typeof hostedInvoiceUrl === 'function' ? hostedInvoiceUrl(invoiceRow.id) : hostedInvoiceUrl;
        await tx.update(invoices).set({ hostedInvoiceUrl: url }).where(eq(invoices.id, invoiceRow.id));
        const [chat] = await tx
          .insert(chats)
          .values({ salonId: salon.id, title: records.chat.title, lastMessageAt: sql`now()` })
          .returning({ id: chats.id });
        if (!chat) throw new Error('chat was not stored');
        await tx.insert(chatMessages).values({ chatId: chat.id, authorKind: 'SYSTEM', body: records.chat.welcome });
        await tx.insert(analyticsEvents).values({
          kind: 'sign_up',
          userId: owner.id,
          path: '/register',
          properties: records.signupEvent.properties,
        });
        const ids = { salonId: salon.id, userId: owner.id, invoiceId: invoiceRow.id };
        await enqueueOutbox(tx, outbox(ids));
        await tx
          .update(signupRequests)
          .set({ salonId: salon.id, result: result(ids) })
          .where(eq(signupRequests.idempotencyKey, idempotencyKey));
        return ids;
      });
    },

    /** The SYS account lookup's answer, and the calls that waited for it. */
    async storeSysAccountNumber(input: { salonId: string; sysAccountNumber: string | null; then: OutboxItem[] }): Promise<void> {
      await db.transaction(async (tx) => {
        if (input.sysAccountNumber) {
          await tx
            .update(salons)
            .set({ sysAccountNumber: input.sysAccountNumber, updatedAt: sql`now()` })
            .where(eq(salons.id, input.salonId));
        }
        await enqueueOutbox(tx, input.then);
      });
    },
  };
}

export type SignupRepository = ReturnType<typeof createSignupRepository>;

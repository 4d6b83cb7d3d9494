import type { Plan, PlanAvailability, PromoCode } from '@piiq/domain/pricing';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, mirrorOrders, plans, promoCodes, subscriptions } from '../../db/schema/billing.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type NewMirrorOrderRow = typeof mirrorOrders.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

export interface StoredPromoCode extends PromoCode {
  id: string;
}
type ProviderName = SubscriptionRow['provider'];

const atProvider = (provider: ProviderName, providerSubscriptionId: string) =>
  and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId));

export function createBillingRepository(db: Database) {
  return {
    async planAvailability(): Promise<Partial<Record<Plan, { name: string; availability: PlanAvailability }>>> {
      const rows = await db
        .select({ code: plans.code, name: plans.name, availability: plans.availability })
        .from(plans);
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

    async insertSubscription(values: NewSubscriptionRow, tx: Database): Promise<string> {
      const [row] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
      if (!row) throw new Error('subscription was not stored');
      return row.id;
    },

    async insertMirrorOrder(values: NewMirrorOrderRow, tx: Database): Promise<void> {
      await tx.insert(mirrorOrders).values(values);
    },

    async insertInvoice(values: NewInvoiceRow, tx: Database): Promise<string> {
      const [row] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
      if (!row) throw new Error('invoice was not stored');
      return row.id;
    },

    async latestSubscription(salonId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.salonId, salonId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(1);
      return row;
    },

    /** The salon's latest subscription, locked until the transaction ends: the console's changes to it queue. */
    async lockLatestSubscription(salonId: string, tx: Database = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.salonId, salonId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(1)
        .for('update');
      return row;
    },

    async updateSubscription(
      id: string,
      values: Partial<Pick<SubscriptionRow, 'status' | 'cancelledAt' | 'mirrors'>>,
      tx: Database = db,
    ): Promise<SubscriptionRow> {
      const [row] = await tx
        .update(subscriptions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      if (!row) throw new Error('subscription was not updated');
      return row;
    },

    /** Each salon's latest subscription, for a page of the console's salons. */
    async latestSubscriptions(salonIds: readonly string[]): Promise<Map<string, SubscriptionRow>> {
      if (salonIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([subscriptions.salonId])
        .from(subscriptions)
        .where(inArray(subscriptions.salonId, [...salonIds]))
        .orderBy(subscriptions.salonId, desc(subscriptions.createdAt), desc(subscriptions.id));
      return new Map(rows.map((row) => [row.salonId, row]));
    },

    async invoiceById(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
      return row;
    },

    async subscriptionAtProvider(
      provider: ProviderName,
      providerSubscriptionId: string,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(atProvider(provider, providerSubscriptionId)).limit(1);
      return row;
    },

    /** False when the provider's invoice is already stored: a provider resends, and signup stores the first itself. */
    async insertProviderInvoice(row: NewInvoiceRow): Promise<boolean> {
      const inserted = await db
        .insert(invoices)
        .values(row)
        .onConflictDoNothing({ target: [invoices.provider, invoices.providerInvoiceId] })
        .returning({ id: invoices.id });
      return inserted.length > 0;
    },

    /** The subscription's end as the provider reports it; false when we keep no such subscription. */
    async markSubscriptionCancelled(
      provider: ProviderName,
      providerSubscriptionId: string,
      cancelledAt: Date,
    ): Promise<boolean> {
      const updated = await db
        .update(subscriptions)
        .set({ status: 'CANCELLED', cancelledAt, updatedAt: new Date() })
        .where(atProvider(provider, providerSubscriptionId))
        .returning({ id: subscriptions.id });
      return updated.length > 0;
    },

    invoicesOfSalon(salonId: string): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.salonId, salonId))
        .orderBy(desc(invoices.periodStart), desc(invoices.id));
    },

    /** Every salon's plan by its latest subscription; a salon without one is absent. */
    async latestPlans(): Promise<Map<string, Plan>> {
      const rows = await db
        .selectDistinctOn([subscriptions.salonId], { salonId: subscriptions.salonId, plan: subscriptions.plan })
        .from(subscriptions)
        .orderBy(subscriptions.salonId, desc(subscriptions.createdAt), desc(subscriptions.id));
      return new Map(rows.map((row) => [row.salonId, row.plan]));
    },

    /** The salons whose latest subscription is in one of these states. */
    async salonsWhoseLatestSubscriptionIs(statuses: ReadonlyArray<SubscriptionRow['status']>): Promise<string[]> {
      const latest = db
        .selectDistinctOn([subscriptions.salonId], { salonId: subscriptions.salonId, status: subscriptions.status })
        .from(subscriptions)
        .orderBy(subscriptions.salonId, desc(subscriptions.createdAt), desc(subscriptions.id))
        .as('latest');
      const rows = await db
        .select({ salonId: latest.salonId })
        .from(latest)
        .where(inArray(latest.status, [...statuses]));
      return rows.map((row) => row.salonId);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, subscriptions } from '../../db/schema/billing.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
type ProviderName = SubscriptionRow['provider'];

const atProvider = (provider: ProviderName, providerSubscriptionId: string) =>
  and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId));

export function createBillingRepository(db: Database) {
  return {
    async latestSubscription(salonId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.salonId, salonId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(1);
      return row;
    },

    async invoiceById(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
      return row;
    },

    async subscriptionAtProvider(provider: ProviderName, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(atProvider(provider, providerSubscriptionId))
        .limit(1);
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
    async markSubscriptionCancelled(provider: ProviderName, providerSubscriptionId: string, cancelledAt: Date): Promise<boolean> {
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
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

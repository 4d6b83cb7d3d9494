import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, subscriptions } from '../../db/schema/billing.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

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

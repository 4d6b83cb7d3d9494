import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import {
  appointmentImageLikes,
  appointmentImageShares,
  appointmentRecommendations,
  appointments,
} from '../schema/appointments.ts';
import { mirrorSessions } from '../schema/mirror-sessions.ts';
import { invoices, mirrorOrders, plans, promoCodes, subscriptions } from '../schema/billing.ts';
import { brands } from '../schema/brands.ts';
import { cartItems, carts } from '../schema/carts.ts';
import { catalogueProducts, salonBrands, salonProducts } from '../schema/catalog.ts';
import { academyContent } from '../schema/academy.ts';
import { helpResources } from '../schema/resources.ts';
import { termsOfService } from '../schema/content.ts';
import { ibbCompletions, ibbLessons, ibbModules, ibbTodos } from '../schema/ibb.ts';
import { announcements, weeklyTips } from '../schema/dashboard.ts';
import { chatMessages, chats } from '../schema/messaging.ts';
import { orderLineItems, orderPayments, orderRefunds, orders } from '../schema/orders.ts';
import { salonAccess, salons } from '../schema/salons.ts';
import { betaLeads } from '../schema/signup.ts';
import { staff } from '../schema/staff.ts';
import { writeDemoFiles } from './demo-images.ts';
import { salonClients, seedClientAccounts, seedDemoAccounts, type DemoPasswordHashes } from './demo/accounts.ts';
import { seedMirrorGallery, seedVisits } from './demo/appointments.ts';
import { enqueueOutbox, type OutboxItem } from '../../jobs/outbox.ts';
import type { FileStores } from '../../ports/files.ts';
import { seedPlans, seedSalonBilling } from './demo/billing.ts';
import { seedBrands, seedCatalogue, seedSalonShelf } from './demo/catalog.ts';
import { seedContent } from './demo/content.ts';
import { seedHelpResources } from './demo/resources.ts';
import { seedDashboard } from './demo/dashboard.ts';
import { seedFinderSalons } from './demo/finder.ts';
import { createDemoContext, type DemoData, type Insert } from './demo/demo-context.ts';
import { seedSupportChat } from './demo/messaging.ts';
import { seedOrders, type PendingOrder } from './demo/orders.ts';
import { SALONS, seedSalon } from './demo/salons.ts';
import { seedLeads } from './demo/signup.ts';
import { seedTeam } from './demo/staff.ts';

export interface DemoSeedOptions {
  /**
   * The server's file stores: public images go to `demo/...` of the public one and are referenced as
   * /files/demo/...; client photos to `demo/...` of the private one, served only through /photos.
   */
  files: Pick<FileStores, 'public' | 'private'>;
  /** Every date is placed relative to it, so a seed with the same `now` writes the same rows. */
  now: Date;
  /** One hash shared by every demo account: hashing per user would take minutes. */
  passwordHash: string;
  /** Own hashes for the sign-in accounts, by email (a production demo's generated passwords). */
  signInPasswordHashes?: ReadonlyMap<string, string>;
}

export async function seedDemoData(db: Database, options: DemoSeedOptions): Promise<void> {
  const data = buildDemoData(options.now, {
    shared: options.passwordHash,
    ...(options.signInPasswordHashes ? { signIns: options.signInPasswordHashes } : {}),
  });
  await writeDemoFiles(options.files, data.files);
  // One transaction: a seed interrupted half-way leaves an empty database, which the next start seeds again.
  await db.transaction(async (tx) => {
    for (const [table, key] of DEMO_TABLES) {
      await insertRows(tx, table, data[key]);
      // The reminders the demo has scheduled fall due like any other: one outbox delivery each.
      if (table === appointments) await enqueueOutbox(tx, scheduledReminders(data.appointments));
    }
  });
}

/** Every table the demo fills and the rows it fills it with, in an order the foreign keys accept. */
export const DEMO_TABLES = [
  [users, 'users'],
  [brands, 'brands'],
  [salons, 'salons'],
  [salonAccess, 'salonAccess'],
  [salonBrands, 'salonBrands'],
  [catalogueProducts, 'catalogueProducts'],
  [salonProducts, 'salonProducts'],
  [staff, 'staff'],
  [appointments, 'appointments'],
  [appointmentRecommendations, 'appointmentRecommendations'],
  [appointmentImageLikes, 'appointmentImageLikes'],
  [appointmentImageShares, 'appointmentImageShares'],
  [mirrorSessions, 'mirrorSessions'],
  [carts, 'carts'],
  [cartItems, 'cartItems'],
  [orders, 'orders'],
  [orderLineItems, 'orderLineItems'],
  [orderPayments, 'orderPayments'],
  [orderRefunds, 'orderRefunds'],
  [termsOfService, 'termsOfService'],
  [ibbModules, 'ibbModules'],
  [ibbLessons, 'ibbLessons'],
  [ibbTodos, 'ibbTodos'],
  [ibbCompletions, 'ibbCompletions'],
  [academyContent, 'academyContent'],
  [helpResources, 'helpResources'],
  [announcements, 'announcements'],
  [weeklyTips, 'weeklyTips'],
  [chats, 'chats'],
  [chatMessages, 'chatMessages'],
  [plans, 'plans'],
  [promoCodes, 'promoCodes'],
  [subscriptions, 'subscriptions'],
  [mirrorOrders, 'mirrorOrders'],
  [invoices, 'invoices'],
  [betaLeads, 'betaLeads'],
] as const satisfies ReadonlyArray<readonly [PgTable, Exclude<keyof DemoData, 'files'>]>;

function scheduledReminders(rows: ReadonlyArray<Insert<typeof appointments>>): OutboxItem<'rebookReminder'>[] {
  return rows.flatMap((row) => {
    const scheduledAt = row.rebookNotificationScheduledAt;
    if (!row.id || !scheduledAt || row.rebookNotificationSentAt || row.rebookedAt) return [];
    return [
      {
        kind: 'rebookReminder' as const,
        payload: { appointmentId: row.id, scheduledAt: scheduledAt.toISOString() },
        runAt: scheduledAt,
      },
    ];
  });
}

/** PostgreSQL takes at most 65,535 parameters a statement; stay well under it. */
export async function insertRows<T extends PgTable>(db: Database, table: T, rows: readonly Insert<T>[]): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

/**
 * Builds every row of the demo without touching the database; same `now`, same rows. Each area
 * writes its own tables (demo/<area>.ts); the order of the calls is the order random values are drawn in.
 */
export function buildDemoData(now: Date, passwordHashes: DemoPasswordHashes): DemoData {
  const demo = createDemoContext(now);
  const gallery = seedMirrorGallery(demo);
  const people = seedDemoAccounts(demo, passwordHashes);
  const brandIds = seedBrands(demo);
  const products = seedCatalogue(demo, brandIds);
  const promoCodeId = demo.id();
  const pendingOrders: PendingOrder[] = [];

  for (const plan of SALONS) {
    const owner = people.staffByEmail.get(plan.owner.email);
    if (!owner) throw new Error(`No demo owner ${plan.owner.email}`);
    const salon = seedSalon(demo, plan, owner.id, brandIds);
    const shelf = seedSalonShelf(demo, salon, plan.brands, brandIds, products);
    const team = seedTeam(demo, salon, plan.staff, people.staffByEmail);
    const clients = salonClients(demo, plan, people.client);
    const firstVisit = seedVisits(
      demo,
      { plan, salonId: salon.id, team, clients, demoClient: people.client, shelf, gallery },
      pendingOrders,
    );
    seedClientAccounts(demo, passwordHashes, salon.id, clients, firstVisit);
    seedSupportChat(demo, plan, salon, people);
    seedSalonBilling(demo, plan, salon.id, promoCodeId);
  }

  seedOrders(demo, pendingOrders);
  seedContent(demo, people.owner, gallery.looks);
  seedPlans(demo, promoCodeId);
  seedLeads(demo);
  seedDashboard(demo);
  // Last: their random ids must not shift the rows of the areas above.
  seedFinderSalons(demo);
  seedHelpResources(demo, gallery.looks);
  return demo.data;
}

import { orderState, orderTotals } from '@piiq/domain/orders';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { appointments } from '../db/schema/appointments.ts';
import { mirrorSessions } from '../db/schema/mirror-sessions.ts';
import { invoices, subscriptions } from '../db/schema/billing.ts';
import { brands } from '../db/schema/brands.ts';
import { cartItems, carts } from '../db/schema/carts.ts';
import { mirrorDevices } from '../db/schema/mirrors.ts';
import { orderLineItems, orders } from '../db/schema/orders.ts';
import { catalogueProducts, salonBrands, salonProducts } from '../db/schema/catalog.ts';
import { salonAccess, salons } from '../db/schema/salons.ts';
import { staff } from '../db/schema/staff.ts';
import { hashPassword } from '../ports/password-hasher.ts';

export const TEST_PASSWORD = 'Salon2026ok';

let testPasswordHash: Promise<string> | undefined;
let counter = 0;

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `person${counter}-${Date.now()}@example.com`,
      name: `Person ${counter}`,
      passwordHash: await testPasswordHash,
      profileRole: 'Salon',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no user created');
  return row;
}

export async function createSalon(db: Database, overrides: Partial<typeof salons.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(salons)
    .values({ name: `Salon ${counter}`, timeZone: 'Australia/Sydney', onboardingComplete: true, ...overrides })
    .returning();
  if (!row) throw new Error('no salon created');
  return row;
}

export async function grantSalonAccess(
  db: Database,
  userId: string,
  salonId: string,
  flags: { salonAdmin?: boolean; salonClient?: boolean } = { salonAdmin: true },
) {
  await db.insert(salonAccess).values({
    userId,
    salonId,
    salonAdmin: flags.salonAdmin ?? false,
    salonClient: flags.salonClient ?? false,
  });
}

/** An owner with one salon they administer, signed in through the real API. */
export async function createSalonAdmin(db: Database, salonOverrides: Partial<typeof salons.$inferInsert> = {}) {
  const user = await createUser(db);
  const salon = await createSalon(db, salonOverrides);
  await grantSalonAccess(db, user.id, salon.id, { salonAdmin: true });
  return { user, salon };
}

export async function createStaffMember(
  db: Database,
  salonId: string,
  overrides: Partial<typeof staff.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await db
    .insert(staff)
    .values({ salonId, name: `Stylist ${counter}`, ...overrides })
    .returning();
  if (!row) throw new Error('no staff created');
  return row;
}

/** A paired mirror whose credential nobody holds: for tests that need only its id. */
export async function createMirrorDevice(
  db: Database,
  salonId: string,
  overrides: Partial<typeof mirrorDevices.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await db
    .insert(mirrorDevices)
    .values({ salonId, name: `Mirror ${counter}`, credentialHash: `unknown-${counter}-${Date.now()}`, ...overrides })
    .returning();
  if (!row) throw new Error('no mirror device created');
  return row;
}

export async function createBrand(db: Database, overrides: Partial<typeof brands.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(brands)
    .values({ name: `Brand ${counter} ${Date.now()}`, abbreviation: `B${counter}-${Date.now()}`, ...overrides })
    .returning();
  if (!row) throw new Error('no brand created');
  return row;
}

/** Offers a brand to a salon (a salon_brands row), with the salon's switches. */
export async function offerBrand(
  db: Database,
  salonId: string,
  brandId: string,
  flags: { availableToSalon?: boolean; enabled?: boolean; visibleToClients?: boolean } = {},
) {
  await db.insert(salonBrands).values({ salonId, brandId, availableToSalon: true, ...flags });
}

export async function createCatalogueProduct(
  db: Database,
  brandId: string,
  overrides: Partial<typeof catalogueProducts.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await db
    .insert(catalogueProducts)
    .values({
      brandId,
      sku: `SKU-${counter}-${Date.now()}`,
      productName: `Product ${counter}`,
      productType: 'Shampoo',
      productSize: '250ml',
      rrpAuCents: 3495,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no catalogue product created');
  return row;
}

/** A catalogue product sold by the salon; returns the salon product row. */
export async function createSalonProduct(
  db: Database,
  salonId: string,
  productId: string,
  overrides: Partial<typeof salonProducts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(salonProducts)
    .values({ salonId, productId, ...overrides })
    .returning();
  if (!row) throw new Error('no salon product created');
  return row;
}

/**
 * The brands a retail screen deals with, named to sort in this order: one visible to clients (and
 * enabled), one only offered, a Coming Soon placeholder, and one not offered to the salon at all.
 */
export async function offerBrandLineUp(db: Database, salonId: string) {
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const visible = await createBrand(db, { name: `A Lumière ${tag}`, logoPath: '/files/demo/brands/lp.svg' });
  const offered = await createBrand(db, { name: `B Kōwhai ${tag}` });
  const comingSoon = await createBrand(db, { name: `C Coming Soon Botanics ${tag}`, active: false });
  const notOffered = await createBrand(db, { name: `D Terra ${tag}` });
  await offerBrand(db, salonId, visible.id, { enabled: true, visibleToClients: true });
  await offerBrand(db, salonId, offered.id);
  await offerBrand(db, salonId, comingSoon.id);
  return { visible, offered, comingSoon, notOffered };
}

export async function createSubscription(
  db: Database,
  salonId: string,
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      salonId,
      plan: 'PLUS',
      subscriptionType: 'MONTHLY',
      mirrors: 1,
      subtotalCents: 27_500,
      totalCents: 27_500,
      provider: 'offline',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no subscription created');
  return row;
}

export async function createInvoice(
  db: Database,
  salonId: string,
  periodStart: Date,
  overrides: Partial<typeof invoices.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await db
    .insert(invoices)
    .values({
      salonId,
      number: `TEST-${counter}-${Date.now()}`,
      periodStart,
      periodEnd: new Date(periodStart.getTime() + 30 * 86_400_000),
      totalCents: 27_500,
      gstCents: 2_500,
      provider: 'offline',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no invoice created');
  return row;
}

/** A mirror session of the salon; names come from the client and stylist rows (the table's triggers). */
export async function createAppointment(
  db: Database,
  salonId: string,
  overrides: Partial<typeof appointments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(appointments)
    .values({ salonId, ...overrides })
    .returning();
  if (!row) throw new Error('no appointment created');
  return row;
}

/** A mirror session the device opened for the appointment, waiting for its client unless overridden. */
export async function createMirrorSession(
  db: Database,
  device: { id: string; salonId: string },
  appointmentId: string,
  overrides: Partial<typeof mirrorSessions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(mirrorSessions)
    .values({ salonId: device.salonId, createdByDeviceId: device.id, appointmentId, ...overrides })
    .returning();
  if (!row) throw new Error('no mirror session created');
  return row;
}

type OrderValues = typeof orders.$inferInsert;

/**
 * The appointment's cart with these items (catalogue product ids and quantities), and, as the product
 * keeps it, the order it holds when it has items: from the mirror, unpaid and waiting unless `order`
 * says otherwise (its status, payment, source).
 */
export async function createCart(
  db: Database,
  appointment: { id: string; salonId: string },
  items: ReadonlyArray<{ productId: string; quantity: number; priceCents?: number }>,
  overrides: Partial<typeof carts.$inferInsert> = {},
  order: Partial<OrderValues> = {},
) {
  const [cart] = await db
    .insert(carts)
    .values({ appointmentId: appointment.id, salonId: appointment.salonId, ...overrides })
    .returning();
  if (!cart) throw new Error('no cart created');
  if (items.length > 0) {
    const priced = items.map((item) => ({ ...item, priceCents: item.priceCents ?? 3495 }));
    await db.insert(cartItems).values(
      priced.map((item) => ({
        cartId: cart.id,
        productId: item.productId,
        quantity: item.quantity,
        priceCents: item.priceCents,
      })),
    );
    const names = new Map(
      (
        await db
          .select({ id: catalogueProducts.id, name: catalogueProducts.productName })
          .from(catalogueProducts)
          .where(
            inArray(
              catalogueProducts.id,
              priced.map((item) => item.productId),
            ),
          )
      ).map((product) => [product.id, product.name]),
    );
    await createOrder(
      db,
      appointment.salonId,
      priced.map((item) => ({
        productId: item.productId,
        productName: names.get(item.productId) ?? 'Product',
        quantity: item.quantity,
        totalCents: item.priceCents * item.quantity,
      })),
      {
        source: 'MIRROR',
        cartId: cart.id,
        appointmentId: appointment.id,
        deliveryType: cart.deliveryType,
        status: overrides.status ?? 'WAITING',
        ...order,
      },
    );
  }
  return cart;
}

/**
 * A retail order of the salon with these lines (product name, quantity, line total in cents): from
 * the partner, paid, unless overridden; its totals by the domain's sum and its state by its rule.
 */
export async function createOrder(
  db: Database,
  salonId: string,
  lines: ReadonlyArray<{ productName: string; quantity: number; totalCents: number; productId?: string }>,
  overrides: Partial<OrderValues> = {},
) {
  const deliveryType = overrides.deliveryType ?? 'DELIVERY';
  const totals = orderTotals(
    lines.map((line) => ({ unitPriceCents: line.totalCents / line.quantity, quantity: line.quantity })),
    deliveryType,
  );
  const values = {
    salonId,
    source: 'PARTNER' as const,
    email: 'client@example.com',
    firstName: 'Ava',
    lastName: 'Martin',
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    grandTotalCents: totals.totalCents,
    status: 'WAITING' as const,
    paidAt: overrides.source && overrides.source !== 'PARTNER' ? null : new Date(),
    refundedAt: null,
    ...overrides,
    deliveryType,
  };
  const [order] = await db
    .insert(orders)
    .values({
      ...values,
      orderState: orderState({
        status: values.status,
        deliveryType,
        paidAt: values.paidAt ?? null,
        refundedAt: values.refundedAt ?? null,
      }),
    })
    .returning();
  if (!order) throw new Error('no order created');
  if (lines.length > 0)
    await db.insert(orderLineItems).values(
      lines.map((line, position) => ({
        orderId: order.id,
        position,
        ...line,
        unitPriceCents: line.totalCents / line.quantity,
      })),
    );
  return order;
}

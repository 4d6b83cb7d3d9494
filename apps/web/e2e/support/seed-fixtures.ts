/**
 * Prepares the data folder the browser tests' server starts on: the demo data, plus the fixture
 * accounts and salons of fixture-data.ts that the demo lacks.
 *
 * It runs in its own process (`node --import tsx`, like the server) BEFORE the server starts:
 * PGlite allows one process per folder, and the server, finding salons, does not seed again.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { salonTimeDaysBefore } from '@piiq/domain/dates';
import { orderState, orderTotals } from '@piiq/domain/orders';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../server/src/db/client.ts';
import { users } from '../../../server/src/db/schema/accounts.ts';
import { appointmentRecommendations, appointments } from '../../../server/src/db/schema/appointments.ts';
import { plans, promoCodes, subscriptions } from '../../../server/src/db/schema/billing.ts';
import { cartItems, carts } from '../../../server/src/db/schema/carts.ts';
import { brands } from '../../../server/src/db/schema/brands.ts';
import { catalogueProducts, salonBrands, salonProducts } from '../../../server/src/db/schema/catalog.ts';
import { termsOfService } from '../../../server/src/db/schema/content.ts';
import { chatMessages, chats } from '../../../server/src/db/schema/messaging.ts';
import { orderLineItems, orders } from '../../../server/src/db/schema/orders.ts';
import { outbox, outboxAttempts } from '../../../server/src/db/schema/outbox.ts';
import { salonAccess, salons } from '../../../server/src/db/schema/salons.ts';
import { betaLeads } from '../../../server/src/db/schema/signup.ts';
import { staff } from '../../../server/src/db/schema/staff.ts';
import {
  fileUrl,
  image360File,
  portraitFile,
  writeDemoFiles,
  type DemoFile,
} from '../../../server/src/db/seed/demo-images.ts';
import { CHAT_WELCOME } from '../../../server/src/db/seed/demo-content.ts';
import { seedDemoData } from '../../../server/src/db/seed/demo-seed.ts';
import { DEMO_PASSWORD } from '../../../server/src/db/seed/demo/identities.ts';
import { createFolderFileStores } from '../../../server/src/ports/files.ts';
import { hashPassword } from '../../../server/src/ports/password-hasher.ts';
import {
  CONSOLE_FIXTURE_BRAND,
  DEMO_RETAIL_SALON,
  OPEN_FIXTURE_PLANS,
  fixturePromoCodes,
  fixtureDeadDelivery,
  fixtureLead,
  fixtureSalons,
  fixtureTerms,
  fixtureUsers,
  type FixturePromoCode,
  type FixtureSalon,
  type FixtureUser,
} from './fixture-data.ts';

/** The terms version every signed-in user must have accepted (packages/domain CURRENT_TERMS_VERSION). */
const TERMS_VERSION = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The raw scores of a fixture session marked `analysed: true`. */
const STANDARD_SCORES = { density: 14, texture: 9, curl: 4, colorSensitivity: 11, porous: 16, elasticity: 7 } as const;

/**
 * The fixtures' client photos: drawn as the demo draws them, under a folder of their own so deleting
 * a fixture client's photos never touches a demo file.
 */
const FIXTURE_SELFIE: DemoFile = { ...portraitFile('E2E'), relativePath: 'e2e/portraits/selfie.svg' };
const FIXTURE_360: DemoFile = { ...image360File(0), relativePath: 'e2e/360/view.svg' };
const SVG = 'image/svg+xml';

export async function seedE2eData(dataDir: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    // One hash for every account, as the demo seed does: argon2 costs about 60 ms a hash.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    const files = createFolderFileStores({
      filesDir: path.join(dataDir, 'files'),
      privateFilesDir: path.join(dataDir, 'private'),
    });
    await seedDemoData(handle.db, { files, now, passwordHash });
    await writeDemoFiles(files, [FIXTURE_SELFIE, FIXTURE_360]);

    await handle.db.transaction(async (tx) => {
      const allSalons: FixtureSalon[] = Object.values(fixtureSalons);
      const [retailSalon] = await tx.select().from(salons).where(eq(salons.name, DEMO_RETAIL_SALON));
      if (!retailSalon)
        throw new Error(`The demo data has no salon named ${DEMO_RETAIL_SALON}: update e2e/support/fixture-data.ts.`);
      await tx.insert(salons).values(
        allSalons.map((salon) => ({
          id: salon.id,
          name: salon.name,
          timeZone: salon.timeZone,
          // Complete unless asked otherwise, so a salon page shows the admin area rather than the setup wizard.
          onboardingComplete: !salon.onboardingIncomplete,
          rebookNotificationDelay: salon.rebookNotificationDelay ?? 0,
          defaultSocialMediaMessage: salon.defaultSocialMediaMessage ?? null,
          onboardingState: JSON.stringify({
            version: '2020-02-06',
            completedSections: salon.onboardingIncomplete ? 0 : 5,
          }),
          preferredRecommendationBrandId: salon.withDemoBrands ? retailSalon.preferredRecommendationBrandId : null,
        })),
      );

      const demoBrands = await tx.select().from(salonBrands).where(eq(salonBrands.salonId, retailSalon.id));
      const demoProducts = await tx.select().from(salonProducts).where(eq(salonProducts.salonId, retailSalon.id));
      const brandRows = allSalons
        .filter((salon) => salon.withDemoBrands)
        .flatMap((salon) => demoBrands.map((row) => ({ ...row, salonId: salon.id })));
      const productRows = allSalons
        .filter((salon) => salon.withDemoProducts)
        .flatMap((salon) => demoProducts.map(({ id: _id, ...row }) => ({ ...row, salonId: salon.id })));
      // Each staff member a minute apart, so the team list (oldest first) keeps the fixture's order.
      const staffRows = allSalons.flatMap((salon) =>
        (salon.staff ?? []).map((member, index) => ({
          salonId: salon.id,
          name: member.name,
          active: member.active ?? true,
          createdAt: new Date(now.getTime() - ((salon.staff?.length ?? 0) - index) * 60_000),
        })),
      );
      if (brandRows.length) await tx.insert(salonBrands).values(brandRows);
      if (productRows.length) await tx.insert(salonProducts).values(productRows);
      if (staffRows.length) await tx.insert(staff).values(staffRows);
      const subscriptionRows = allSalons.flatMap((salon) =>
        salon.subscription
          ? [
              {
                salonId: salon.id,
                plan: 'PLUS' as const,
                subscriptionType: 'MONTHLY' as const,
                mirrors: salon.subscription.mirrors,
                subtotalCents: 0,
                totalCents: 0,
                provider: 'offline' as const,
                providerSubscriptionId: `sub_offline_${salon.id}`,
              },
            ]
          : [],
      );
      if (subscriptionRows.length) await tx.insert(subscriptions).values(subscriptionRows);
      for (const salon of allSalons.filter((candidate) => candidate.withSupportChat)) {
        const [chat] = await tx
          .insert(chats)
          .values({ salonId: salon.id, title: `Support - ${salon.name}`, lastMessageAt: now })
          .returning({ id: chats.id });
        if (chat)
          await tx
            .insert(chatMessages)
            .values({ chatId: chat.id, authorKind: 'SYSTEM', body: CHAT_WELCOME, createdAt: now });
      }
      await seedFixtureAppointments(tx, allSalons, { retailSalonId: retailSalon.id, passwordHash, now });

      const everyone: FixtureUser[] = Object.values(fixtureUsers);
      const inserted = await tx
        .insert(users)
        .values(
          everyone.map((user) => ({
            email: user.email,
            name: user.name,
            passwordHash,
            profileRole: 'Salon' as const,
            passwordChangeRequired: user.passwordChangeRequired ?? false,
            termsOfServiceLocale: user.acceptedTerms ? (user.termsLocale ?? 'en-GB') : null,
            termsOfServiceVersion: user.acceptedTerms ? TERMS_VERSION : null,
            termsOfServiceAcceptedAt: user.acceptedTerms ? now : null,
          })),
        )
        .returning({ id: users.id, email: users.email });
      const userIds = new Map(inserted.map((row) => [row.email, row.id]));

      const demoNames = [
        ...new Set(everyone.flatMap((user) => [...(user.clientOfDemo ?? []), ...(user.adminOfDemo ?? [])])),
      ];
      const demoSalons = demoNames.length
        ? await tx.select({ id: salons.id, name: salons.name }).from(salons).where(inArray(salons.name, demoNames))
        : [];
      const demoIds = new Map(demoSalons.map((row) => [row.name, row.id]));
      const demoId = (name: string) => {
        const id = demoIds.get(name);
        if (!id) throw new Error(`The demo data has no salon named ${name}: update e2e/support/fixture-data.ts.`);
        return id;
      };

      const access = everyone.flatMap((user) => {
        const userId = userIds.get(user.email) ?? '';
        return [
          ...user.adminOf.map((key) => ({
            userId,
            salonId: fixtureSalons[key].id,
            salonAdmin: true,
            salonClient: false,
          })),
          ...(user.adminOfDemo ?? []).map((name) => ({
            userId,
            salonId: demoId(name),
            salonAdmin: true,
            salonClient: false,
          })),
          ...(user.clientOfDemo ?? []).map((name) => ({
            userId,
            salonId: demoId(name),
            salonAdmin: false,
            salonClient: true,
          })),
        ];
      });
      if (access.length) await tx.insert(salonAccess).values(access);

      // The console: a brand of the catalogue salon's own, a lead, and a partner call that died with its receiver down.
      const [consoleBrand] = await tx
        .insert(brands)
        .values({ name: CONSOLE_FIXTURE_BRAND.name, abbreviation: CONSOLE_FIXTURE_BRAND.abbreviation })
        .returning({ id: brands.id });
      if (consoleBrand) {
        await tx.insert(salonBrands).values({
          salonId: fixtureSalons.consoleCatalogue.id,
          brandId: consoleBrand.id,
          availableToSalon: true,
          enabled: true,
          visibleToClients: true,
        });
      }
      await tx.insert(termsOfService).values(
        fixtureTerms.versions.map((version) => ({
          locale: fixtureTerms.locale,
          version,
          bodyHtml: `<p>Conditions ${fixtureTerms.locale}, version ${version}.</p>`,
        })),
      );
      await tx.insert(betaLeads).values({
        betaName: fixtureLead.name,
        betaEmail: fixtureLead.email,
        betaSalonName: fixtureLead.salonName,
        betaPhone: fixtureLead.phone,
        plan: fixtureLead.plan,
        createdAt: new Date(now.getTime() - DAY_MS),
      });
      const [dead] = await tx
        .insert(outbox)
        .values({
          kind: 'webhook',
          destination: fixtureDeadDelivery.destination,
          payload: {
            event: fixtureDeadDelivery.event,
            url: fixtureDeadDelivery.url,
            body: '{}',
            contentType: 'application/json',
          },
          status: 'DEAD',
          attempts: 12,
          lastError: `${fixtureDeadDelivery.event} to ${fixtureDeadDelivery.url}: 503 down for maintenance`,
          createdAt: new Date(now.getTime() - DAY_MS),
        })
        .returning({ id: outbox.id });
      if (dead) {
        await tx.insert(outboxAttempts).values({
          outboxId: dead.id,
          attempt: 12,
          succeeded: false,
          statusCode: 503,
          detail: `${fixtureDeadDelivery.event} to ${fixtureDeadDelivery.url}: 503 down for maintenance`,
          durationMs: 12,
          createdAt: new Date(now.getTime() - 60 * 60 * 1000),
        });
      }

      // Signup: the plans opened for the tests, and their promo codes.
      await tx
        .update(plans)
        .set({ availability: 'OPEN', updatedAt: now })
        .where(inArray(plans.code, [...OPEN_FIXTURE_PLANS]));
      const codes: FixturePromoCode[] = Object.values(fixturePromoCodes);
      await tx.insert(promoCodes).values(
        codes.map((promo) => ({
          code: promo.code,
          discountPercent: promo.discountPercent,
          plans: [...promo.plans],
          validFrom: new Date(now.getTime() - 30 * DAY_MS),
          validUntil: new Date(now.getTime() + promo.validForDays * DAY_MS),
        })),
      );
    });
  } finally {
    await handle.close();
  }
}

/**
 * The fixture salons' mirror sessions: their clients (client accounts of the salon), the sessions
 * at their times in the salon's zone, the demo products recommended and the ones bought, in a cart.
 */
async function seedFixtureAppointments(
  tx: Database,
  allSalons: readonly FixtureSalon[],
  context: { retailSalonId: string; passwordHash: string; now: Date },
): Promise<void> {
  const withAppointments = allSalons.filter((salon) => salon.appointments?.length);
  if (withAppointments.length === 0) return;
  const visibleBrands = await tx
    .select({ brandId: salonBrands.brandId })
    .from(salonBrands)
    .where(and(eq(salonBrands.salonId, context.retailSalonId), eq(salonBrands.visibleToClients, true)));
  const recommendable = await tx
    .select({
      id: catalogueProducts.id,
      sku: catalogueProducts.sku,
      name: catalogueProducts.productName,
      rrpAuCents: catalogueProducts.rrpAuCents,
    })
    .from(catalogueProducts)
    .where(
      and(
        inArray(
          catalogueProducts.brandId,
          visibleBrands.map((row) => row.brandId),
        ),
        eq(catalogueProducts.isArchived, false),
        eq(catalogueProducts.outOfStock, false),
      ),
    )
    .orderBy(asc(catalogueProducts.productName));

  for (const salon of withAppointments) {
    const team = await tx.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.salonId, salon.id));
    const clientNames = [
      ...new Set((salon.appointments ?? []).flatMap((appointment) => (appointment.client ? [appointment.client] : []))),
    ];
    const clients = clientNames.length
      ? await tx
          .insert(users)
          .values(
            clientNames.map((name) => ({
              email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${salon.id.slice(-4)}@clients.piiq.test`,
              name,
              passwordHash: context.passwordHash,
              profileRole: 'Client' as const,
              termsOfServiceLocale: 'en-GB',
              termsOfServiceVersion: TERMS_VERSION,
              termsOfServiceAcceptedAt: context.now,
            })),
          )
          .returning({ id: users.id, name: users.name, email: users.email })
      : [];
    if (clients.length)
      await tx
        .insert(salonAccess)
        .values(
          clients.map((client) => ({ userId: client.id, salonId: salon.id, salonAdmin: false, salonClient: true })),
        );

    for (const fixture of salon.appointments ?? []) {
      const [hours = 0, minutes = 0] = 'time' in fixture.when ? fixture.when.time.split(':').map(Number) : [];
      const createdAt =
        'minutesAgo' in fixture.when
          ? new Date(context.now.getTime() - fixture.when.minutesAgo * 60_000)
          : salonTimeDaysBefore(context.now, fixture.when.daysAgo, hours, minutes, salon.timeZone);
      const recommended = recommendable.slice(0, fixture.recommended ?? 0);
      const bought = recommended.slice(0, fixture.bought ?? 0);
      await tx.insert(appointments).values({
        id: fixture.id,
        salonId: salon.id,
        clientId: clients.find((client) => client.name === fixture.client)?.id ?? null,
        staffId: team.find((member) => member.name === fixture.stylist)?.id ?? null,
        createdAt,
        updatedAt: createdAt,
        treatment: fixture.treatment ?? null,
        notes: fixture.notes ?? null,
        rebookLength: fixture.rebookLength ?? null,
        rebookDelay: fixture.rebookLength ? 6 : null,
        salonPickup: bought.length > 0 && (fixture.pickup ?? false),
        purchasedItems: bought.map((product) => product.sku),
        ...(fixture.analysed
          ? { ...(fixture.analysed === true ? STANDARD_SCORES : fixture.analysed), scalpConcerns: 'dandruff,oily' }
          : {}),
        ...(fixture.photos?.selfie
          ? { clientSelfieImageUrl: fileUrl(FIXTURE_SELFIE), clientSelfieImageContentType: SVG }
          : {}),
        ...(fixture.photos?.view360 ? { client360ImageUrl: fileUrl(FIXTURE_360), client360ImageContentType: SVG } : {}),
      });
      if (recommended.length) {
        await tx.insert(appointmentRecommendations).values(
          recommended.map((product, position) => ({
            appointmentId: fixture.id,
            position,
            productId: product.id,
            sku: product.sku,
          })),
        );
      }
      if (bought.length) {
        const [cart] = await tx
          .insert(carts)
          .values({
            appointmentId: fixture.id,
            salonId: salon.id,
            deliveryType: fixture.pickup ? 'PICKUP' : 'DELIVERY',
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: carts.id });
        if (!cart) throw new Error('no cart created');
        await tx.insert(cartItems).values(
          bought.map((product, position) => ({
            cartId: cart.id,
            productId: product.id,
            priceCents: product.rrpAuCents,
            quantity: 1,
            createdAt: new Date(createdAt.getTime() + position),
          })),
        );
        // The cart's order, as the mirror places it when the cart is saved.
        const deliveryType = fixture.pickup ? ('PICKUP' as const) : ('DELIVERY' as const);
        const totals = orderTotals(
          bought.map((product) => ({ unitPriceCents: product.rrpAuCents, quantity: 1 })),
          deliveryType,
        );
        const kept = {
          status: fixture.order?.status ?? ('WAITING' as const),
          deliveryType,
          paidAt: fixture.order?.paid ? createdAt : null,
          refundedAt: null,
        };
        const client = clients.find((candidate) => candidate.name === fixture.client);
        const [order] = await tx
          .insert(orders)
          .values({
            salonId: salon.id,
            source: 'MIRROR',
            cartId: cart.id,
            appointmentId: fixture.id,
            clientId: client?.id ?? null,
            email: client?.email ?? '',
            firstName: fixture.client ?? '',
            suburbOrCity: fixture.order?.suburbOrCity ?? null,
            subtotalCents: totals.subtotalCents,
            shippingCents: totals.shippingCents,
            grandTotalCents: totals.totalCents,
            ...kept,
            orderState: orderState(kept),
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: orders.id });
        if (!order) throw new Error('no order created');
        await tx.insert(orderLineItems).values(
          bought.map((product, position) => ({
            orderId: order.id,
            productId: product.id,
            productName: product.name,
            quantity: 1,
            unitPriceCents: product.rrpAuCents,
            totalCents: product.rrpAuCents,
            position,
          })),
        );
      }
    }
  }
}

// `node --import tsx seed-fixtures.ts <dataDir>`: how the browser tests' global setup runs it.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error('usage: node --import tsx apps/web/e2e/support/seed-fixtures.ts <dataDir>');
    process.exit(2);
  }
  seedE2eData(path.resolve(dataDir)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

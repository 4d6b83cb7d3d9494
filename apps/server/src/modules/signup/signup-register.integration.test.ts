import { productIneligibleReasons } from '@piiq/domain/catalogue';
import { quoteSubscription } from '@piiq/domain/pricing';
import { mountsMessages } from '@piiq/domain/signup-flow';
import { registerAccountMessages, type RegisterPayloadInput } from '@piiq/domain/signup-payload';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { invoices, mirrorOrders, subscriptions } from '../../db/schema/billing.ts';
import { chatMessages, chats } from '../../db/schema/messaging.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { salonAccess, salons } from '../../db/schema/salons.ts';
import { brands } from '../../db/schema/brands.ts';
import { salonBrands, salonProducts } from '../../db/schema/catalog.ts';
import { createBrand, createCatalogueProduct } from '../../test/factories.ts';
import { signupRequests } from '../../db/schema/signup.ts';
import { errorCode } from '../../test/test-server.ts';
import { REGISTER, useSignupTestServer } from '../../test/signup-test-server.ts';

const signup = useSignupTestServer();
const { receiver, newKey, payload, countRows, cardId } = signup;

function annualTotals() {
  const quote = quoteSubscription({ plan: 'PLUS', subscriptionType: 'ANNUAL', mirrors: 2 });
  return { discount: quote.discountCents, shipping: quote.shippingCents, total: quote.totalCents };
}

describe('registerAccount', () => {
  it('charges, creates the salon with everything it needs, and queues every call of the signup', async () => {
    const input = await payload({ subscriptionType: 'THREEMTHUPFRONT', ...annualTotals() });
    const response = await signup.test.gql<{ registerAccount: { salonId: string; password: string } }>(REGISTER, {
      input,
      key: newKey(),
      referral: 'friend-42',
    });
    expect(response.errors).toBeUndefined();
    const { salonId, password } = response.data?.registerAccount ?? { salonId: '', password: '' };
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,50}$/);
    const db = signup.test.server.database.db;

    const [salon] = await db.select().from(salons).where(eq(salons.id, salonId));
    expect(salon).toMatchObject({
      name: input.name,
      locale: 'en_AU',
      timeZone: 'Australia/Sydney',
      referral: 'friend-42',
      lorealAccountNumber: null,
      // Six weeks, a delay a salon would choose, until the owner sets its own.
      rebookNotificationDelay: 42,
    });
    const [owner] = await db
      .select()
      .from(users)
      .where(eq(users.email, String(input.email).toLowerCase()));
    expect(owner).toMatchObject({ passwordChangeRequired: true, profileRole: 'Salon', name: 'Jane Citizen' });
    const [access] = await db.select().from(salonAccess).where(eq(salonAccess.salonId, salonId));
    expect(access).toMatchObject({ userId: owner?.id, salonAdmin: true });
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salonId));
    expect(subscription).toMatchObject({
      plan: 'PLUS',
      subscriptionType: 'ANNUAL',
      mirrors: 2,
      benchMounts: 2,
      wallMounts: 0,
      totalCents: 450_000,
      provider: 'offline',
    });
    const [order] = await db.select().from(mirrorOrders).where(eq(mirrorOrders.salonId, salonId));
    expect(order).toMatchObject({
      mirrors: 2,
      benchMounts: 2,
      wallMounts: 0,
      addressLine1: '1 George St',
      postcode: '2000',
      deliveryOption: 'STANDARD',
    });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.salonId, salonId));
    expect(invoice).toMatchObject({
      totalCents: 450_000,
      gstCents: 40_909,
      provider: 'offline',
      hostedInvoiceUrl: `/billing/invoices/${invoice?.id}`,
    });
    expect(invoice?.periodEnd.toISOString()).toBe('2027-11-21T03:00:00.000Z');
    const [chat] = await db.select().from(chats).where(eq(chats.salonId, salonId));
    expect(chat?.title).toBe(`Support - ${input.name}`);
    const [welcome] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chat?.id ?? ''));
    expect(welcome?.body).toContain('within 1 business day');
    const events = await db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, owner?.id ?? ''));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'sign_up',
        properties: expect.objectContaining({ plan: 'PLUS', referral: 'friend-42' }),
      }),
    ]);

    const rows = await db.select().from(outbox);
    const byKind = (kind: string) =>
      rows.filter((row) => row.kind === kind).map((row) => row.payload as Record<string, unknown>);
    const [partnerCall] = byKind('webhook');
    expect(byKind('webhook')).toHaveLength(1);
    expect(partnerCall).toMatchObject({
      event: 'signup.new_salon_with_mirror',
      url: receiver.url('/new-salon'),
      bearerToken: 'partner-token',
    });
    expect(JSON.parse(String(partnerCall?.body))).toMatchObject({
      salonId,
      salonName: input.name,
      mirrorQuantity: 2,
      dealAmount: 4500,
      subscriptionType: 'ANNUAL',
    });
    // No supplier account number was given: the lookup runs first and the automation webhooks wait for it.
    const [lookup] = byKind('sysAccountLookup');
    expect(lookup).toMatchObject({ url: receiver.url('/sys'), email: String(input.email).toLowerCase(), salonId });
    const waiting = lookup?.then as Array<{ url: string; record: Record<string, unknown> }>;
    expect(waiting.map((call) => call.url)).toEqual([receiver.url('/automation-1'), receiver.url('/automation-2')]);
    expect(waiting[0]?.record).toEqual({
      firstName: 'Jane',
      lastName: 'Citizen',
      mobileNumber: '+61412345678',
      email: String(input.email).toLowerCase(),
      address: '1 George St, Level 2',
      suburb: 'Sydney',
      state: 'NSW',
      notes: 'Back door',
      postcode: '2000',
      country: 'AU',
      salonName: input.name,
      SYSAccountNumber: '',
      dealAmount: 4500,
      colourBrand: 'Majirel',
      mirrorQuantity: 2,
      benchMounts: 2,
      wallMounts: 0,
      discount: 0,
      promo: '',
      subscriptionType: 'ANNUAL',
      subscribedDate: '21/11/2026',
    });
    const [email] = byKind('email');
    expect(email).toMatchObject({
      to: String(input.email).toLowerCase(),
      subject: `Welcome to piiq: your new account for ${input.name} is ready`,
    });
    expect(String(email?.text)).not.toContain(password);

    // The worker delivers: the lookup's answer is stored on the salon and the automation webhooks follow with it.
    const worker = signup.test.server.outboxWorker;
    for (let round = 0; round < 3; round += 1) await worker.runOnce();
    const [looked] = await db.select().from(salons).where(eq(salons.id, salonId));
    expect(looked?.lorealAccountNumber).toBe('700123');
    const automation = receiver.received.filter((call) => call.path.startsWith('/automation'));
    expect(automation).toHaveLength(2);
    expect(automation[0]?.contentType).toBe('text/plain');
    expect(JSON.parse(automation[0]?.body ?? '{}')).toMatchObject({
      SYSAccountNumber: '700123',
      subscribedDate: '21/11/2026',
    });
    expect(receiver.received.find((call) => call.path === '/new-salon')?.authorization).toBe('Bearer partner-token');
  });

  it('sets the salon’s zone from its address, not from the browser’s', async () => {
    const db = signup.test.server.database.db;
    const zoneOf = async (change: Partial<RegisterPayloadInput>) => {
      const input = await payload(change);
      const response = await signup.test.gql<{ registerAccount: { salonId: string } }>(REGISTER, {
        input,
        key: newKey(),
      });
      expect(response.errors).toBeUndefined();
      const [salon] = await db
        .select({ timeZone: salons.timeZone })
        .from(salons)
        .where(eq(salons.id, response.data?.registerAccount.salonId ?? ''));
      return salon?.timeZone;
    };

    expect(await zoneOf({ city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU', timeZone: 'UTC' })).toBe(
      'Australia/Sydney',
    );
    expect(
      await zoneOf({ city: 'Waitangi', state: 'Chatham Islands', postcode: '8942', country: 'NZ', timeZone: 'UTC' }),
    ).toBe('Pacific/Chatham');
    // An address that names no state or region leaves the browser's zone.
    expect(await zoneOf({ city: 'Sydney', state: 'Elsewhere', postcode: '2000', timeZone: 'Asia/Tokyo' })).toBe(
      'Asia/Tokyo',
    );
  });

  it('carries the mounts chosen (2 mirrors on 0 bench and 2 wall mounts) to the order, the invoice and the partner records', async () => {
    const input = await payload({ benchMounts: 0, wallMounts: 2, lorealAccountNumber: '555' });
    const response = await signup.test.gql<{ registerAccount: { salonId: string } }>(REGISTER, {
      input,
      key: newKey(),
    });
    expect(response.errors).toBeUndefined();
    const salonId = response.data?.registerAccount.salonId ?? '';
    const db = signup.test.server.database.db;
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salonId));
    expect(subscription).toMatchObject({ mirrors: 2, benchMounts: 0, wallMounts: 2 });
    const [order] = await db.select().from(mirrorOrders).where(eq(mirrorOrders.salonId, salonId));
    expect(order).toMatchObject({ mirrors: 2, benchMounts: 0, wallMounts: 2 });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.salonId, salonId));
    expect(invoice?.lines).toContainEqual({
      description: 'Wall mounts (included)',
      quantity: 2,
      unitAmountCents: 0,
      amountCents: 0,
    });
    expect(invoice?.lines.map((line) => line.description)).not.toContain('Bench mounts (included)');
    const bodies = (await db.select().from(outbox))
      .map((row) => row.payload as { body?: string })
      .flatMap((call) => (call.body ? [JSON.parse(call.body) as Record<string, unknown>] : []));
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) expect(body).toMatchObject({ mirrorQuantity: 2, benchMounts: 0, wallMounts: 2 });
  });

  it('offers the new salon every active brand with its products, and keeps the colour brand typed on its order', async () => {
    const db = signup.test.server.database.db;
    const active = await createBrand(db, { name: `Active ${Date.now()}` });
    const comingSoon = await createBrand(db, { name: `Coming Soon ${Date.now()}` });
    const retired = await createBrand(db, { name: `Retired ${Date.now()}`, active: false });
    const shampoo = await createCatalogueProduct(db, active.id);
    const archived = await createCatalogueProduct(db, active.id, { isArchived: true });
    const soldOut = await createCatalogueProduct(db, active.id, { outOfStock: true });
    await createCatalogueProduct(db, retired.id);

    const input = await payload({ colourBrand: 'Koleston' });
    const response = await signup.test.gql<{ registerAccount: { salonId: string } }>(REGISTER, {
      input,
      key: newKey(),
    });
    expect(response.errors).toBeUndefined();
    const salonId = response.data?.registerAccount.salonId ?? '';

    const offered = await db.select().from(salonBrands).where(eq(salonBrands.salonId, salonId));
    const activeIds = (await db.select({ id: brands.id }).from(brands).where(eq(brands.active, true))).map(
      (row) => row.id,
    );
    expect(offered.map((row) => row.brandId).sort()).toEqual([...activeIds].sort());
    // Shown to clients from the start, so a salon that never opens the retail step still gets recommendations.
    expect(offered.find((row) => row.brandId === active.id)).toMatchObject({
      availableToSalon: true,
      enabled: true,
      visibleToClients: true,
    });
    expect(offered.find((row) => row.brandId === comingSoon.id)).toMatchObject({
      availableToSalon: true,
      enabled: false,
      visibleToClients: false,
    });
    const shelf = await db.select().from(salonProducts).where(eq(salonProducts.salonId, salonId));
    const byProduct = new Map(shelf.map((row) => [row.productId, row]));
    expect(byProduct.get(shampoo.id)).toMatchObject({
      available: true,
      eligible: true,
      eligibleReason: null,
      brandId: active.id,
    });
    expect(byProduct.get(archived.id)).toMatchObject({
      available: false,
      eligible: false,
      eligibleReason: productIneligibleReasons.archived,
    });
    expect(byProduct.get(soldOut.id)).toMatchObject({
      available: true,
      eligible: false,
      eligibleReason: productIneligibleReasons.outOfStock,
    });
    expect(shelf.every((row) => row.brandId !== retired.id)).toBe(true);

    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salonId));
    expect(subscription?.colourBrand).toBe('Koleston');
    const [salon] = await db.select().from(salons).where(eq(salons.id, salonId));
    expect(salon?.preferredRecommendationBrandId).toBeNull();
  });

  it('prefers the brand of the colour brand typed at signup, trimmed and in any case', async () => {
    const db = signup.test.server.database.db;
    const name = `Colour House ${Date.now()}`;
    const colour = await createBrand(db, { name });
    const input = await payload({ colourBrand: `  ${name.toUpperCase()} ` });
    const response = await signup.test.gql<{ registerAccount: { salonId: string } }>(REGISTER, {
      input,
      key: newKey(),
    });
    expect(response.errors).toBeUndefined();
    const salonId = response.data?.registerAccount.salonId ?? '';

    const [salon] = await db.select().from(salons).where(eq(salons.id, salonId));
    expect(salon?.preferredRecommendationBrandId).toBe(colour.id);
    const [link] = await db
      .select()
      .from(salonBrands)
      .where(and(eq(salonBrands.salonId, salonId), eq(salonBrands.brandId, colour.id)));
    expect(link).toMatchObject({ enabled: true, visibleToClients: true });
  });

  it('refuses mounts that leave a mirror unmounted, and creates nothing', async () => {
    const before = await countRows();
    const response = await signup.test.gql(REGISTER, {
      input: await payload({ benchMounts: 1, wallMounts: 0 }),
      key: newKey(),
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(mountsMessages.atLeastOnePerMirror);
    expect(await countRows()).toEqual(before);
  });

  it('sends the automation webhooks at once when the salon gave its supplier account number', async () => {
    const input = await payload({ lorealAccountNumber: '555' });
    expect((await signup.test.gql(REGISTER, { input, key: newKey() })).errors).toBeUndefined();
    const rows = await signup.test.server.database.db.select().from(outbox);
    expect(rows.filter((row) => row.kind === 'sysAccountLookup')).toHaveLength(0);
    const automation = rows.filter((row) => (row.payload as { event?: string }).event === 'signup.completed');
    expect(automation.map((row) => JSON.parse((row.payload as { body: string }).body) as unknown)).toEqual([
      expect.objectContaining({ SYSAccountNumber: '555' }),
      expect.objectContaining({ SYSAccountNumber: '555' }),
    ]);
  });

  it('refuses a tampered total, and creates nothing', async () => {
    const before = await countRows();
    const response = await signup.test.gql(REGISTER, { input: await payload({ total: 100 }), key: newKey() });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(registerAccountMessages.priceChanged(45_000));
    expect(await countRows()).toEqual(before);
  });

  it('refuses a plan that is not open, whatever total is sent', async () => {
    const response = await signup.test.gql(REGISTER, {
      input: await payload({ plan: 'GROWTH', mirrors: 0, benchMounts: 0, wallMounts: 0, total: 2_900 }),
      key: newKey(),
    });
    expect(response.errors?.[0]?.message).toBe(registerAccountMessages.planNotOpen('GROWTH'));
  });

  it('answers a retry with the same key with the same salon and password, charging once', async () => {
    const input = await payload();
    const key = newKey();
    const first = await signup.test.gql<{ registerAccount: { salonId: string; password: string } }>(REGISTER, {
      input,
      key,
    });
    const before = await countRows();
    const again = await signup.test.gql<{ registerAccount: { salonId: string; password: string } }>(REGISTER, {
      input,
      key,
    });
    expect(again.errors).toBeUndefined();
    expect(again.data?.registerAccount).toEqual(first.data?.registerAccount);
    expect(await countRows()).toEqual(before);
    const [stored] = await signup.test.server.database.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.idempotencyKey, key));
    expect(JSON.stringify(stored?.result)).not.toContain(first.data?.registerAccount.password ?? '');
  });

  it('creates one salon when a double click sends the same key twice at once', async () => {
    const input = await payload();
    const key = newKey();
    const before = await countRows();
    const answers = await Promise.all([
      signup.test.gql<{ registerAccount: { salonId: string } }>(REGISTER, { input, key }),
      signup.test.gql<{ registerAccount: { salonId: string } }>(REGISTER, { input, key }),
    ]);
    const succeeded = answers.filter((answer) => answer.errors === undefined);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((candidate) => candidate.errors !== undefined)) {
      expect(answer.errors?.[0]?.message).toBe(registerAccountMessages.inProgress);
    }
    expect(new Set(succeeded.map((answer) => answer.data?.registerAccount.salonId)).size).toBe(1);
    expect((await countRows()).salons).toBe(before.salons + 1);
  });

  it('creates nothing when the card is declined, and the same key works with another card', async () => {
    const key = newKey();
    const input = await payload({ paymentMethod: await cardId('4000 0000 0000 0002') });
    const before = await countRows();
    const declined = await signup.test.gql(REGISTER, { input, key });
    expect(errorCode(declined)).toBe('BAD_USER_INPUT');
    expect(declined.errors?.[0]?.message).toBe('Your card was declined.');
    expect(await countRows()).toEqual(before);
    const retried = await signup.test.gql(REGISTER, { input: { ...input, paymentMethod: await cardId() }, key });
    expect(retried.errors).toBeUndefined();
  });

  it('refuses an email that already has an account before charging', async () => {
    const input = await payload();
    await signup.test.gql(REGISTER, { input, key: newKey() });
    const response = await signup.test.gql(REGISTER, { input: { ...input, name: 'Another' }, key: newKey() });
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors?.[0]?.message).toBe(registerAccountMessages.emailTaken);
  });

  it('succeeds while a partner is down; the worker delivers the calls when it is back', async () => {
    receiver.setDown(true);
    const input = await payload({ lorealAccountNumber: '777' });
    const response = await signup.test.gql(REGISTER, { input, key: newKey() });
    expect(response.errors).toBeUndefined();
    const db = signup.test.server.database.db;
    const worker = signup.test.server.outboxWorker;
    await worker.runOnce();
    const webhooks = () => db.select().from(outbox).where(eq(outbox.kind, 'webhook'));
    expect((await webhooks()).every((row) => row.status === 'PENDING' && row.attempts === 1)).toBe(true);
    receiver.setDown(false);
    // Due again after the backoff: pretend it has passed.
    await db.update(outbox).set({ runAt: new Date(0) });
    await worker.runOnce();
    expect((await webhooks()).map((row) => row.status)).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED']);
    expect(receiver.received.map((call) => call.path).sort()).toEqual(['/automation-1', '/automation-2', '/new-salon']);
  });
});

describe('a supplier lookup that never answers', () => {
  it('sends the waiting automation webhooks without the number after its last attempt', async () => {
    receiver.setDown(true);
    const response = await signup.test.gql(REGISTER, {
      input: await payload({ lorealAccountNumber: '' }),
      key: newKey(),
    });
    expect(response.errors).toBeUndefined();
    const db = signup.test.server.database.db;
    const worker = signup.test.server.outboxWorker;
    const lookup = async () => (await db.select().from(outbox).where(eq(outbox.kind, 'sysAccountLookup')))[0];
    // Every attempt but the last has failed already: pretend so, and let the last one run.
    await db
      .update(outbox)
      .set({ attempts: signup.test.config.outboxMaxAttempts - 1 })
      .where(eq(outbox.kind, 'sysAccountLookup'));
    await worker.runOnce();
    expect((await lookup())?.status).toBe('DEAD');

    receiver.setDown(false);
    receiver.received.length = 0;
    await db.update(outbox).set({ runAt: new Date(0) });
    await worker.runOnce();
    const automation = receiver.received.filter((call) => call.path.startsWith('/automation-'));
    expect(automation).toHaveLength(2);
    for (const call of automation)
      expect(JSON.parse(call.body)).toMatchObject({ SYSAccountNumber: '', salonName: expect.any(String) });
  });
});

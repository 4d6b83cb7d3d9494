import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGN_IN_FREE_FAILURES, authMessages } from '@piiq/domain/auth-rules';
import { productIneligibleReasons } from '@piiq/domain/catalogue';
import { promoCodeMessages, quoteSubscription } from '@piiq/domain/pricing';
import { betaLeadMessages, mountsMessages, paymentMessages, registerAccountMessages, type RegisterPayloadInput } from '@piiq/domain/signup';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { invoices, mirrorOrders, plans, promoCodes, signupRequests, subscriptions } from '../../db/schema/billing.ts';
import { chatMessages, chats } from '../../db/schema/messaging.ts';
import { analyticsEvents } from '../../db/schema/notifications.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { salonAccess, salons } from '../../db/schema/salons.ts';
import { brands } from '../../db/schema/brands.ts';
import { salonBrands, salonProducts } from '../../db/schema/catalog.ts';
import { createBrand, createCatalogueProduct } from '../../test/factories.ts';
import { betaLeads } from '../../db/schema/signup.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';
import { hashPassword } from '../auth/password.ts';

/** A partner that can be taken down and brought back; it answers the SYS lookup with a salonID. */
function partner() {
  const received: Array<{ path: string; body: string; contentType: string; authorization: string | undefined }> = [];
  let down = false;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (down) {
        response.writeHead(503).end('down');
        return;
      }
      received.push({
        path: request.url ?? '',
        body,
        contentType: String(request.headers['content-type']),
        authorization: request.headers.authorization,
      });
      if (request.url === '/sys') response.writeHead(200, { 'content-type': 'application/json' }).end('{"salonID":"700123"}');
      else response.writeHead(200).end('ok');
    });
  });
  return {
    received,
    setDown: (value: boolean) => (down = value),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterAccountInput!, $key: String!, $referral: String) {
    registerAccount(input: $input, idempotencyKey: $key, referral: $referral) { salonId password }
  }
`;
const PAYMENT_METHOD = /* GraphQL */ `
  mutation PaymentMethod($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id brand last4 } }
`;

const receiver = partner();
let test: TestServer;
const clock = new Date('2026-11-21T03:00:00Z');
let keyCounter = 0;
const newKey = () => `signup-key-${(keyCounter += 1)}-${Date.now()}`;

beforeAll(async () => {
  await receiver.start();
  test = await startTestServer({
    now: () => clock,
    env: {
      SIGNUP_LEAD_WEBHOOK_URL: receiver.url('/lead'),
      SIGNUP_WEBHOOK_URLS: `${receiver.url('/automation-1')},${receiver.url('/automation-2')}`,
      ORDER_DATA_RECORD_URL: receiver.url('/order-record'),
      ORDER_DATA_URL: receiver.url('/order-data'),
      PARTNER_SIGNUP_URL: receiver.url('/new-salon'),
      PARTNER_API_TOKEN: 'partner-token',
      SYS_ACCOUNT_LOOKUP_URL: receiver.url('/sys'),
    },
  });
});
afterAll(async () => {
  await test.close();
  await receiver.stop();
});
beforeEach(async () => {
  // Each case reads the outbox rows it caused.
  await test.server.database.db.delete(outbox);
  receiver.setDown(false);
  receiver.received.length = 0;
});

async function cardId(number = '4242 4242 4242 4242'): Promise<string> {
  const response = await test.gql<{ createPaymentMethod: { id: string } }>(PAYMENT_METHOD, {
    input: { card: { number, expMonth: 12, expYear: 2030, cvc: '123' }, billingDetails: { name: 'Jane Citizen' } },
  });
  expect(response.errors).toBeUndefined();
  return response.data?.createPaymentMethod.id ?? '';
}

let emailCounter = 0;
async function payload(change: Partial<RegisterPayloadInput> = {}): Promise<RegisterPayloadInput> {
  emailCounter += 1;
  const quote = quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 2 });
  return {
    plan: 'PLUS',
    subscriptionType: 'MONTHLY',
    mirrors: 2,
    benchMounts: 2,
    wallMounts: 0,
    supplierCode: '',
    colourBrand: 'Majirel',
    discount: quote.discountCents,
    shipping: quote.shippingCents,
    total: quote.totalCents,
    deliveryOption: 'STANDARD',
    addressLine1: '1 George St',
    addressLine2: 'Level 2',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    notes: 'Back door',
    lorealAccountNumber: '',
    email: `Owner${emailCounter}@Example.com`,
    phone: '+61412345678',
    firstName: 'Jane',
    lastName: 'Citizen',
    name: `Salon ${emailCounter}`,
    newsOptIn: true,
    locale: 'en_AU',
    timeZone: 'Australia/Sydney',
    paymentMethod: await cardId(),
    ...change,
  };
}

async function countRows() {
  const db = test.server.database.db;
  return {
    salons: await db.$count(salons),
    users: await db.$count(users),
    subscriptions: await db.$count(subscriptions),
    mirrorOrders: await db.$count(mirrorOrders),
    invoices: await db.$count(invoices),
    chats: await db.$count(chats),
    outbox: await db.$count(outbox),
    signupRequests: await db.$count(signupRequests),
  };
}

describe('the signup flow’s queries', () => {
  it('lists the plans with availability from the table, else the defaults, and per-mirror prices', async () => {
    const response = await test.gql<{ signupPlans: Array<{ code: string; availability: string; priceTiers: unknown[] }> }>(
      `{ signupPlans { code label availability priceTiers { fromMirrors toMirrors monthlyPerMirrorCents annualPerMirrorCents } } }`,
    );
    expect(response.errors).toBeUndefined();
    const plus = response.data?.signupPlans.find((plan) => plan.code === 'PLUS');
    expect(plus).toMatchObject({ availability: 'OPEN' });
    expect(plus?.priceTiers[0]).toEqual({ fromMirrors: 1, toMirrors: 1, monthlyPerMirrorCents: 27_500, annualPerMirrorCents: 275_000 });
    expect(response.data?.signupPlans.find((plan) => plan.code === 'GROWTH')?.availability).toBe('PREREGISTER');
  });

  it('checks promo codes against the table: unknown, expired, for another plan, and good', async () => {
    await test.server.database.db.insert(promoCodes).values([
      { code: 'SAVE50', discountCents: 5_000, plans: ['PLUS'], validFrom: new Date('2026-01-01Z') },
      { code: 'OLD', discountPercent: 10, plans: ['PLUS'], validFrom: new Date('2025-01-01Z'), validUntil: new Date('2026-01-01Z') },
      { code: 'GROWONLY', discountPercent: 10, plans: ['GROWTH'], validFrom: new Date('2026-01-01Z') },
    ]);
    const check = async (code: string) =>
      (await test.gql<{ checkPromoCode: { valid: boolean; message: string | null; discount: unknown } }>(
        `query($code: String!) { checkPromoCode(code: $code, plan: PLUS) { valid message discount { kind value plans } } }`,
        { code },
      )).data?.checkPromoCode;
    expect(await check('nope')).toEqual({ valid: false, message: promoCodeMessages.unknown, discount: null });
    expect(await check('old')).toEqual({ valid: false, message: promoCodeMessages.expired, discount: null });
    expect(await check('GROWONLY')).toEqual({ valid: false, message: promoCodeMessages.notApplicable, discount: null });
    expect(await check(' save50 ')).toEqual({ valid: true, message: null, discount: { kind: 'AMOUNT', value: 5_000, plans: ['PLUS'] } });

    const quote = await test.gql<{ quoteSubscription: Record<string, unknown> }>(
      `query($input: QuoteInput!) { quoteSubscription(input: $input) { subscriptionType totalCents discountCents gstCents promoCodeMessage } }`,
      { input: { plan: 'PLUS', subscriptionType: 'THREEMTHUPFRONT', mirrors: 2, supplierCode: 'save50' } },
    );
    expect(quote.data?.quoteSubscription).toEqual({
      subscriptionType: 'ANNUAL',
      totalCents: 450_000 - 5_000,
      discountCents: 5_000,
      gstCents: Math.round(445_000 / 11),
      promoCodeMessage: null,
    });
  });

  it('tells the browser which card form to show', async () => {
    const response = await test.gql(`{ paymentConfig { provider publishableKey } }`);
    expect(response.data).toEqual({ paymentConfig: { provider: 'offline', publishableKey: null } });
  });
});

describe('leads and the delivery step', () => {
  it('stores a lead and queues it for the lead webhook as text/plain', async () => {
    const response = await test.gql<{ createBetaLead: string }>(
      `mutation($input: BetaLeadInput!) { createBetaLead(input: $input) }`,
      {
        input: {
          betaName: 'Ann Lee',
          betaEmail: 'Ann@Example.com',
          betaSalonName: 'Ann Hair',
          betaPhone: { country: 'AU', number: '0412 345 678' },
          plan: 'GROWTH',
        },
      },
    );
    expect(response.errors).toBeUndefined();
    const [lead] = await test.server.database.db.select().from(betaLeads).where(eq(betaLeads.id, response.data?.createBetaLead ?? ''));
    expect(lead).toMatchObject({ betaEmail: 'ann@example.com', betaPhone: '+61412345678', plan: 'GROWTH' });
    const rows = await test.server.database.db.select().from(outbox);
    expect(rows.map((row) => row.payload)).toEqual([
      {
        event: 'signup.beta_lead',
        url: receiver.url('/lead'),
        contentType: 'text/plain',
        body: JSON.stringify({ betaName: 'Ann Lee', betaEmail: 'ann@example.com', betaSalonName: 'Ann Hair', betaPhone: '+61412345678', plan: 'GROWTH' }),
      },
    ]);
  });

  it('answers a lead with a missing name in the form’s words', async () => {
    const response = await test.gql(`mutation($input: BetaLeadInput!) { createBetaLead(input: $input) }`, {
      input: { betaName: ' ', betaEmail: 'a@b.co', betaSalonName: 'S', betaPhone: { country: 'AU', number: '0412 345 678' }, plan: 'FREE' },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(betaLeadMessages.betaName);
  });

  it('queues the two order-data calls of the delivery step', async () => {
    const response = await test.gql(`mutation($input: DeliveryDetailsInput!) { submitDeliveryDetails(input: $input) }`, {
      input: {
        account: {
          firstName: 'Jane',
          lastName: 'Citizen',
          salon: 'Jane Hair',
          lorealAccountNumber: '12345',
          email: 'jane@example.com',
          phone: { country: 'AU', number: '0412 345 678' },
        },
        delivery: { addressLine1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000' },
        order: { plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 1, benchMounts: 0, wallMounts: 1, colourBrand: 'Majirel' },
        timeZone: 'Australia/Sydney',
      },
    });
    expect(response.errors).toBeUndefined();
    const rows = await test.server.database.db.select().from(outbox);
    const bodies = Object.fromEntries(
      rows.map((row) => {
        const call = row.payload as { url: string; body: string; contentType: string };
        return [new URL(call.url).pathname, { contentType: call.contentType, body: JSON.parse(call.body) as unknown }];
      }),
    );
    expect(bodies['/order-record']).toMatchObject({
      contentType: 'text/plain',
      body: { firstName: 'Jane', SYSAccountNumber: '12345', dealAmount: 275, mirrorQuantity: 1, benchMounts: 0, wallMounts: 1, subscribedDate: '21/11/2026' },
    });
    expect(bodies['/order-data']).toEqual({
      contentType: 'application/json',
      body: {
        firstName: 'Jane',
        lastName: 'Citizen',
        phoneNumber: '+61412345678',
        lorealAccountNumber: 12345,
        email: 'jane@example.com',
        addressLine1: '1 George St',
        addressLine2: '',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        salonName: 'Jane Hair',
      },
    });
  });
});

describe('createPaymentMethod with the offline provider', () => {
  it('answers an empty name on the card with the billing-name message', async () => {
    const response = await test.gql(PAYMENT_METHOD, {
      input: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }, billingDetails: { name: '' } },
    });
    expect(response.errors?.[0]?.message).toBe(paymentMessages.billingName);
  });
});

describe('registerAccount', () => {
  it('charges, creates the salon with everything it needs, and queues every call of the signup', async () => {
    const input = await payload({ subscriptionType: 'THREEMTHUPFRONT', ...annualTotals() });
    const response = await test.gql<{ registerAccount: { salonId: string; password: string } }>(REGISTER, {
      input,
      key: newKey(),
      referral: 'friend-42',
    });
    expect(response.errors).toBeUndefined();
    const { salonId, password } = response.data?.registerAccount ?? { salonId: '', password: '' };
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,50}$/);
    const db = test.server.database.db;

    const [salon] = await db.select().from(salons).where(eq(salons.id, salonId));
    expect(salon).toMatchObject({ name: input.name, locale: 'en_AU', timeZone: 'Australia/Sydney', referral: 'friend-42', sysAccountNumber: null });
    const [owner] = await db.select().from(users).where(eq(users.email, String(input.email).toLowerCase()));
    expect(owner).toMatchObject({ passwordChangeRequired: true, profileRole: 'Salon', name: 'Jane Citizen' });
    const [access] = await db.select().from(salonAccess).where(eq(salonAccess.salonId, salonId));
    expect(access).toMatchObject({ userId: owner?.id, salonAdmin: true });
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salonId));
    expect(subscription).toMatchObject({ plan: 'PLUS', subscriptionType: 'ANNUAL', mirrors: 2, benchMounts: 2, wallMounts: 0, totalCents: 450_000, provider: 'offline' });
    const [order] = await db.select().from(mirrorOrders).where(eq(mirrorOrders.salonId, salonId));
    expect(order).toMatchObject({ mirrors: 2, benchMounts: 2, wallMounts: 0, addressLine1: '1 George St', postcode: '2000', deliveryOption: 'STANDARD' });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.salonId, salonId));
    expect(invoice).toMatchObject({ totalCents: 450_000, gstCents: 40_909, provider: 'offline', hostedInvoiceUrl: `/billing/invoices/${invoice?.id}` });
    expect(invoice?.periodEnd.toISOString()).toBe('2027-11-21T03:00:00.000Z');
    const [chat] = await db.select().from(chats).where(eq(chats.salonId, salonId));
    expect(chat?.title).toBe(`Support - ${input.name}`);
    const [welcome] = await db.select().from(chatMessages).where(eq(chatMessages.chatId, chat?.id ?? ''));
    expect(welcome?.body).toContain('within 1 business day');
    const events = await db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, owner?.id ?? ''));
    expect(events).toEqual([expect.objectContaining({ kind: 'sign_up', properties: expect.objectContaining({ plan: 'PLUS', referral: 'friend-42' }) })]);

    const rows = await db.select().from(outbox);
    const byKind = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.payload as Record<string, unknown>);
    const [partnerCall] = byKind('webhook');
    expect(byKind('webhook')).toHaveLength(1);
    expect(partnerCall).toMatchObject({ event: 'signup.new_salon_with_mirror', url: receiver.url('/new-salon'), bearerToken: 'partner-token' });
    expect(JSON.parse(String(partnerCall?.body))).toMatchObject({ salonId, salonName: input.name, mirrorQuantity: 2, dealAmount: 4500, subscriptionType: 'ANNUAL' });
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
    expect(email).toMatchObject({ to: String(input.email).toLowerCase(), subject: `Welcome to piiq: your new account for ${input.name} is ready` });
    expect(String(email?.text)).not.toContain(password);

    // The worker delivers: the lookup's answer is stored on the salon and the automation webhooks follow with it.
    const worker = test.server.outboxWorker;
    for (let round = 0; round < 3; round += 1) await worker.runOnce();
    const [looked] = await db.select().from(salons).where(eq(salons.id, salonId));
    expect(looked?.sysAccountNumber).toBe('700123');
    const automation = receiver.received.filter((call) => call.path.startsWith('/automation'));
    expect(automation).toHaveLength(2);
    expect(automation[0]?.contentType).toBe('text/plain');
    expect(JSON.parse(automation[0]?.body ?? '{}')).toMatchObject({ SYSAccountNumber: '700123', subscribedDate: '21/11/2026' });
    expect(receiver.received.find((call) => call.path === '/new-salon')?.authorization).toBe('Bearer partner-token');
  });

  it('carries the mounts chosen (2 mirrors on 0 bench and 2 wall mounts) to the order, the invoice and the partner records', async () => {
    const input = await payload({ benchMounts: 0, wallMounts: 2, lorealAccountNumber: '555' });
    const response = await test.gql<{ registerAccount: { salonId: string } }>(REGISTER, { input, key: newKey() });
    expect(response.errors).toBeUndefined();
    const salonId = response.data?.registerAccount.salonId ?? '';
    const db = test.server.database.db;
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salonId));
    expect(subscription).toMatchObject({ mirrors: 2, benchMounts: 0, wallMounts: 2 });
    const [order] = await db.select().from(mirrorOrders).where(eq(mirrorOrders.salonId, salonId));
    expect(order).toMatchObject({ mirrors: 2, benchMounts: 0, wallMounts: 2 });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.salonId, salonId));
    expect(invoice?.lines).toContainEqual({ description: 'Wall mounts (included)', quantity: 2, unitAmountCents: 0, amountCents: 0 });
    expect(invoice?.lines.map((line) => line.description)).not.toContain('Bench mounts (included)');
    const bodies = (await db.select().from(outbox))
      .map((row) => row.payload as { body?: string })
      .flatMap((call) => (call.body ? [JSON.parse(call.body) as Record<string, unknown>] : []));
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) expect(body).toMatchObject({ mirrorQuantity: 2, benchMounts: 0, wallMounts: 2 });
  });

  it('offers the new salon every active brand with its products, and keeps the colour brand typed on its order', async () => {
    const db = test.server.database.db;
    const active = await createBrand(db, { name: `Active ${Date.now()}` });
    const retired = await createBrand(db, { name: `Retired ${Date.now()}`, active: false });
    const shampoo = await createCatalogueProduct(db, active.id);
    const archived = await createCatalogueProduct(db, active.id, { isArchived: true });
    const soldOut = await createCatalogueProduct(db, active.id, { outOfStock: true });
    await createCatalogueProduct(db, retired.id);

    const input = await payload({ colourBrand: 'Koleston' });
    const response = await test.gql<{ registerAccount: { salonId: string } }>(REGISTER, { input, key: newKey() });
    expect(response.errors).toBeUndefined();
    const salonId = response.data?.registerAccount.salonId ?? '';

    const offered = await db.select().from(salonBrands).where(eq(salonBrands.salonId, salonId));
    const activeIds = (await db.select({ id: brands.id }).from(brands).where(eq(brands.active, true))).map((row) => row.id);
    expect(offered.map((row) => row.brandId).sort()).toEqual([...activeIds].sort());
    expect(offered.find((row) => row.brandId === active.id)).toMatchObject({ availableToSalon: true, enabled: false, visibleToClients: false });
    const shelf = await db.select().from(salonProducts).where(eq(salonProducts.salonId, salonId));
    const byProduct = new Map(shelf.map((row) => [row.productId, row]));
    expect(byProduct.get(shampoo.id)).toMatchObject({ available: true, eligible: true, eligibleReason: null, brandId: active.id });
    expect(byProduct.get(archived.id)).toMatchObject({ available: false, eligible: false, eligibleReason: productIneligibleReasons.archived });
    expect(byProduct.get(soldOut.id)).toMatchObject({ available: true, eligible: false, eligibleReason: productIneligibleReasons.outOfStock });
    expect(shelf.every((row) => row.brandId !== retired.id)).toBe(true);

    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salonId));
    expect(subscription?.colourBrand).toBe('Koleston');
  });

  it('refuses mounts that leave a mirror unmounted, and creates nothing', async () => {
    const before = await countRows();
    const response = await test.gql(REGISTER, { input: await payload({ benchMounts: 1, wallMounts: 0 }), key: newKey() });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(mountsMessages.atLeastOnePerMirror);
    expect(await countRows()).toEqual(before);
  });

  it('sends the automation webhooks at once when the salon gave its supplier account number', async () => {
    const input = await payload({ lorealAccountNumber: '555' });
    expect((await test.gql(REGISTER, { input, key: newKey() })).errors).toBeUndefined();
    const rows = await test.server.database.db.select().from(outbox);
    expect(rows.filter((row) => row.kind === 'sysAccountLookup')).toHaveLength(0);
    const automation = rows.filter((row) => (row.payload as { event?: string }).event === 'signup.completed');
    expect(automation.map((row) => JSON.parse((row.payload as { body: string }).body) as unknown)).toEqual([
      expect.objectContaining({ SYSAccountNumber: '555' }),
      expect.objectContaining({ SYSAccountNumber: '555' }),
    ]);
  });

  it('refuses a tampered total, and creates nothing', async () => {
    const before = await countRows();
    const response = await test.gql(REGISTER, { input: await payload({ total: 100 }), key: newKey() });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(registerAccountMessages.priceChanged(45_000));
    expect(await countRows()).toEqual(before);
  });

  it('refuses a plan that is not open, whatever total is sent', async () => {
    const response = await test.gql(REGISTER, {
      input: await payload({ plan: 'GROWTH', mirrors: 0, benchMounts: 0, wallMounts: 0, total: 2_900 }),
      key: newKey(),
    });
    expect(response.errors?.[0]?.message).toBe(registerAccountMessages.planNotOpen('GROWTH'));
  });

  it('answers a retry with the same key with the same salon and password, charging once', async () => {
    const input = await payload();
    const key = newKey();
    const first = await test.gql<{ registerAccount: { salonId: string; password: string } }>(REGISTER, { input, key });
    const before = await countRows();
    const again = await test.gql<{ registerAccount: { salonId: string; password: string } }>(REGISTER, { input, key });
    expect(again.errors).toBeUndefined();
    expect(again.data?.registerAccount).toEqual(first.data?.registerAccount);
    expect(await countRows()).toEqual(before);
    const [stored] = await test.server.database.db.select().from(signupRequests).where(eq(signupRequests.idempotencyKey, key));
    expect(JSON.stringify(stored?.result)).not.toContain(first.data?.registerAccount.password ?? '');
  });

  it('creates one salon when a double click sends the same key twice at once', async () => {
    const input = await payload();
    const key = newKey();
    const before = await countRows();
    const answers = await Promise.all([
      test.gql<{ registerAccount: { salonId: string } }>(REGISTER, { input, key }),
      test.gql<{ registerAccount: { salonId: string } }>(REGISTER, { input, key }),
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
    const declined = await test.gql(REGISTER, { input, key });
    expect(errorCode(declined)).toBe('BAD_USER_INPUT');
    expect(declined.errors?.[0]?.message).toBe('Your card was declined.');
    expect(await countRows()).toEqual(before);
    const retried = await test.gql(REGISTER, { input: { ...input, paymentMethod: await cardId() }, key });
    expect(retried.errors).toBeUndefined();
  });

  it('refuses an email that already has an account before charging', async () => {
    const input = await payload();
    await test.gql(REGISTER, { input, key: newKey() });
    const response = await test.gql(REGISTER, { input: { ...input, name: 'Another' }, key: newKey() });
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors?.[0]?.message).toBe(registerAccountMessages.emailTaken);
  });

  it('succeeds while a partner is down; the worker delivers the calls when it is back', async () => {
    receiver.setDown(true);
    const input = await payload({ lorealAccountNumber: '777' });
    const response = await test.gql(REGISTER, { input, key: newKey() });
    expect(response.errors).toBeUndefined();
    const db = test.server.database.db;
    const worker = test.server.outboxWorker;
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

describe('a second salon for an existing owner (RESOLUTIONS 13)', () => {
  const CONNECT = /* GraphQL */ `
    mutation Connect($input: SignInInput!) { connectSignupAccount(input: $input) }
  `;
  const REGISTER_CONNECTED = /* GraphQL */ `
    mutation Register($input: RegisterAccountInput!, $key: String!, $connectToken: String) {
      registerAccount(input: $input, idempotencyKey: $key, connectToken: $connectToken) { salonId password }
    }
  `;
  const OWNER_PASSWORD = 'Existing2026ok';

  /** A first salon, its owner having chosen OWNER_PASSWORD since. */
  async function existingOwner(): Promise<{ email: string; userId: string; firstSalonId: string }> {
    const input = await payload();
    const first = await test.gql<{ registerAccount: { salonId: string } }>(REGISTER, { input, key: newKey() });
    const email = String(input.email).toLowerCase();
    const db = test.server.database.db;
    const [user] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(OWNER_PASSWORD), passwordChangeRequired: false })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    return { email, userId: user?.id ?? '', firstSalonId: first.data?.registerAccount.salonId ?? '' };
  }

  it('adds the new salon to the account whose password was given, charging after the check', async () => {
    const owner = await existingOwner();
    const connected = await test.gql<{ connectSignupAccount: string }>(CONNECT, { input: { email: owner.email, password: OWNER_PASSWORD } });
    expect(connected.errors).toBeUndefined();
    const input = await payload({ email: owner.email, name: 'Second Salon' });
    const response = await test.gql<{ registerAccount: { salonId: string; password: string | null } }>(REGISTER_CONNECTED, {
      input,
      key: newKey(),
      connectToken: connected.data?.connectSignupAccount,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.registerAccount.password).toBeNull();
    const db = test.server.database.db;
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email))).toEqual([{ id: owner.userId }]);
    const access = await db.select().from(salonAccess).where(eq(salonAccess.userId, owner.userId));
    expect(access.map((row) => row.salonId).sort()).toEqual([owner.firstSalonId, response.data?.registerAccount.salonId].sort());
    expect(access.every((row) => row.salonAdmin)).toBe(true);
    const [user] = await db.select().from(users).where(eq(users.id, owner.userId));
    expect(user?.passwordChangeRequired).toBe(false);
  });

  it('answers a wrong password with the sign-in failure text, and an email with an account but no connect statement with the old refusal; nothing is charged', async () => {
    const owner = await existingOwner();
    const before = await countRows();
    const wrong = await test.gql(CONNECT, { input: { email: owner.email, password: 'Wrong2026ok' } });
    expect(errorCode(wrong)).toBe('NOT_AUTHORIZED');
    expect(wrong.errors?.[0]?.message).toBe(authMessages.adminSignInFailed(test.config.supportEmail));
    const unconnected = await test.gql(REGISTER_CONNECTED, { input: await payload({ email: owner.email }), key: newKey() });
    expect(unconnected.errors?.[0]?.message).toBe(registerAccountMessages.emailTaken);
    const forged = await test.gql(REGISTER_CONNECTED, { input: await payload({ email: owner.email }), key: newKey(), connectToken: 'forged.token' });
    expect(forged.errors?.[0]?.message).toBe(registerAccountMessages.connectAgain);
    expect(await countRows()).toEqual(before);
  });

  it('does not take one account\'s statement for another email, nor one made before the password changed', async () => {
    const first = await existingOwner();
    const second = await existingOwner();
    const connected = await test.gql<{ connectSignupAccount: string }>(CONNECT, { input: { email: first.email, password: OWNER_PASSWORD } });
    const token = connected.data?.connectSignupAccount;
    const other = await test.gql(REGISTER_CONNECTED, { input: await payload({ email: second.email }), key: newKey(), connectToken: token });
    expect(other.errors?.[0]?.message).toBe(registerAccountMessages.connectAgain);
    await test.server.database.db.update(users).set({ passwordHash: await hashPassword('Changed2026ok') }).where(eq(users.id, first.userId));
    const stale = await test.gql(REGISTER_CONNECTED, { input: await payload({ email: first.email }), key: newKey(), connectToken: token });
    expect(stale.errors?.[0]?.message).toBe(registerAccountMessages.connectAgain);
  });

  it('counts wrong passwords as failed sign-ins: the same address waits, even with the right one', async () => {
    const owner = await existingOwner();
    for (let attempt = 0; attempt < SIGN_IN_FREE_FAILURES; attempt += 1) {
      expect(errorCode(await test.gql(CONNECT, { input: { email: owner.email, password: `Wrong${attempt}2026ok` } }))).toBe('NOT_AUTHORIZED');
    }
    const throttled = await test.gql(CONNECT, { input: { email: owner.email, password: OWNER_PASSWORD } });
    expect(errorCode(throttled)).toBe('RATE_LIMITED');
    expect(throttled.errors?.[0]?.message).toBe(authMessages.tooManyAttempts);
  });
});

describe('a plan open for sale without delivery', () => {
  it('charges per mirror but orders no mirror to ship', async () => {
    const db = test.server.database.db;
    await db.insert(plans).values({ code: 'GROWTH', name: 'Growth', availability: 'OPEN' }).onConflictDoUpdate({ target: plans.code, set: { availability: 'OPEN' } });
    try {
      const quote = quoteSubscription({ plan: 'GROWTH', subscriptionType: 'MONTHLY', mirrors: 1 });
      const input = await payload({
        plan: 'GROWTH',
        mirrors: 1,
        benchMounts: 0,
        wallMounts: 0,
        discount: quote.discountCents,
        shipping: quote.shippingCents,
        total: quote.totalCents,
        addressLine1: '',
        addressLine2: '',
        city: '',
        state: '',
        postcode: '',
      });
      const response = await test.gql<{ registerAccount: { salonId: string } }>(REGISTER, { input, key: newKey() });
      expect(response.errors).toBeUndefined();
      const salonId = response.data?.registerAccount.salonId ?? '';
      expect(await db.select().from(mirrorOrders).where(eq(mirrorOrders.salonId, salonId))).toEqual([]);
      const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salonId));
      expect(subscription).toMatchObject({ plan: 'GROWTH', totalCents: 2_900, benchMounts: 0, wallMounts: 0 });
    } finally {
      await db.update(plans).set({ availability: 'PREREGISTER' }).where(eq(plans.code, 'GROWTH'));
    }
  });
});

describe('a supplier lookup that never answers', () => {
  it('sends the waiting automation webhooks without the number after its last attempt', async () => {
    receiver.setDown(true);
    const response = await test.gql(REGISTER, { input: await payload({ lorealAccountNumber: '' }), key: newKey() });
    expect(response.errors).toBeUndefined();
    const db = test.server.database.db;
    const worker = test.server.outboxWorker;
    const lookup = async () => (await db.select().from(outbox).where(eq(outbox.kind, 'sysAccountLookup')))[0];
    // Every attempt but the last has failed already: pretend so, and let the last one run.
    await db.update(outbox).set({ attempts: test.config.outboxMaxAttempts - 1 }).where(eq(outbox.kind, 'sysAccountLookup'));
    await worker.runOnce();
    expect((await lookup())?.status).toBe('DEAD');

    receiver.setDown(false);
    receiver.received.length = 0;
    await db.update(outbox).set({ runAt: new Date(0) });
    await worker.runOnce();
    const automation = receiver.received.filter((call) => call.path.startsWith('/automation-'));
    expect(automation).toHaveLength(2);
    for (const call of automation) expect(JSON.parse(call.body)).toMatchObject({ SYSAccountNumber: '', salonName: expect.any(String) });
  });
});

function annualTotals() {
  const quote = quoteSubscription({ plan: 'PLUS', subscriptionType: 'ANNUAL', mirrors: 2 });
  return { discount: quote.discountCents, shipping: quote.shippingCents, total: quote.totalCents };
}

describe('signup writes open to guests', () => {
  it('are limited per address', async () => {
    const limited = await startTestServer({ ipRateLimits: { signup: { points: 1, durationSeconds: 900 } } });
    try {
      const lead = () =>
        limited.gql(`mutation($input: BetaLeadInput!) { createBetaLead(input: $input) }`, {
          input: { betaName: 'Ann', betaEmail: 'ann@example.com', betaSalonName: 'Ann Hair', betaPhone: { country: 'AU', number: '0412 345 678' }, plan: 'SALON' },
        });
      expect((await lead()).errors).toBeUndefined();
      expect(errorCode(await lead())).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

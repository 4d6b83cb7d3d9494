import { promoCodeMessages, quoteSubscription } from '@piiq/domain/pricing';
import { betaLeadMessages, paymentMessages } from '@piiq/domain/signup-forms';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mirrorOrders, plans, promoCodes, subscriptions } from '../../db/schema/billing.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { betaLeads } from '../../db/schema/signup.ts';
import { createBrand } from '../../test/factories.ts';
import { errorCode, startTestServer } from '../../test/test-server.ts';
import { PAYMENT_METHOD, REGISTER, useSignupTestServer } from '../../test/signup-test-server.ts';

const signup = useSignupTestServer();
const { receiver, newKey, payload } = signup;

describe('the signup flow’s queries', () => {
  it('lists the plans with availability from the table, else the defaults, and per-mirror prices', async () => {
    const response = await signup.test.gql<{
      signupPlans: Array<{ code: string; availability: string; priceTiers: unknown[] }>;
    }>(
      `{ signupPlans { code label availability priceTiers { fromMirrors toMirrors monthlyPerMirrorCents annualPerMirrorCents } } }`,
    );
    expect(response.errors).toBeUndefined();
    const plus = response.data?.signupPlans.find((plan) => plan.code === 'PLUS');
    expect(plus).toMatchObject({ availability: 'OPEN' });
    expect(plus?.priceTiers[0]).toEqual({
      fromMirrors: 1,
      toMirrors: 1,
      monthlyPerMirrorCents: 27_500,
      annualPerMirrorCents: 275_000,
    });
    expect(response.data?.signupPlans.find((plan) => plan.code === 'GROWTH')?.availability).toBe('PREREGISTER');
  });

  it('offers as colour brands the active brands a new salon shows its clients, by name', async () => {
    const db = signup.test.server.database.db;
    const tag = Date.now().toString(36);
    await createBrand(db, { name: `Zeta Colour ${tag}` });
    await createBrand(db, { name: `Alpha Colour ${tag}` });
    await createBrand(db, { name: `Retired Colour ${tag}`, active: false });
    await createBrand(db, { name: `Next Colour ${tag} Coming Soon` });
    const response = await signup.test.gql<{ signupColourBrands: string[] }>('{ signupColourBrands }');
    expect(response.errors).toBeUndefined();
    const ours = response.data?.signupColourBrands.filter((name) => name.includes(tag));
    expect(ours).toEqual([`Alpha Colour ${tag}`, `Zeta Colour ${tag}`]);
  });

  it('checks promo codes against the table: unknown, expired, for another plan, and good', async () => {
    await signup.test.server.database.db.insert(promoCodes).values([
      { code: 'SAVE50', discountCents: 5_000, plans: ['PLUS'], validFrom: new Date('2026-01-01Z') },
      {
        code: 'OLD',
        discountPercent: 10,
        plans: ['PLUS'],
        validFrom: new Date('2025-01-01Z'),
        validUntil: new Date('2026-01-01Z'),
      },
      { code: 'GROWONLY', discountPercent: 10, plans: ['GROWTH'], validFrom: new Date('2026-01-01Z') },
    ]);
    const check = async (code: string) =>
      (
        await signup.test.gql<{ checkPromoCode: { valid: boolean; message: string | null; discount: unknown } }>(
          `query($code: String!) { checkPromoCode(code: $code, plan: PLUS) { valid message discount { kind value plans } } }`,
          { code },
        )
      ).data?.checkPromoCode;
    expect(await check('nope')).toEqual({ valid: false, message: promoCodeMessages.unknown, discount: null });
    expect(await check('old')).toEqual({ valid: false, message: promoCodeMessages.expired, discount: null });
    expect(await check('GROWONLY')).toEqual({ valid: false, message: promoCodeMessages.notApplicable, discount: null });
    expect(await check(' save50 ')).toEqual({
      valid: true,
      message: null,
      discount: { kind: 'AMOUNT', value: 5_000, plans: ['PLUS'] },
    });

    const quote = await signup.test.gql<{ quoteSubscription: Record<string, unknown> }>(
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
    const response = await signup.test.gql(`{ paymentConfig { provider publishableKey } }`);
    expect(response.data).toEqual({ paymentConfig: { provider: 'offline', publishableKey: null } });
  });
});

describe('leads and the delivery step', () => {
  it('stores a lead and queues it for the lead webhook as text/plain', async () => {
    const response = await signup.test.gql<{ createBetaLead: string }>(
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
    const [lead] = await signup.test.server.database.db
      .select()
      .from(betaLeads)
      .where(eq(betaLeads.id, response.data?.createBetaLead ?? ''));
    expect(lead).toMatchObject({ betaEmail: 'ann@example.com', betaPhone: '+61412345678', plan: 'GROWTH' });
    const rows = await signup.test.server.database.db.select().from(outbox);
    expect(rows.map((row) => row.payload)).toEqual([
      {
        event: 'signup.beta_lead',
        url: receiver.url('/lead'),
        contentType: 'text/plain',
        body: JSON.stringify({
          betaName: 'Ann Lee',
          betaEmail: 'ann@example.com',
          betaSalonName: 'Ann Hair',
          betaPhone: '+61412345678',
          plan: 'GROWTH',
        }),
      },
    ]);
  });

  it('answers a lead with a missing name in the form’s words', async () => {
    const response = await signup.test.gql(`mutation($input: BetaLeadInput!) { createBetaLead(input: $input) }`, {
      input: {
        betaName: ' ',
        betaEmail: 'a@b.co',
        betaSalonName: 'S',
        betaPhone: { country: 'AU', number: '0412 345 678' },
        plan: 'FREE',
      },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(betaLeadMessages.betaName);
  });

  it('queues the two order-data calls of the delivery step', async () => {
    const response = await signup.test.gql(
      `mutation($input: DeliveryDetailsInput!) { submitDeliveryDetails(input: $input) }`,
      {
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
          order: {
            plan: 'PLUS',
            subscriptionType: 'MONTHLY',
            mirrors: 1,
            benchMounts: 0,
            wallMounts: 1,
            colourBrand: 'Majirel',
          },
          timeZone: 'Australia/Sydney',
        },
      },
    );
    expect(response.errors).toBeUndefined();
    const rows = await signup.test.server.database.db.select().from(outbox);
    const bodies = Object.fromEntries(
      rows.map((row) => {
        const call = row.payload as { url: string; body: string; contentType: string };
        return [new URL(call.url).pathname, { contentType: call.contentType, body: JSON.parse(call.body) as unknown }];
      }),
    );
    expect(bodies['/order-record']).toMatchObject({
      contentType: 'text/plain',
      body: {
        firstName: 'Jane',
        SYSAccountNumber: '12345',
        dealAmount: 275,
        mirrorQuantity: 1,
        benchMounts: 0,
        wallMounts: 1,
        subscribedDate: '21/11/2026',
      },
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
    const response = await signup.test.gql(PAYMENT_METHOD, {
      input: {
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        billingDetails: { name: '' },
      },
    });
    expect(response.errors?.[0]?.message).toBe(paymentMessages.billingName);
  });
});

describe('a plan open for sale without delivery', () => {
  it('charges per mirror but orders no mirror to ship', async () => {
    const db = signup.test.server.database.db;
    await db
      .insert(plans)
      .values({ code: 'GROWTH', name: 'Growth', availability: 'OPEN' })
      .onConflictDoUpdate({ target: plans.code, set: { availability: 'OPEN' } });
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
      const response = await signup.test.gql<{ registerAccount: { salonId: string } }>(REGISTER, {
        input,
        key: newKey(),
      });
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

describe('signup writes open to guests', () => {
  it('are limited per address', async () => {
    const limited = await startTestServer({ ipRateLimits: { signup: { points: 1, durationSeconds: 900 } } });
    try {
      const lead = () =>
        limited.gql(`mutation($input: BetaLeadInput!) { createBetaLead(input: $input) }`, {
          input: {
            betaName: 'Ann',
            betaEmail: 'ann@example.com',
            betaSalonName: 'Ann Hair',
            betaPhone: { country: 'AU', number: '0412 345 678' },
            plan: 'SALON',
          },
        });
      expect((await lead()).errors).toBeUndefined();
      expect(errorCode(await lead())).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

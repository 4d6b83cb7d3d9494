import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN_AVAILABILITY,
  MAX_MIRRORS,
  PLANS,
  SIGNUP_DEFAULTS,
  checkPromoCode,
  discountCents,
  monthlyPricePerMirrorCents,
  normaliseSubscriptionType,
  planSummaryLabel,
  priceTiers,
  pricePerMirrorCents,
  promoCodeMessages,
  promoSchema,
  quoteSubscription,
  subscriptionTypeSchema,
  type Plan,
  type Promo,
  type PromoCode,
  type SubscriptionType,
} from './pricing.ts';

/** The product's price table (docs/product-rules.md), in dollars per mirror, written out independently of the code. */
const MONTHLY: Record<Plan, (mirrors: number) => number> = {
  FREE: () => 0,
  GROWTH: () => 29,
  SALON: () => 79,
  PLUS: (mirrors) => [275, 225, 200, 175][Math.min(mirrors, 4) - 1] ?? 0,
};
const ANNUAL: Record<Plan, (mirrors: number) => number> = {
  FREE: () => 0,
  GROWTH: () => 290,
  SALON: () => 790,
  PLUS: (mirrors) => [2750, 2250, 2000, 1750][Math.min(mirrors, 4) - 1] ?? 0,
};
const expectedPerMirrorDollars = (plan: Plan, type: SubscriptionType, mirrors: number) =>
  type === 'MONTHLY' ? MONTHLY[plan](mirrors) : ANNUAL[plan](mirrors);

const planArb = fc.constantFrom(...PLANS);
const typeArb = fc.constantFrom(...subscriptionTypeSchema.options);
const mirrorsArb = fc.integer({ min: 0, max: MAX_MIRRORS });
const promoArb: fc.Arbitrary<Promo> = fc.oneof(
  fc.record({
    kind: fc.constant('AMOUNT' as const),
    value: fc.nat(10_000_000),
    plans: fc.subarray([...PLANS], { minLength: 1 }),
  }),
  fc.record({
    kind: fc.constant('PERCENT' as const),
    value: fc.integer({ min: 0, max: 100 }),
    plans: fc.subarray([...PLANS], { minLength: 1 }),
  }),
);

describe('price table: every plan x billing option x 1..6 mirrors', () => {
  const cases = PLANS.flatMap((plan) =>
    subscriptionTypeSchema.options.flatMap((type) =>
      [1, 2, 3, 4, 5, 6].map((mirrors) => [plan, type, mirrors] as const),
    ),
  );

  it.each(cases)('%s %s with %i mirror(s)', (plan, type, mirrors) => {
    const perMirror = expectedPerMirrorDollars(plan, type, mirrors) * 100;
    const total = perMirror * mirrors;
    expect(quoteSubscription({ plan, subscriptionType: type, mirrors })).toEqual({
      plan,
      subscriptionType: type === 'MONTHLY' ? 'MONTHLY' : 'ANNUAL',
      mirrors,
      pricePerMirrorCents: perMirror,
      subtotalCents: total,
      discountCents: 0,
      shippingCents: 0,
      totalCents: total,
      gstCents: Math.round(total / 11),
    });
  });

  it('matches the product’s figures for plus', () => {
    expect(quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 1 }).totalCents).toBe(27_500);
    expect(quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 2 }).totalCents).toBe(45_000);
    expect(quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 3 }).totalCents).toBe(60_000);
    expect(quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 5 }).totalCents).toBe(87_500);
    expect(quoteSubscription({ plan: 'PLUS', subscriptionType: 'ANNUAL', mirrors: 1 }).totalCents).toBe(275_000);
    expect(quoteSubscription({ plan: 'PLUS', subscriptionType: 'ANNUAL', mirrors: 1 }).gstCents).toBe(25_000);
  });
});

describe('price rules', () => {
  it('annual is ten times monthly, and THREEMTHUPFRONT is priced and stored as annual', () => {
    fc.assert(
      fc.property(planArb, mirrorsArb, (plan, mirrors) => {
        const monthly = pricePerMirrorCents(plan, 'MONTHLY', mirrors);
        expect(pricePerMirrorCents(plan, 'ANNUAL', mirrors)).toBe(monthly * 10);
        expect(quoteSubscription({ plan, subscriptionType: 'THREEMTHUPFRONT', mirrors })).toEqual(
          quoteSubscription({ plan, subscriptionType: 'ANNUAL', mirrors }),
        );
      }),
    );
  });

  it('never charges more per mirror, nor less in total, as mirrors are added', () => {
    fc.assert(
      fc.property(planArb, typeArb, fc.integer({ min: 1, max: MAX_MIRRORS - 1 }), (plan, type, mirrors) => {
        expect(pricePerMirrorCents(plan, type, mirrors + 1)).toBeLessThanOrEqual(
          pricePerMirrorCents(plan, type, mirrors),
        );
        expect(
          quoteSubscription({ plan, subscriptionType: type, mirrors: mirrors + 1 }).totalCents,
        ).toBeGreaterThanOrEqual(quoteSubscription({ plan, subscriptionType: type, mirrors }).totalCents);
      }),
    );
  });

  it('adds up: total = subtotal - discount + shipping, with GST one eleventh of it', () => {
    fc.assert(
      fc.property(
        planArb,
        typeArb,
        mirrorsArb,
        fc.option(promoArb, { nil: undefined }),
        (plan, type, mirrors, promo) => {
          const quote = quoteSubscription({ plan, subscriptionType: type, mirrors, promo });
          expect(quote.subtotalCents).toBe(quote.pricePerMirrorCents * mirrors);
          expect(quote.discountCents).toBeGreaterThanOrEqual(0);
          expect(quote.discountCents).toBeLessThanOrEqual(quote.subtotalCents);
          expect(quote.totalCents).toBe(quote.subtotalCents - quote.discountCents + quote.shippingCents);
          expect(quote.totalCents).toBeGreaterThanOrEqual(0);
          expect(quote.gstCents).toBe(Math.round(quote.totalCents / 11));
          for (const amount of [quote.subtotalCents, quote.discountCents, quote.totalCents, quote.gstCents]) {
            expect(Number.isSafeInteger(amount)).toBe(true);
          }
        },
      ),
    );
  });

  it('prices zero mirrors at the single-mirror tier with a zero total', () => {
    expect(monthlyPricePerMirrorCents('PLUS', 0)).toBe(27_500);
    expect(quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 0 }).totalCents).toBe(0);
  });

  it('refuses a mirror count that is not a whole number >= 0', () => {
    expect(() => quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: -1 })).toThrow(RangeError);
    expect(() => quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 1.5 })).toThrow(RangeError);
  });
});

describe('promo discounts', () => {
  it('takes an amount or a percentage off the subtotal of the plans it names', () => {
    const plus = { plans: ['PLUS'] as Plan[] };
    expect(discountCents(27_500, 'PLUS', { kind: 'AMOUNT', value: 5_000, ...plus })).toBe(5_000);
    expect(discountCents(27_500, 'PLUS', { kind: 'PERCENT', value: 10, ...plus })).toBe(2_750);
    expect(discountCents(27_500, 'PLUS', { kind: 'AMOUNT', value: 50_000, ...plus })).toBe(27_500);
    expect(discountCents(2_900, 'GROWTH', { kind: 'AMOUNT', value: 500, ...plus })).toBe(0);
    expect(discountCents(2_900, 'GROWTH', null)).toBe(0);
  });

  it('validates a promo definition', () => {
    expect(promoSchema.safeParse({ kind: 'PERCENT', value: 101, plans: ['PLUS'] }).success).toBe(false);
    expect(promoSchema.safeParse({ kind: 'AMOUNT', value: 101, plans: [] }).success).toBe(false);
    expect(promoSchema.safeParse({ kind: 'AMOUNT', value: 12.5, plans: ['PLUS'] }).success).toBe(false);
    expect(promoSchema.safeParse({ kind: 'AMOUNT', value: 10_100, plans: ['PLUS'] }).success).toBe(true);
  });
});

describe('promo codes', () => {
  const from = new Date('2024-01-01T00:00:00Z');
  const until = new Date('2024-07-01T00:00:00Z');
  const codes: PromoCode[] = [
    { code: 'SALON50', promo: { kind: 'AMOUNT', value: 5_000, plans: ['PLUS'] }, validFrom: from, validUntil: until },
    {
      code: 'FOREVER',
      promo: { kind: 'PERCENT', value: 10, plans: ['PLUS', 'GROWTH'] },
      validFrom: null,
      validUntil: null,
    },
  ];
  const during = new Date('2024-03-01T00:00:00Z');

  it('finds a valid code ignoring case and spaces', () => {
    const check = checkPromoCode('  salon50 ', codes, 'PLUS', during);
    expect(check).toEqual({ ok: true, code: codes[0] });
  });

  it('explains each refusal', () => {
    expect(checkPromoCode('NOPE', codes, 'PLUS', during)).toEqual({
      ok: false,
      reason: 'unknown',
      message: promoCodeMessages.unknown,
    });
    expect(checkPromoCode('', codes, 'PLUS', during)).toMatchObject({ ok: false, reason: 'unknown' });
    expect(checkPromoCode('SALON50', codes, 'PLUS', new Date('2023-12-31T23:59:59Z'))).toMatchObject({
      reason: 'notYetValid',
    });
    expect(checkPromoCode('SALON50', codes, 'PLUS', until)).toMatchObject({
      reason: 'expired',
      message: 'That promo code has expired.',
    });
    expect(checkPromoCode('SALON50', codes, 'GROWTH', during)).toMatchObject({ reason: 'notApplicable' });
    expect(checkPromoCode('forever', codes, 'SALON', during)).toMatchObject({ reason: 'notApplicable' });
  });

  it('is valid exactly within [validFrom, validUntil)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2023-01-01'), max: new Date('2025-01-01'), noInvalidDate: true }), (now) => {
        const inside = now >= from && now < until;
        expect(checkPromoCode('SALON50', codes, 'PLUS', now).ok).toBe(inside);
        expect(checkPromoCode('FOREVER', codes, 'PLUS', now).ok).toBe(true);
      }),
    );
  });
});

describe('plans, availability and defaults', () => {
  it('normalises THREEMTHUPFRONT to ANNUAL', () => {
    expect(normaliseSubscriptionType('THREEMTHUPFRONT')).toBe('ANNUAL');
    expect(normaliseSubscriptionType('ANNUAL')).toBe('ANNUAL');
    expect(normaliseSubscriptionType('MONTHLY')).toBe('MONTHLY');
  });

  it('labels the summary', () => {
    expect(planSummaryLabel('PLUS', 'THREEMTHUPFRONT')).toBe('Plus - Annual Saver');
    expect(planSummaryLabel('GROWTH', 'MONTHLY')).toBe('Growth - Monthly');
  });

  it('sells only plus by default', () => {
    expect(DEFAULT_PLAN_AVAILABILITY).toEqual({
      FREE: 'PREREGISTER',
      GROWTH: 'PREREGISTER',
      SALON: 'PREREGISTER',
      PLUS: 'OPEN',
    });
  });

  it('has the product’s defaults', () => {
    expect(SIGNUP_DEFAULTS).toEqual({
      mirrors: 1,
      benchMounts: 1,
      wallMounts: 0,
      deliveryOption: 'STANDARD',
      locale: 'en_AU',
    });
  });
});

describe('price tiers', () => {
  it('lists plus as four volume tiers, the last open-ended', () => {
    expect(priceTiers('PLUS')).toEqual([
      { fromMirrors: 1, toMirrors: 1, monthlyPerMirrorCents: 27_500, annualPerMirrorCents: 275_000 },
      { fromMirrors: 2, toMirrors: 2, monthlyPerMirrorCents: 22_500, annualPerMirrorCents: 225_000 },
      { fromMirrors: 3, toMirrors: 3, monthlyPerMirrorCents: 20_000, annualPerMirrorCents: 200_000 },
      { fromMirrors: 4, toMirrors: null, monthlyPerMirrorCents: 17_500, annualPerMirrorCents: 175_000 },
    ]);
    expect(priceTiers('GROWTH')).toEqual([
      { fromMirrors: 1, toMirrors: null, monthlyPerMirrorCents: 2_900, annualPerMirrorCents: 29_000 },
    ]);
  });

  it('agrees with the per-mirror price for every count', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLANS), fc.integer({ min: 1, max: MAX_MIRRORS }), (plan, mirrors) => {
        const tier = priceTiers(plan).find(
          (candidate) => candidate.fromMirrors <= mirrors && (candidate.toMirrors ?? Infinity) >= mirrors,
        );
        expect(tier?.monthlyPerMirrorCents).toBe(pricePerMirrorCents(plan, 'MONTHLY', mirrors));
        expect(tier?.annualPerMirrorCents).toBe(pricePerMirrorCents(plan, 'ANNUAL', mirrors));
      }),
    );
  });
});

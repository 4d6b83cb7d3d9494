import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingPeriod, signupInvoiceLines } from './billing.ts';
import { quoteSubscription } from './pricing.ts';

describe('billingPeriod', () => {
  it('covers one calendar month, or twelve for the annual option, keeping the time of day', () => {
    const start = new Date('2026-03-15T09:30:00.000Z');
    expect(billingPeriod(start, 'MONTHLY')).toEqual({
      periodStart: start,
      periodEnd: new Date('2026-04-15T09:30:00.000Z'),
    });
    expect(billingPeriod(start, 'ANNUAL').periodEnd).toEqual(new Date('2027-03-15T09:30:00.000Z'));
  });

  it('clamps the day to the end of a shorter month', () => {
    expect(billingPeriod(new Date('2026-01-31T23:00:00.000Z'), 'MONTHLY').periodEnd).toEqual(
      new Date('2026-02-28T23:00:00.000Z'),
    );
    expect(billingPeriod(new Date('2028-01-31T12:00:00.000Z'), 'MONTHLY').periodEnd).toEqual(
      new Date('2028-02-29T12:00:00.000Z'),
    );
    expect(billingPeriod(new Date('2028-02-29T12:00:00.000Z'), 'ANNUAL').periodEnd).toEqual(
      new Date('2029-02-28T12:00:00.000Z'),
    );
  });

  it('counts months in UTC, whatever the day is in a salon zone', () => {
    // 31 March 23:30 UTC is already 1 April in Sydney; the period still ends on the last of April, UTC.
    expect(billingPeriod(new Date('2026-03-31T23:30:00.000Z'), 'MONTHLY').periodEnd).toEqual(
      new Date('2026-04-30T23:30:00.000Z'),
    );
  });

  it('always ends after it starts, by 28 to 31 days for a month', () => {
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (start) => {
          const { periodEnd } = billingPeriod(start, 'MONTHLY');
          const days = (periodEnd.getTime() - start.getTime()) / day;
          return days >= 28 && days <= 31;
        },
      ),
    );
  });
});

describe('signupInvoiceLines', () => {
  it('lists the plan per mirror, the included mounts, the promo code and no free delivery', () => {
    const quote = quoteSubscription({
      plan: 'PLUS',
      subscriptionType: 'ANNUAL',
      mirrors: 2,
      promo: { kind: 'PERCENT', value: 10, plans: ['PLUS'] },
    });
    const lines = signupInvoiceLines({
      plan: 'PLUS',
      subscriptionType: 'ANNUAL',
      quote,
      shipsMirrors: true,
      benchMounts: 2,
      wallMounts: 0,
      supplierCode: 'spring10',
    });
    expect(lines).toEqual([
      {
        description: 'piiq Plus - Annual Saver (per mirror)',
        quantity: 2,
        unitAmountCents: quote.pricePerMirrorCents,
        amountCents: quote.subtotalCents,
      },
      { description: 'Bench mounts (included)', quantity: 2, unitAmountCents: 0, amountCents: 0 },
      {
        description: 'Promo code SPRING10',
        quantity: 1,
        unitAmountCents: -quote.discountCents,
        amountCents: -quote.discountCents,
      },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(quote.totalCents);
  });

  it('bills a plan without mirrors as one line of quantity one', () => {
    const quote = quoteSubscription({ plan: 'GROWTH', subscriptionType: 'MONTHLY', mirrors: 0 });
    expect(
      signupInvoiceLines({
        plan: 'GROWTH',
        subscriptionType: 'MONTHLY',
        quote,
        shipsMirrors: false,
        benchMounts: 0,
        wallMounts: 0,
        supplierCode: '',
      }),
    ).toEqual([
      {
        description: 'piiq Growth - Monthly',
        quantity: 1,
        unitAmountCents: quote.pricePerMirrorCents,
        amountCents: quote.subtotalCents,
      },
    ]);
  });
});

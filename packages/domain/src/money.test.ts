import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRICE_INVALID_MESSAGE,
  centsToDollars,
  dollarsToCents,
  floorDollarsToCents,
  formatDollars,
  formatMoney,
  gstPartOfCents,
  parsePriceToCents,
} from './money.ts';
import { priceInputSchema } from './price-input.ts';

const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const price = fc.integer({ min: 0, max: 999_999_999 });

describe('formatMoney (admin area)', () => {
  it('shows the code, no grouping and two decimals', () => {
    expect(formatMoney(123_450)).toBe('AUD 1234.50');
    expect(formatMoney(0)).toBe('AUD 0.00');
    expect(formatMoney(5)).toBe('AUD 0.05');
    expect(formatMoney(100_000_000)).toBe('AUD 1000000.00');
    expect(formatMoney(-500)).toBe('AUD -5.00');
  });

  it('floors a fractional cent', () => {
    expect(formatMoney(123_450.99)).toBe('AUD 1234.50');
    expect(formatMoney(-0.5)).toBe('AUD -0.01');
  });

  it('always has the same shape and reads back to the floored cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const text = formatMoney(amount);
        expect(text).toMatch(/^AUD -?\d+\.\d{2}$/);
        expect(Math.round(Number(text.slice(4)) * 100)).toBe(Math.floor(amount) + 0);
      }),
    );
  });
});

describe('formatDollars (signup summary)', () => {
  it('uses a dollar sign and groups thousands', () => {
    expect(formatDollars(275_000)).toBe('$2,750.00');
    expect(formatDollars(123_456_789)).toBe('$1,234,567.89');
    expect(formatDollars(99_900)).toBe('$999.00');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(-500)).toBe('-$5.00');
  });

  it('names the same amount as formatMoney', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(formatDollars(amount).replace(/[$,]/g, '')).toBe(formatMoney(amount).slice(4));
      }),
    );
  });
});

describe('dollars and cents', () => {
  it('converts table prices exactly', () => {
    expect(dollarsToCents(34.95)).toBe(3495);
    expect(dollarsToCents(275)).toBe(27_500);
    expect(centsToDollars(275_050)).toBe(2750.5);
  });

  it('floors catalogue prices to cents without binary surprises', () => {
    expect(floorDollarsToCents(0.29)).toBe(29);
    expect(floorDollarsToCents(34.959)).toBe(3495);
    expect(floorDollarsToCents(19.999)).toBe(1999);
  });

  it('keeps every whole-cent amount exactly', () => {
    fc.assert(
      fc.property(price, (amount) => {
        expect(floorDollarsToCents(amount / 100)).toBe(amount);
        expect(dollarsToCents(centsToDollars(amount))).toBe(amount);
      }),
    );
  });
});

describe('gstPartOfCents', () => {
  it('is one eleventh of a GST-inclusive total', () => {
    expect(gstPartOfCents(275_000)).toBe(25_000);
    expect(gstPartOfCents(1_100)).toBe(100);
    expect(gstPartOfCents(2_900)).toBe(264);
    expect(gstPartOfCents(0)).toBe(0);
  });

  it('is within half a cent of a true eleventh and never decreases as the total grows', () => {
    fc.assert(
      fc.property(price, fc.nat(100_000), (total, more) => {
        expect(Math.abs(total / 11 - gstPartOfCents(total))).toBeLessThanOrEqual(0.5);
        expect(gstPartOfCents(total + more)).toBeGreaterThanOrEqual(gstPartOfCents(total));
      }),
    );
  });
});

describe('parsePriceToCents', () => {
  it.each([
    ['24', 2400],
    ['24.9', 2490],
    ['24.95', 2495],
    [' $24.95 ', 2495],
    ['$ 5', 500],
    ['1,234.50', 123_450],
    ['0', 0],
  ])('reads %j as %i cents', (text, expected) => {
    expect(parsePriceToCents(text)).toEqual({ ok: true, cents: expected });
  });

  it.each(['', 'abc', '-5', '24.999', '1,23', '.5', '12.', '24,95', '99999999'])('refuses %j', (text) => {
    expect(parsePriceToCents(text)).toEqual({ ok: false, message: PRICE_INVALID_MESSAGE });
  });

  it('reads back every amount it can display', () => {
    fc.assert(
      fc.property(price, (amount) => {
        expect(parsePriceToCents(formatMoney(amount).slice(4))).toEqual({ ok: true, cents: amount });
        expect(parsePriceToCents(formatDollars(amount))).toEqual({ ok: true, cents: amount });
      }),
    );
  });

  it('is available as a schema with the same message', () => {
    expect(priceInputSchema.parse('12.50')).toBe(1250);
    expect(priceInputSchema.safeParse('twelve').error?.issues[0]?.message).toBe(PRICE_INVALID_MESSAGE);
    expect(priceInputSchema.safeParse(undefined).error?.issues[0]?.message).toBe(PRICE_INVALID_MESSAGE);
  });
});

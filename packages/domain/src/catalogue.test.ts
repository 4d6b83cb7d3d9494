import { describe, expect, it } from 'vitest';
import { msrpForCurrency } from './catalogue.ts';

describe('msrp of a salon product', () => {
  const prices = { rrpAuCents: 3495, rrpNzCents: 3795, rrpCaCents: null, rrpUsCents: 2595 };

  it('is the RRP of the currency the salon sells in', () => {
    expect(msrpForCurrency('AUD', prices)).toBe(3495);
    expect(msrpForCurrency('NZD', prices)).toBe(3795);
    expect(msrpForCurrency('usd', prices)).toBe(2595);
  });

  it('falls back to the Australian RRP when the currency has none', () => {
    expect(msrpForCurrency('CAD', prices)).toBe(3495);
    expect(msrpForCurrency('EUR', prices)).toBe(3495);
  });
});

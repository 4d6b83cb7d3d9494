import { describe, expect, it } from 'vitest';
import { parseExpiry } from './offline-card-field.tsx';
import { planPriceLines } from './plan-cards.tsx';

describe('plan card prices', () => {
  it('shows plus per mirror with its volume tiers, in the billing option chosen', () => {
    expect(planPriceLines('PLUS', 'MONTHLY')).toEqual({
      headline: '$275.00 per mirror a month',
      detail: '$225.00 each for 2, $200.00 each for 3, $175.00 each for 4 or more',
    });
    expect(planPriceLines('PLUS', 'THREEMTHUPFRONT').headline).toBe('$2,750.00 per mirror a year');
  });

  it('shows the other plans at one price, monthly until a billing option is chosen', () => {
    expect(planPriceLines('GROWTH', null)).toEqual({ headline: '$29.00 a month', detail: null });
    expect(planPriceLines('SALON', 'ANNUAL')).toEqual({ headline: '$790.00 a year', detail: null });
    expect(planPriceLines('FREE', 'ANNUAL')).toEqual({ headline: '$0.00', detail: null });
  });
});

describe('card expiry', () => {
  it('reads MM/YY and MM/YYYY, and leaves anything else for the provider to refuse', () => {
    expect(parseExpiry('12/34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ expMonth: 3, expYear: 2031 });
    expect(parseExpiry('1234')).toEqual({ expMonth: 0, expYear: 0 });
  });
});

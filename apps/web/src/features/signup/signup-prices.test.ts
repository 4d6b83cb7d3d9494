import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry } from '../../components/offline-card-field.tsx';
import { planPriceLines } from './plan-cards.tsx';

describe('plan card prices', () => {
  it('shows plus per mirror with its volume tiers, in the billing option chosen', () => {
    expect(planPriceLines('PLUS', 'MONTHLY')).toEqual({
      headline: '$275.00 per mirror a month',
      detail: '$225.00 each for 2, $200.00 each for 3, $175.00 each for 4 or more',
    });
    expect(planPriceLines('PLUS', 'THREEMTHUPFRONT').headline).toBe('$2,750.00 per mirror a year');
  });

  it('shows growth and salon per mirror at one price, monthly until a billing option is chosen', () => {
    expect(planPriceLines('GROWTH', null)).toEqual({ headline: '$29.00 per mirror a month', detail: null });
    expect(planPriceLines('SALON', 'MONTHLY')).toEqual({ headline: '$79.00 per mirror a month', detail: null });
    expect(planPriceLines('SALON', 'ANNUAL')).toEqual({ headline: '$790.00 per mirror a year', detail: null });
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

describe('card formatting as typed', () => {
  it('groups the card number in fours, digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('4000-0000 0000x0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('reads the expiry as MM/YY, whether typed, typed with a slash, or filled in with a four-digit year', () => {
    expect(['1', '12', '123', '1230', '12305'].map(formatExpiry)).toEqual(['1', '12', '12/3', '12/30', '12/30']);
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('1/')).toBe('01');
    expect(formatExpiry('1/3')).toBe('01/3');
    expect(formatExpiry('12/2030')).toBe('12/30');
    expect(parseExpiry(formatExpiry('1230'))).toEqual({ expMonth: 12, expYear: 2030 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHONE_PLACEHOLDER,
  checkPhone,
  e164PhoneSchema,
  phoneFieldFromE164,
  phoneFieldSchema,
  phoneMessages,
} from './phone.ts';

describe('checkPhone', () => {
  it.each([
    ['0412 345 678', 'AU', '+61412345678', 'AU'],
    ['02 9876 5432', 'AU', '+61298765432', 'AU'],
    ['(02) 9876-5432', 'AU', '+61298765432', 'AU'],
    ['021 123 4567', 'NZ', '+64211234567', 'NZ'],
    ['+64 21 123 4567', 'AU', '+64211234567', 'NZ'],
    ['+61412345678', 'NZ', '+61412345678', 'AU'],
  ] as const)('reads %j in %s as %s', (typed, country, e164, actual) => {
    expect(checkPhone(typed, country)).toEqual({ ok: true, e164, country: actual });
  });

  it('asks for a number when empty', () => {
    expect(checkPhone('', 'AU')).toEqual({ ok: false, message: '* Phone required' });
    expect(checkPhone('   ', 'NZ')).toEqual({ ok: false, message: '* Phone required' });
  });

  it.each(['+1 202 555 0143', '+44 20 7946 0958', '0412', PHONE_PLACEHOLDER, 'call me'])(
    'refuses %j for Australia',
    (typed) => {
      expect(checkPhone(typed, 'AU')).toEqual({ ok: false, message: phoneMessages.invalid });
    },
  );

  it('has the product’s placeholder', () => {
    expect(PHONE_PLACEHOLDER).toBe('0000-000-000');
  });

  it('gives an Australian or New Zealand E.164 number that reads back to itself', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9 +()-]{0,16}$/),
        fc.constantFrom('AU' as const, 'NZ' as const),
        (typed, country) => {
          const checked = checkPhone(typed, country);
          if (!checked.ok) return;
          expect(checked.e164).toMatch(/^\+6[14]\d{6,12}$/);
          expect(checkPhone(checked.e164, 'AU')).toEqual(checked);
          expect(checkPhone(checked.e164, 'NZ')).toEqual(checked);
        },
      ),
    );
  });

  it('accepts Australian mobiles however they are spaced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (rest) => {
        const digits = `0412${String(rest).padStart(8, '0')}`.slice(0, 10);
        expect(checkPhone(digits.replace(/(\d{4})(\d{3})(\d{3})/, '$1 $2 $3'), 'AU')).toEqual(checkPhone(digits, 'AU'));
      }),
    );
  });
});

describe('phone schemas', () => {
  it('turns the form field into E.164', () => {
    expect(phoneFieldSchema.parse({ country: 'NZ', number: '021 123 4567' })).toBe('+64211234567');
    expect(phoneFieldSchema.parse({ number: '0412 345 678' })).toBe('+61412345678');
    expect(phoneFieldSchema.safeParse({ country: 'AU', number: '' }).error?.issues[0]?.message).toBe(
      '* Phone required',
    );
    expect(phoneFieldSchema.safeParse(undefined).error?.issues[0]?.message).toBe('* Phone required');
    expect(phoneFieldSchema.safeParse({ country: 'AU', number: '12' }).error?.issues[0]?.message).toBe(
      phoneMessages.invalid,
    );
  });

  it('normalises a stored number', () => {
    expect(e164PhoneSchema.parse('+64 21 123 4567')).toBe('+64211234567');
    expect(e164PhoneSchema.safeParse('+12025550143').success).toBe(false);
    expect(e164PhoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe('* Phone required');
  });

  it('puts a stored number back into the field for editing', () => {
    expect(phoneFieldFromE164('+64211234567')).toEqual({ country: 'NZ', number: '021 123 4567' });
    expect(phoneFieldFromE164('+61412345678')).toEqual({ country: 'AU', number: '0412 345 678' });
    expect(phoneFieldFromE164(null)).toEqual({ country: 'AU', number: '' });
    expect(phoneFieldSchema.parse(phoneFieldFromE164('+61298765432'))).toBe('+61298765432');
  });
});

describe('the phone metadata kept for Australia and New Zealand', () => {
  it('is the installed library version of those two countries (run `npm run phone:metadata` after an upgrade)', async () => {
    const { default: full } = await import('libphonenumber-js/metadata.min.json');
    const { AU_NZ_PHONE_METADATA } = await import('./phone-metadata.ts');
    const kept = AU_NZ_PHONE_METADATA as unknown as typeof full;
    expect(kept.version).toBe(full.version);
    expect(kept.countries.AU).toEqual(full.countries.AU);
    expect(kept.countries.NZ).toEqual(full.countries.NZ);
  });
});

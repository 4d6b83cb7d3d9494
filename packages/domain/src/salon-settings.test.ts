import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_INVALID_MESSAGE } from './money.ts';
import {
  BRAND_NOT_AVAILABLE,
  COMING_SOON_UNCHANGEABLE,
  PREFERRED_BRAND_WARNING,
  SF_PHOTO_INVALID,
  checkStaffName,
  customPriceChanged,
  customPriceInputSchema,
  DEFAULT_REBOOK_DELAY_DAYS,
  isBookingUrl,
  isComingSoonBrand,
  isStaffActive,
  preferredBrandOfColourBrand,
  preferredBrandWarning,
  retailProfileSchema,
  retailSettingsSchema,
  salonSettingsSchema,
  toggleBrandVisibility,
} from './salon-settings.ts';

const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('salon settings', () => {
  it('accepts a complete form and defaults the rest', () => {
    expect(
      salonSettingsSchema.parse({ name: ' Shear Bliss ', bookingUrl: 'https://book.shearbliss.com.au/now' }),
    ).toEqual({
      name: 'Shear Bliss',
      rebookNotificationMessage: '',
      rebookNotificationDelay: DEFAULT_REBOOK_DELAY_DAYS,
      defaultSocialMediaMessage: '',
      bookingUrl: 'https://book.shearbliss.com.au/now',
    });
  });

  it('explains each problem', () => {
    expect(
      messagesByPath(salonSettingsSchema.safeParse({ name: '', rebookNotificationDelay: -1, bookingUrl: 'book.me' })),
    ).toEqual({
      name: 'Please enter the salon name',
      rebookNotificationDelay: 'Rebook delay must be a whole number of days from 0 to 365',
      bookingUrl: 'Please enter a booking url starting with http:// or https://, or leave it empty',
    });
    expect(salonSettingsSchema.safeParse({ name: 'x', rebookNotificationDelay: 1.5 }).success).toBe(false);
  });

  it('accepts any whole delay from 0 to 365 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (days) => {
        expect(salonSettingsSchema.safeParse({ name: 'x', rebookNotificationDelay: days }).success).toBe(
          days >= 0 && days <= 365,
        );
      }),
    );
  });

  it.each([
    ['https://shearbliss.com.au', true],
    ['http://shearbliss.com/book?x=1', true],
    ['ftp://shearbliss.com', false],
    ['javascript:alert(1)', false],
    ['shearbliss.com', false],
    ['https://', false],
  ])('booking url %j valid: %s', (url, valid) => {
    expect(isBookingUrl(url)).toBe(valid);
  });
});

describe('staff', () => {
  const team = [
    { id: '1', name: 'Jo Smith' },
    { id: '2', name: 'Sam' },
  ];

  it('requires a name and refuses a duplicate ignoring case and spacing', () => {
    expect(checkStaffName('  ', team)).toEqual({ ok: false, message: 'Please enter the name' });
    expect(checkStaffName('jo   smith', team)).toEqual({ ok: false, message: 'Team member already added' });
    expect(checkStaffName(' Lee ', team)).toEqual({ ok: true, name: 'Lee' });
  });

  it('lets a member keep their own name on rename', () => {
    expect(checkStaffName('SAM', team, '2')).toEqual({ ok: true, name: 'SAM' });
    expect(checkStaffName('SAM', team, '1')).toEqual({ ok: false, message: 'Team member already added' });
  });

  it('treats staff without an active flag as active', () => {
    expect(isStaffActive({})).toBe(true);
    expect(isStaffActive({ active: null })).toBe(true);
    expect(isStaffActive({ active: true })).toBe(true);
    expect(isStaffActive({ active: false })).toBe(false);
  });
});

describe('retail', () => {
  it('spots coming-soon brands', () => {
    expect(isComingSoonBrand('Kérastase Coming Soon')).toBe(true);
    expect(isComingSoonBrand('coming soon')).toBe(true);
    expect(isComingSoonBrand('Becoming Hair')).toBe(false);
    expect(isComingSoonBrand('Redken')).toBe(false);
  });

  it('prefers the brand a new salon typed as its colour brand, trimmed and in any case, else none', () => {
    const visible = [
      { id: 'l', name: 'Lumière Professionnel' },
      { id: 'k', name: 'Kōwhai Haircare' },
    ];
    expect(preferredBrandOfColourBrand('  lumière professionnel ', visible)).toBe('l');
    expect(preferredBrandOfColourBrand('KŌWHAI HAIRCARE', visible)).toBe('k');
    expect(preferredBrandOfColourBrand('Koleston', visible)).toBeNull();
    expect(preferredBrandOfColourBrand('Lumière', visible)).toBeNull();
    expect(preferredBrandOfColourBrand('', visible)).toBeNull();
    expect(preferredBrandOfColourBrand('   ', visible)).toBeNull();
    expect(preferredBrandOfColourBrand(null, visible)).toBeNull();
  });

  it('toggles visibility, except for coming-soon brands', () => {
    expect(toggleBrandVisibility(['a'], { id: 'b', name: 'Redken' })).toEqual(['a', 'b']);
    expect(toggleBrandVisibility(['a', 'b'], { id: 'a', name: 'Redken' })).toEqual(['b']);
    expect(toggleBrandVisibility(['a'], { id: 'c', name: 'Coming Soon' })).toEqual(['a']);
  });

  it('toggling twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd')),
        fc.constantFrom('a', 'b', 'c', 'd'),
        fc.boolean(),
        (visible, id, comingSoon) => {
          const brand = { id, name: comingSoon ? 'Coming Soon' : 'Brand' };
          const once = toggleBrandVisibility(visible, brand);
          expect(new Set(toggleBrandVisibility(once, brand))).toEqual(new Set(visible));
          expect(once.includes(id)).toBe(comingSoon ? visible.includes(id) : !visible.includes(id));
        },
      ),
    );
  });

  it('warns when the preferred brand is not visible', () => {
    expect(PREFERRED_BRAND_WARNING).toBe("Make sure you've made your preferred brand available to clients above.");
    expect(preferredBrandWarning('a', ['b'])).toBe(PREFERRED_BRAND_WARNING);
    expect(preferredBrandWarning('a', ['a', 'b'])).toBeNull();
    expect(preferredBrandWarning(null, [])).toBeNull();
    expect(
      messagesByPath(
        retailSettingsSchema.safeParse({ brandsVisibleToClients: ['b'], preferredRecommendationBrand: 'a' }),
      ),
    ).toEqual({
      preferredRecommendationBrand: PREFERRED_BRAND_WARNING,
    });
  });

  it('checks the bank details', () => {
    expect(retailSettingsSchema.parse({ bankBsb: '062-000', bankAccountNumber: '1234 5678' })).toMatchObject({
      bankBsb: '062000',
      bankAccountNumber: '12345678',
      preferredRecommendationBrand: null,
      hideFromFinder: false,
    });
    expect(messagesByPath(retailSettingsSchema.safeParse({ bankBsb: '06200', bankAccountNumber: '12-34' }))).toEqual({
      bankBsb: 'BSB must be exactly 6 digits',
      bankAccountNumber: 'Account number must be 5 to 9 digits',
    });
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,8}$/), (bsb) => {
        expect(retailSettingsSchema.safeParse({ bankBsb: bsb }).success).toBe(bsb.length === 6 || bsb.length === 0);
      }),
    );
  });

  it('saves a custom price only when it changed', () => {
    expect(customPriceChanged(2495, 2495)).toBe(false);
    expect(customPriceChanged(2495, 2500)).toBe(true);
    expect(customPriceChanged(null, null)).toBe(false);
    expect(customPriceChanged(undefined, null)).toBe(false);
    expect(customPriceChanged(null, 0)).toBe(true);
    fc.assert(
      fc.property(fc.option(fc.nat()), fc.option(fc.nat()), (current, next) => {
        expect(customPriceChanged(current, next)).toBe(current !== next);
      }),
    );
  });
});

describe('retail profile', () => {
  const profile = {
    hideFromFinder: true,
    bankAccountName: ' Shear Bliss ',
    bankBsb: '062-000',
    bankAccountNumber: '1023 4567',
    specialities: [' Colour ', '', 'colour', 'Curly  cuts'],
    styles: [],
  };

  it('trims the lists and drops blank and repeated entries', () => {
    expect(retailProfileSchema.parse(profile)).toEqual({
      hideFromFinder: true,
      bankAccountName: 'Shear Bliss',
      bankBsb: '062000',
      bankAccountNumber: '10234567',
      sfPhoto: null,
      specialities: ['Colour', 'Curly cuts'],
      styles: [],
    });
  });

  it('keeps the photo on null, removes it on an empty text', () => {
    expect(retailProfileSchema.parse({ ...profile, sfPhoto: null }).sfPhoto).toBeNull();
    expect(retailProfileSchema.parse({ ...profile, sfPhoto: ' ' }).sfPhoto).toBe('');
    expect(retailProfileSchema.parse({ ...profile, sfPhoto: '/files/x.png' }).sfPhoto).toBe('/files/x.png');
  });

  it('checks the bank details with the retail messages', () => {
    expect(
      messagesByPath(retailProfileSchema.safeParse({ ...profile, bankBsb: '12345', bankAccountNumber: '12a' })),
    ).toEqual({
      bankBsb: 'BSB must be exactly 6 digits',
      bankAccountNumber: 'Account number must be 5 to 9 digits',
    });
  });
});

describe('custom price input', () => {
  it('leaves the price alone when absent, clears it on empty or null, reads a typed price', () => {
    expect(customPriceInputSchema.parse(undefined)).toBeUndefined();
    expect(customPriceInputSchema.parse(null)).toBeNull();
    expect(customPriceInputSchema.parse('  ')).toBeNull();
    expect(customPriceInputSchema.parse('$24.95')).toBe(2495);
    expect(customPriceInputSchema.safeParse('24.999').error?.issues[0]?.message).toBe(PRICE_INVALID_MESSAGE);
    expect(customPriceInputSchema.safeParse(24).error?.issues[0]?.message).toBe(PRICE_INVALID_MESSAGE);
  });
});

describe('brand messages', () => {
  it('says why a brand cannot be changed', () => {
    expect(COMING_SOON_UNCHANGEABLE).toBe("Coming Soon brands can't be changed yet");
    expect(BRAND_NOT_AVAILABLE).toBe('This brand is not available to your salon');
    expect(SF_PHOTO_INVALID).toBe('That photo was not uploaded for this salon: please upload it again');
  });
});

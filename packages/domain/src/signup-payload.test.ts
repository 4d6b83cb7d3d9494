import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialSubscriptionChoice, mountsMessages, setMirrors } from './signup-flow.ts';
import { accountSchema, deliverySchema, type Account, type Delivery } from './signup-forms.ts';
import { buildRegisterPayload, registerPayloadSchema } from './signup-payload.ts';
import { buildOrderDataRecord, buildSignupWebhookRecord } from './signup-records.ts';
import { MAX_MIRRORS, PLANS, quoteSubscription } from './pricing.ts';
import { messagesByPath, validAccount, validDelivery } from './test/signup-fixtures.ts';

describe('register payload', () => {
  const account: Account = accountSchema.parse(validAccount);
  const delivery: Delivery = deliverySchema.parse({ ...validDelivery, addressLine2: 'Level 2' });
  const choice = {
    ...initialSubscriptionChoice('PLUS', null),
    subscriptionType: 'THREEMTHUPFRONT' as const,
    mirrors: 3,
    benchMounts: 2,
    wallMounts: 1,
    colourBrand: 'Majirel',
    supplierCode: 'SALON50',
  };
  const quote = quoteSubscription({ plan: 'PLUS', subscriptionType: 'THREEMTHUPFRONT', mirrors: 3 });
  const built = buildRegisterPayload({
    choice,
    account,
    delivery,
    quote,
    paymentMethod: 'pm_123',
    timeZone: 'Australia/Sydney',
  });

  it('builds a payload that validates, with THREEMTHUPFRONT sent as ANNUAL', () => {
    const payload = registerPayloadSchema.parse(built);
    expect(payload).toEqual({
      plan: 'PLUS',
      subscriptionType: 'ANNUAL',
      mirrors: 3,
      benchMounts: 2,
      wallMounts: 1,
      supplierCode: 'SALON50',
      colourBrand: 'Majirel',
      discount: 0,
      shipping: 0,
      total: 600_000,
      deliveryOption: 'STANDARD',
      addressLine1: '1 George St',
      addressLine2: 'Level 2',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'AU',
      notes: '',
      lorealAccountNumber: '',
      email: 'jo@shearbliss.com.au',
      phone: '+61412345678',
      firstName: 'Jo',
      lastName: 'Smith',
      name: 'Shear Bliss',
      newsOptIn: false,
      locale: 'en_AU',
      timeZone: 'Australia/Sydney',
      paymentMethod: 'pm_123',
    });
  });

  it('enforces the mounts rule, the plus mirror and the delivery address', () => {
    expect(messagesByPath(registerPayloadSchema.safeParse({ ...built, wallMounts: 0 }))).toEqual({
      benchMounts: mountsMessages.atLeastOnePerMirror,
    });
    expect(messagesByPath(registerPayloadSchema.safeParse({ ...built, benchMounts: 0, wallMounts: 3 }))).toEqual({});
    expect(messagesByPath(registerPayloadSchema.safeParse({ ...built, benchMounts: 4 }))).toEqual({
      benchMounts: mountsMessages.noMoreThanMirrors,
    });
    expect(messagesByPath(registerPayloadSchema.safeParse({ ...built, plan: 'GROWTH' }))).toEqual({
      benchMounts: 'Mounts come only with a plan that ships mirrors',
    });
    expect(
      messagesByPath(registerPayloadSchema.safeParse({ ...built, mirrors: 0, benchMounts: 0, wallMounts: 0 })),
    ).toEqual({
      mirrors: 'Plus needs at least one mirror',
    });
    expect(messagesByPath(registerPayloadSchema.safeParse({ ...built, addressLine1: '', postcode: '' }))).toEqual({
      addressLine1: '* Address line 1 required',
      postcode: '* Postcode required',
    });
    expect(messagesByPath(registerPayloadSchema.safeParse({ ...built, paymentMethod: '' }))).toEqual({
      paymentMethod: 'A card is needed for a paid plan',
    });
    expect(registerPayloadSchema.safeParse({ ...built, total: 12.5 }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...built, timeZone: 'Nowhere/Else' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...built, locale: 'en_US' }).success).toBe(false);
  });

  it('needs no address or card for a free plan', () => {
    const free = buildRegisterPayload({
      choice: { ...initialSubscriptionChoice('FREE', null), subscriptionType: 'MONTHLY' },
      account,
      delivery: null,
      quote: quoteSubscription({ plan: 'FREE', subscriptionType: 'MONTHLY', mirrors: 1 }),
      paymentMethod: '',
      timeZone: 'Pacific/Auckland',
    });
    expect(registerPayloadSchema.safeParse(free).success).toBe(true);
  });

  it('always validates what the builder makes from valid screens', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLANS),
        fc.constantFrom('ANNUAL' as const, 'MONTHLY' as const, 'THREEMTHUPFRONT' as const),
        fc.integer({ min: 1, max: MAX_MIRRORS }),
        (plan, subscriptionType, mirrors) => {
          const payload = buildRegisterPayload({
            choice: { ...setMirrors(initialSubscriptionChoice(plan, subscriptionType), mirrors), subscriptionType },
            account,
            delivery: plan === 'PLUS' ? delivery : null,
            quote: quoteSubscription({ plan, subscriptionType, mirrors }),
            paymentMethod: 'pm_1',
            timeZone: 'Australia/Perth',
          });
          expect(registerPayloadSchema.safeParse(payload).success).toBe(true);
        },
      ),
    );
  });

  it('builds the webhook and order-data records', () => {
    const payload = registerPayloadSchema.parse({ ...built, discount: 5_050, total: 594_950 });
    const subscribedAt = new Date('2020-02-04T14:30:00Z');
    expect(
      buildSignupWebhookRecord(payload, {
        lookedUpLorealAccountNumber: '998877',
        subscribedAt,
        timeZone: 'Australia/Sydney',
      }),
    ).toEqual({
      firstName: 'Jo',
      lastName: 'Smith',
      mobileNumber: '+61412345678',
      email: 'jo@shearbliss.com.au',
      address: '1 George St, Level 2',
      suburb: 'Sydney',
      state: 'NSW',
      notes: '',
      postcode: '2000',
      country: 'AU',
      salonName: 'Shear Bliss',
      SYSAccountNumber: '998877',
      dealAmount: 5949.5,
      colourBrand: 'Majirel',
      mirrorQuantity: 3,
      benchMounts: 2,
      wallMounts: 1,
      discount: 50.5,
      promo: 'SALON50',
      subscriptionType: 'ANNUAL',
      subscribedDate: '05/02/2020',
    });
    const typed = { ...payload, lorealAccountNumber: '123456' };
    expect(
      buildSignupWebhookRecord(typed, { lookedUpLorealAccountNumber: '998877', subscribedAt, timeZone: 'UTC' }),
    ).toMatchObject({
      SYSAccountNumber: '123456',
      subscribedDate: '04/02/2020',
    });
    expect(buildSignupWebhookRecord(payload, { subscribedAt, timeZone: 'UTC' }).SYSAccountNumber).toBe('');
    expect(buildOrderDataRecord(typed)).toEqual({
      firstName: 'Jo',
      lastName: 'Smith',
      phoneNumber: '+61412345678',
      lorealAccountNumber: 123456,
      email: 'jo@shearbliss.com.au',
      addressLine1: '1 George St',
      addressLine2: 'Level 2',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      salonName: 'Shear Bliss',
    });
    expect(buildOrderDataRecord(payload).lorealAccountNumber).toBeNull();
  });
});

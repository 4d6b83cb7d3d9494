import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLING_NAME_PARAM,
  accountSchema,
  betaLeadSchema,
  canCompleteSubscription,
  deliverySchema,
  paymentErrorMessage,
  paymentSchema,
  signupPasswordSchema,
} from './signup-forms.ts';
import { messagesByPath, validAccount, validDelivery } from './test/signup-fixtures.ts';

describe('account form', () => {
  it('gives the product’s message for every missing field', () => {
    expect(messagesByPath(accountSchema.safeParse({}))).toEqual({
      firstName: '* First Name required',
      lastName: '* Last Name required',
      salon: '* Salon required',
      email: '* Email required',
      phone: '* Phone required',
    });
    expect(messagesByPath(accountSchema.safeParse({ ...validAccount, firstName: '   ', email: '' }))).toEqual({
      firstName: '* First Name required',
      email: '* Email required',
    });
  });

  it('checks the email shape and lower-cases it', () => {
    expect(messagesByPath(accountSchema.safeParse({ ...validAccount, email: 'jo@' }))).toEqual({
      email: '* Email invalid',
    });
    expect(accountSchema.parse(validAccount)).toEqual({
      firstName: 'Jo',
      lastName: 'Smith',
      salon: 'Shear Bliss',
      lorealAccountNumber: '',
      email: 'jo@shearbliss.com.au',
      phone: '+61412345678',
      newsOptIn: false,
    });
  });

  it('takes an optional numeric supplier account number and the news opt-in', () => {
    expect(accountSchema.parse({ ...validAccount, lorealAccountNumber: ' 123456 ', newsOptIn: true })).toMatchObject({
      lorealAccountNumber: '123456',
      newsOptIn: true,
    });
    expect(messagesByPath(accountSchema.safeParse({ ...validAccount, lorealAccountNumber: 'AB12' }))).toEqual({
      lorealAccountNumber: '* Supplier account number must contain digits only',
    });
  });
});

describe('delivery form', () => {
  it('gives the product’s message for every missing field', () => {
    expect(messagesByPath(deliverySchema.safeParse({}))).toEqual({
      addressLine1: '* Address line 1 required',
      city: '* City required',
      state: '* State required',
      postcode: '* Postcode required',
    });
  });

  it('defaults country and delivery option, and keeps line 2 and notes optional', () => {
    expect(deliverySchema.parse(validDelivery)).toEqual({
      ...validDelivery,
      addressLine2: '',
      notes: '',
      country: 'AU',
      deliveryOption: 'STANDARD',
    });
    expect(deliverySchema.parse({ ...validDelivery, country: 'NZ' }).country).toBe('NZ');
    expect(deliverySchema.safeParse({ ...validDelivery, country: 'US' }).success).toBe(false);
  });

  it('wants a four-digit postcode', () => {
    expect(messagesByPath(deliverySchema.safeParse({ ...validDelivery, postcode: '20000' }))).toEqual({
      postcode: '* Postcode must be 4 digits',
    });
  });
});

describe('beta lead form', () => {
  it('requires every field', () => {
    expect(Object.keys(messagesByPath(betaLeadSchema.safeParse({})))).toEqual([
      'betaName',
      'betaEmail',
      'betaSalonName',
      'betaPhone',
      'plan',
    ]);
    expect(
      betaLeadSchema.parse({
        betaName: 'Jo',
        betaEmail: 'JO@x.com',
        betaSalonName: 'Shear Bliss',
        betaPhone: { country: 'NZ', number: '021 123 4567' },
        plan: 'GROWTH',
      }),
    ).toEqual({
      betaName: 'Jo',
      betaEmail: 'jo@x.com',
      betaSalonName: 'Shear Bliss',
      betaPhone: '+64211234567',
      plan: 'GROWTH',
    });
  });
});

describe('payment', () => {
  it('needs the terms ticked and a name on the card', () => {
    expect(messagesByPath(paymentSchema.safeParse({ nameOnCard: '', termsAccepted: false }))).toEqual({
      nameOnCard: 'Please enter your name in the field above',
      termsAccepted: '* Please tick the box to accept the Terms and Conditions, Terms of Sale and Privacy Policy',
    });
    expect(paymentSchema.safeParse({ nameOnCard: 'Jo Smith', termsAccepted: true }).success).toBe(true);
    expect(canCompleteSubscription({ termsAccepted: false, busy: false })).toBe(false);
    expect(canCompleteSubscription({ termsAccepted: true, busy: true })).toBe(false);
    expect(canCompleteSubscription({ termsAccepted: true, busy: false })).toBe(true);
  });

  it('maps a billing-name error and passes others through', () => {
    expect(paymentErrorMessage({ message: 'Missing required param', param: BILLING_NAME_PARAM })).toBe(
      'Please enter your name in the field above',
    );
    expect(paymentErrorMessage({ message: 'You must provide billing_details[name].' })).toBe(
      'Please enter your name in the field above',
    );
    expect(paymentErrorMessage({ message: 'Your card was declined.' })).toBe('Your card was declined.');
    expect(paymentErrorMessage({ message: '' })).toBe(
      'Your card could not be processed. Please check the details and try again.',
    );
  });
});

describe('signup password', () => {
  it.each(['Abcdefg1', 'Passw0rdPassw0rd', `Aa1${'x'.repeat(47)}`])('accepts %j', (password) => {
    expect(signupPasswordSchema.safeParse({ password, confirmPassword: password }).success).toBe(true);
  });

  it.each(['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', `Aa1${'x'.repeat(48)}`, ''])('refuses %j', (password) => {
    expect(messagesByPath(signupPasswordSchema.safeParse({ password, confirmPassword: password }))).toEqual({
      password: '* Your password does not meet criteria',
    });
  });

  it('wants the confirmation to match', () => {
    expect(
      messagesByPath(signupPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })),
    ).toEqual({
      confirmPassword: '* Your passwords do not match',
    });
  });

  it('accepts any 8-50 character password with a lower case letter, an upper case letter and a digit', () => {
    const tail = fc.string({ unit: fc.constantFrom(...'abcXYZ0189!@ '), minLength: 5, maxLength: 47 });
    fc.assert(
      fc.property(tail, (rest) => {
        const password = `aB3${rest}`;
        expect(signupPasswordSchema.safeParse({ password, confirmPassword: password }).success).toBe(true);
      }),
    );
  });
});

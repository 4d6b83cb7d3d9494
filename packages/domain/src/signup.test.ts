import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MIRRORS, PLANS, planAvailabilitySchema, quoteSubscription, type Plan } from './pricing.ts';
import {
  BILLING_NAME_PARAM,
  INITIAL_SIGNUP_PROGRESS,
  SIGNUP_SECTIONS,
  accountSchema,
  advanceSignup,
  betaLeadSchema,
  buildRegisterPayload,
  canCompleteSubscription,
  canContinueFromSubscription,
  canGoBackTo,
  decreaseMirrors,
  deliverySchema,
  goBack,
  increaseMirrors,
  initialSubscriptionChoice,
  mountsMessages,
  mountsProblem,
  orderMounts,
  parseSignupQuery,
  planShipsMirrors,
  paymentErrorMessage,
  paymentSchema,
  registerPayloadSchema,
  sectionState,
  setBenchMounts,
  setMirrors,
  setWallMounts,
  signupPasswordSchema,
  stepDown,
  stepUp,
  type Account,
  type Delivery,
  type SignupProgress,
  type SignupSection,
} from './signup.ts';
import { buildOrderDataRecord, buildSignupWebhookRecord } from './signup-records.ts';

const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** Walks the flow with "Next" from the start until it leaves the sections. */
function walk(plan: Plan): { visited: SignupSection[]; skipped: readonly SignupSection[]; end: string } {
  let progress = INITIAL_SIGNUP_PROGRESS;
  const visited: SignupSection[] = [progress.current];
  for (;;) {
    const step = advanceSignup(progress, plan, 'OPEN');
    if (step.kind !== 'SECTION') return { visited, skipped: progress.skipped, end: step.kind };
    progress = step.progress;
    visited.push(progress.current);
  }
}

describe('section progression', () => {
  it('lists the sections in order', () => {
    expect(SIGNUP_SECTIONS).toEqual(['subscription', 'account', 'delivery', 'payment', 'order', 'password']);
  });

  it.each([
    ['PLUS', ['subscription', 'account', 'delivery', 'payment', 'order', 'password'], []],
    ['GROWTH', ['subscription', 'account', 'payment', 'order', 'password'], ['delivery']],
    ['SALON', ['subscription', 'account', 'payment', 'order', 'password'], ['delivery']],
    ['FREE', ['subscription', 'account', 'order', 'password'], ['delivery', 'payment']],
  ] as const)('an OPEN %s plan goes through %j, skipping %j, then to onboarding', (plan, visited, skipped) => {
    expect(walk(plan)).toEqual({ visited, skipped, end: 'ONBOARDING' });
  });

  it('shows the lead form for every PREREGISTER plan, from any section', () => {
    for (const plan of PLANS) {
      for (const current of SIGNUP_SECTIONS) {
        expect(advanceSignup({ current, skipped: [] }, plan, 'PREREGISTER')).toEqual({ kind: 'LEAD_FORM' });
      }
    }
  });

  it('shows skipped sections struck through and later ones upcoming; only done ones are clickable', () => {
    const progress: SignupProgress = { current: 'order', skipped: ['delivery', 'payment'] };
    expect(SIGNUP_SECTIONS.map((section) => sectionState(progress, section))).toEqual([
      'DONE',
      'DONE',
      'SKIPPED',
      'SKIPPED',
      'CURRENT',
      'UPCOMING',
    ]);
    expect(SIGNUP_SECTIONS.filter((section) => canGoBackTo(progress, section))).toEqual(['subscription', 'account']);
  });

  it('keeps skipped sections going back to account, clears them going back to section 1', () => {
    const progress: SignupProgress = { current: 'payment', skipped: ['delivery'] };
    expect(goBack(progress, 'account')).toEqual({ current: 'account', skipped: ['delivery'] });
    expect(goBack(progress, 'subscription')).toEqual({ current: 'subscription', skipped: [] });
    expect(goBack(progress, 'delivery')).toBe(progress);
    expect(goBack(progress, 'order')).toBe(progress);
  });

  it('re-routes after the plan changes at section 1', () => {
    const growth = { current: 'payment', skipped: ['delivery'] } satisfies SignupProgress;
    const back = goBack(growth, 'subscription');
    const account = advanceSignup(back, 'PLUS', 'OPEN');
    expect(account.kind === 'SECTION' && advanceSignup(account.progress, 'PLUS', 'OPEN')).toEqual({
      kind: 'SECTION',
      progress: { current: 'delivery', skipped: [] },
    });
  });

  it('keeps its invariants over any sequence of Next and Back, for any plan', () => {
    const move = fc.oneof(fc.constant({ kind: 'next' as const }), fc.record({ kind: fc.constant('back' as const), to: fc.constantFrom(...SIGNUP_SECTIONS) }));
    fc.assert(
      fc.property(fc.constantFrom(...PLANS), fc.array(move, { maxLength: 30 }), (plan, moves) => {
        let progress: SignupProgress = INITIAL_SIGNUP_PROGRESS;
        for (const next of moves) {
          if (next.kind === 'back') {
            progress = goBack(progress, next.to);
          } else {
            const step = advanceSignup(progress, plan, 'OPEN');
            if (step.kind === 'SECTION') progress = step.progress;
          }
          expect(progress.skipped).not.toContain(progress.current);
          expect(progress.skipped.every((section) => section === 'delivery' || section === 'payment')).toBe(true);
          if (progress.current === 'subscription') expect(progress.skipped).toEqual([]);
          if (plan === 'PLUS') expect(progress.skipped).toEqual([]);
        }
      }),
    );
  });

  it('ships mirrors only on a plan whose flow has a delivery section', () => {
    expect(PLANS.filter(planShipsMirrors)).toEqual(['PLUS']);
  });

  it('reads the query parameters leniently', () => {
    expect(parseSignupQuery({ sub: 'annual', plan: 'plus', referral: ' abc ' })).toEqual({
      subscriptionType: 'ANNUAL',
      plan: 'PLUS',
      referral: 'abc',
    });
    expect(parseSignupQuery({ sub: 'weekly', plan: null })).toEqual({ subscriptionType: null, plan: null, referral: null });
  });
});

describe('subscription screen', () => {
  it('decreases a stepper only from 1 or more', () => {
    expect(stepDown(0)).toBe(0);
    expect(stepDown(1)).toBe(0);
    expect(stepDown(5)).toBe(4);
    expect(stepUp(MAX_MIRRORS)).toBe(MAX_MIRRORS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (value) => {
        expect(stepDown(value)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('starts from the spec defaults', () => {
    expect(initialSubscriptionChoice('PLUS', null)).toEqual({
      plan: 'PLUS',
      subscriptionType: null,
      mirrors: 1,
      benchMounts: 1,
      wallMounts: 0,
      colourBrand: '',
      supplierCode: '',
    });
  });

  it('resets the mounts when mirrors reach 0', () => {
    const choice = { ...initialSubscriptionChoice('PLUS', 'ANNUAL'), wallMounts: 1 };
    expect(decreaseMirrors(choice)).toMatchObject({ mirrors: 0, benchMounts: 0, wallMounts: 0 });
    expect(setMirrors(choice, 3)).toMatchObject({ mirrors: 3, benchMounts: 2, wallMounts: 1 });
  });

  it('keeps the mounts chosen: 2 mirrors on 0 bench and 2 wall mounts', () => {
    let choice = increaseMirrors(initialSubscriptionChoice('PLUS', 'MONTHLY'));
    expect(choice).toMatchObject({ mirrors: 2, benchMounts: 2, wallMounts: 0 });
    choice = setWallMounts(setWallMounts(choice, 1), 2);
    choice = setBenchMounts(setBenchMounts(choice, 1), 0);
    expect(choice).toMatchObject({ mirrors: 2, benchMounts: 0, wallMounts: 2 });
    expect(mountsProblem(choice)).toBeNull();
    expect(orderMounts(choice)).toEqual({ benchMounts: 0, wallMounts: 2 });
    expect(orderMounts({ ...choice, plan: 'GROWTH' })).toEqual({ benchMounts: 0, wallMounts: 0 });
  });

  it('asks for at least one mount per mirror, and no kind above the mirrors', () => {
    const plus = { ...initialSubscriptionChoice('PLUS', 'MONTHLY'), mirrors: 3 };
    expect(mountsProblem({ ...plus, benchMounts: 1, wallMounts: 1 })).toBe(mountsMessages.atLeastOnePerMirror);
    expect(mountsProblem({ ...plus, benchMounts: 2, wallMounts: 1 })).toBeNull();
    expect(mountsProblem({ ...plus, benchMounts: 3, wallMounts: 3 })).toBeNull();
    expect(mountsProblem({ ...plus, benchMounts: 4, wallMounts: 0 })).toBe(mountsMessages.noMoreThanMirrors);
    expect(canContinueFromSubscription({ ...plus, benchMounts: 1, wallMounts: 1 })).toBe(false);
    expect(canContinueFromSubscription({ ...plus, benchMounts: 1, wallMounts: 2 })).toBe(true);
    expect(setBenchMounts(plus, 9).benchMounts).toBe(3);
  });

  it('keeps mirrors within 0..MAX and every mirror mounted through any presses of the mirrors stepper', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 60 }), (presses) => {
        let choice = initialSubscriptionChoice('PLUS', 'MONTHLY');
        for (const up of presses) {
          choice = up ? increaseMirrors(choice) : decreaseMirrors(choice);
          expect(choice.mirrors).toBeGreaterThanOrEqual(0);
          expect(choice.mirrors).toBeLessThanOrEqual(MAX_MIRRORS);
          expect(mountsProblem(choice)).toBeNull();
          if (choice.mirrors === 0) expect([choice.benchMounts, choice.wallMounts]).toEqual([0, 0]);
        }
      }),
    );
  });

  it('lets plus continue only with a billing option and a mirror', () => {
    const plus = initialSubscriptionChoice('PLUS', null);
    expect(canContinueFromSubscription(plus)).toBe(false);
    expect(canContinueFromSubscription({ ...plus, subscriptionType: 'ANNUAL' })).toBe(true);
    expect(canContinueFromSubscription({ ...plus, subscriptionType: 'ANNUAL', mirrors: 0 })).toBe(false);
    expect(canContinueFromSubscription(initialSubscriptionChoice('GROWTH', null))).toBe(false);
    expect(canContinueFromSubscription(initialSubscriptionChoice('GROWTH', 'MONTHLY'))).toBe(true);
    expect(canContinueFromSubscription(initialSubscriptionChoice('FREE', null))).toBe(true);
  });
});

const validAccount = {
  firstName: ' Jo ',
  lastName: 'Smith',
  salon: 'Shear Bliss',
  email: ' Jo@ShearBliss.COM.au ',
  phone: { country: 'AU', number: '0412 345 678' },
} as const;

const validDelivery = { addressLine1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000' };

describe('account form', () => {
  it('gives the spec message for every missing field', () => {
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
    expect(messagesByPath(accountSchema.safeParse({ ...validAccount, email: 'jo@' }))).toEqual({ email: '* Email invalid' });
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
  it('gives the spec message for every missing field', () => {
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
    ).toEqual({ betaName: 'Jo', betaEmail: 'jo@x.com', betaSalonName: 'Shear Bliss', betaPhone: '+64211234567', plan: 'GROWTH' });
  });
});

describe('payment', () => {
  it('needs the terms ticked and a name on the card', () => {
    expect(messagesByPath(paymentSchema.safeParse({ nameOnCard: '', termsAccepted: false }))).toEqual({
      nameOnCard: 'Please enter your name in the field above',
      termsAccepted: '* Please tick the box to accept the Terms of Sale and Privacy Policy',
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
    expect(paymentErrorMessage({ message: 'You must provide billing_details[name].' })).toBe('Please enter your name in the field above');
    expect(paymentErrorMessage({ message: 'Your card was declined.' })).toBe('Your card was declined.');
    expect(paymentErrorMessage({ message: '' })).toBe('Your card could not be processed. Please check the details and try again.');
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
    expect(messagesByPath(signupPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }))).toEqual({
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
  const built = buildRegisterPayload({ choice, account, delivery, quote, paymentMethod: 'pm_123', timeZone: 'Australia/Sydney' });

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
    expect(messagesByPath(registerPayloadSchema.safeParse({ ...built, mirrors: 0, benchMounts: 0, wallMounts: 0 }))).toEqual({
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
    expect(buildSignupWebhookRecord(payload, { sysAccountNumber: '998877', subscribedAt, timeZone: 'Australia/Sydney' })).toEqual({
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
    expect(buildSignupWebhookRecord(typed, { sysAccountNumber: '998877', subscribedAt, timeZone: 'UTC' })).toMatchObject({
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

describe('plan availability values', () => {
  it('has the two availabilities', () => {
    expect(planAvailabilitySchema.options).toEqual(['PREREGISTER', 'OPEN']);
  });
});

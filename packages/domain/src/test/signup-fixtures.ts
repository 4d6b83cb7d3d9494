import { quoteSubscription } from '../pricing.ts';
import type { RegisterPayloadInput } from '../signup-payload.ts';

/** The account and delivery screens filled in as a person would, for the tests of the forms and the payload. */
export const validAccount = {
  firstName: ' Jo ',
  lastName: 'Smith',
  salon: 'Shear Bliss',
  email: ' Jo@ShearBliss.COM.au ',
  phone: { country: 'AU', number: '0412 345 678' },
} as const;

export const validDelivery = { addressLine1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000' };

/** Each failed field's message by its path, as a form shows them. */
export const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/**
 * A registration registerPayloadSchema accepts, for the tests and checks that sign salons up: a Plus
 * plan paid monthly, a bench mount per mirror, its prices from quoteSubscription for the mirrors asked.
 */
export function registerPayloadFixture(overrides: Partial<RegisterPayloadInput> = {}): RegisterPayloadInput {
  const mirrors = overrides.mirrors ?? 1;
  const quote = quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors });
  return {
    plan: 'PLUS',
    subscriptionType: 'MONTHLY',
    mirrors,
    benchMounts: mirrors,
    wallMounts: 0,
    supplierCode: '',
    colourBrand: 'Majirel',
    discount: quote.discountCents,
    shipping: quote.shippingCents,
    total: quote.totalCents,
    deliveryOption: 'STANDARD',
    ...validDelivery,
    addressLine2: '',
    country: 'AU',
    notes: '',
    lorealAccountNumber: '',
    email: 'owner@example.com',
    phone: '+61412345678',
    firstName: 'Jane',
    lastName: 'Citizen',
    name: 'Citizen Hair',
    newsOptIn: false,
    locale: 'en_AU',
    timeZone: 'Australia/Sydney',
    paymentMethod: 'pm_card',
    ...overrides,
  };
}

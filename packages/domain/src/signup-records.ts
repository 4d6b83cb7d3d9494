import { formatWebhookDate } from './dates.ts';
import { centsToDollars, type Cents } from './money.ts';
import type { BillingOption } from './pricing.ts';

/**
 * The records the signup sends to partners: the automation
 * webhooks' signup record and the delivery step's order-data record. Apart from signup.ts because
 * only the server builds them, and the date formatting they need has no place in the signup page.
 */

/** The fields the partner records draw on; a parsed RegisterPayload has them all. */
export interface SignupRecordSource {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  notes: string;
  name: string;
  lorealAccountNumber: string;
  colourBrand: string;
  mirrors: number;
  benchMounts: number;
  wallMounts: number;
  discount: Cents;
  total: Cents;
  supplierCode: string;
  subscriptionType: BillingOption;
}

export interface SignupWebhookRecord {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
  address: string;
  suburb: string;
  state: string;
  notes: string;
  postcode: string;
  country: string;
  salonName: string;
  SYSAccountNumber: string;
  /** Dollars, as the partner's deal records hold them. */
  dealAmount: number;
  colourBrand: string;
  mirrorQuantity: number;
  /** The mounts the owner chose (docs/product-rules.md), beside the product's fields. */
  benchMounts: number;
  wallMounts: number;
  /** Dollars. */
  discount: number;
  promo: string;
  subscriptionType: BillingOption;
  subscribedDate: string;
}

/**
 * The automation webhooks' signup record. The SYS account number is the one the salon typed, else
 * the partner lookup's answer; the date is the salon's calendar day, not the server's.
 */
export function buildSignupWebhookRecord(
  source: SignupRecordSource,
  context: { lookedUpLorealAccountNumber?: string | null; subscribedAt: Date; timeZone: string },
): SignupWebhookRecord {
  return {
    firstName: source.firstName,
    lastName: source.lastName,
    mobileNumber: source.phone,
    email: source.email,
    address: [source.addressLine1, source.addressLine2].filter((line) => line !== '').join(', '),
    suburb: source.city,
    state: source.state,
    notes: source.notes,
    postcode: source.postcode,
    country: source.country,
    salonName: source.name,
    SYSAccountNumber: source.lorealAccountNumber || context.lookedUpLorealAccountNumber || '',
    dealAmount: centsToDollars(source.total),
    colourBrand: source.colourBrand,
    mirrorQuantity: source.mirrors,
    benchMounts: source.benchMounts,
    wallMounts: source.wallMounts,
    discount: centsToDollars(source.discount),
    promo: source.supplierCode,
    subscriptionType: source.subscriptionType,
    subscribedDate: formatWebhookDate(context.subscribedAt, context.timeZone),
  };
}

export interface OrderDataRecord {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** An integer as the partner expects, or null when the salon has no supplier account number yet. */
  lorealAccountNumber: number | null;
  email: string;
  addressLine1: string;
  addressLine2: string;
  suburb: string;
  state: string;
  postcode: string;
  salonName: string;
}

export function buildOrderDataRecord(source: SignupRecordSource): OrderDataRecord {
  return {
    firstName: source.firstName,
    lastName: source.lastName,
    phoneNumber: source.phone,
    lorealAccountNumber: /^\d+$/.test(source.lorealAccountNumber) ? Number(source.lorealAccountNumber) : null,
    email: source.email,
    addressLine1: source.addressLine1,
    addressLine2: source.addressLine2,
    suburb: source.city,
    state: source.state,
    postcode: source.postcode,
    salonName: source.name,
  };
}

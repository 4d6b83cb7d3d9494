/** Billing details sent with the card; the provider checks the name (the billing-name rule). */
export interface BillingDetails {
  name: string;
  email?: string;
  phone?: string;
}

export type CardResult = { ok: true; id: string; brand: string; last4: string } | { ok: false; message: string };

/**
 * What a payment form asks of a card field, whichever provider draws it: turn what was typed into
 * the provider's payment-method id. The card itself never reaches anything the app keeps.
 */
export interface CardFieldHandle {
  createPaymentMethod(billing: BillingDetails): Promise<CardResult>;
}

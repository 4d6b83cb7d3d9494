import { DEFAULT_TIME_ZONE, isIanaTimeZone } from '@piiq/domain/time-zones';
import { orderMounts } from '@piiq/domain/signup-flow';
import { accountSchema, deliverySchema, type Account, type Delivery } from '@piiq/domain/signup-forms';
import { buildRegisterPayload } from '@piiq/domain/signup-payload';
import type { Terms } from '../../lib/api/terms-of-service.ts';
import type { VariablesOf } from '../../lib/graphql.ts';
import type { SignupDraft } from './signup-draft.ts';
import type { RegisterAccount, SubmitDeliveryDetails } from './signup-operations.ts';
import { draftQuote, draftSubscriptionType } from './signup-quote.ts';

/** The salon's time zone is guessed from the browser, else the product's default. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The account and delivery screens as checked by the domain; null when either is not complete (a stale draft). */
function checkedScreens(draft: SignupDraft): { account: Account; delivery: Delivery | null } | null {
  const account = accountSchema.safeParse(draft.account);
  if (!account.success) return null;
  if (draft.plan !== 'PLUS') return { account: account.data, delivery: null };
  const delivery = deliverySchema.safeParse(draft.delivery);
  return delivery.success ? { account: account.data, delivery: delivery.data } : null;
}

function orderInput(draft: SignupDraft) {
  const subscriptionType = draftSubscriptionType(draft);
  if (!draft.plan || !subscriptionType) return null;
  return {
    plan: draft.plan,
    subscriptionType,
    mirrors: draft.order.mirrors,
    ...orderMounts({ plan: draft.plan, ...draft.order }),
    colourBrand: draft.order.colourBrand,
    supplierCode: draft.promo?.code ?? '',
  };
}

/** submitDeliveryDetails: the screens so far, for the two order-data calls (docs/configuration.md). */
export function deliveryDetailsInput(draft: SignupDraft): VariablesOf<typeof SubmitDeliveryDetails>['input'] | null {
  const order = orderInput(draft);
  if (!order) return null;
  const { account, delivery } = draft;
  return {
    account: {
      firstName: account.firstName,
      lastName: account.lastName,
      salon: account.salon,
      lorealAccountNumber: account.lorealAccountNumber,
      email: account.email,
      phone: account.phone,
      newsOptIn: account.newsOptIn,
    },
    delivery,
    order,
    timeZone: browserTimeZone(),
  };
}

/**
 * registerAccount's variables, built by the domain from the checked screens and the domain's quote,
 * with the terms and conditions the payment box accepted, if any.
 * Null when the draft is not complete, which the page answers by going back to fill it in.
 */
export function registerAccountVariables(
  draft: SignupDraft,
  paymentMethod: string,
  acceptedTerms: Terms | null,
): VariablesOf<typeof RegisterAccount> | null {
  const screens = checkedScreens(draft);
  const quote = draftQuote(draft);
  const order = orderInput(draft);
  if (!screens || !quote || !order) return null;
  const payload = buildRegisterPayload({
    choice: order,
    account: screens.account,
    delivery: screens.delivery,
    quote,
    paymentMethod,
    timeZone: browserTimeZone(),
  });
  const connectToken = draft.connect?.email === payload.email ? draft.connect.token : null;
  return {
    input: payload,
    idempotencyKey: draft.idempotencyKey,
    referral: draft.referral,
    connectToken,
    acceptedTerms: acceptedTerms
      ? { termsOfServiceLocale: acceptedTerms.locale, termsOfServiceVersion: acceptedTerms.version }
      : null,
  };
}

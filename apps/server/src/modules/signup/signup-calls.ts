import type { BillingOption, Quote } from '@piiq/domain/pricing';
import type { Account, BetaLead, Delivery } from '@piiq/domain/signup-forms';
import { signupContactFields, type RegisterPayload } from '@piiq/domain/signup-payload';
import { buildOrderDataRecord, buildSignupWebhookRecord, type SignupRecordSource } from '@piiq/domain/signup-records';
import { welcomeEmail } from '@piiq/domain/signup-welcome';
import { salonTimeZone } from '@piiq/domain/time-zones';
import type { Config } from '../../config.ts';
import type { OutboxItem } from '../../jobs/outbox.ts';

/** The delivery step's answers, priced: what its order-data records are drawn from. */
export interface DeliveryRecordInput {
  account: Account;
  delivery: Delivery;
  order: {
    subscriptionType: BillingOption;
    mirrors: number;
    benchMounts: number;
    wallMounts: number;
    colourBrand: string;
    supplierCode: string;
  };
  quote: Quote;
  timeZone: string;
}

/** The automation webhooks' text/plain record (docs/configuration.md, Signup integrations): JSON text, as the receivers read it. */
const textPlainWebhook = (event: string, url: string, record: object): OutboxItem<'webhook'> => ({
  kind: 'webhook',
  payload: { event, url, body: JSON.stringify(record), contentType: 'text/plain' },
});

/**
 * The signup's calls to partners and automations (docs/configuration.md) and its welcome email, as outbox
 * rows: each call only when its address is configured, delivered after the commit by the worker.
 */
export function createSignupCalls(deps: { config: Config; now: () => Date }) {
  const { config, now } = deps;
  const integrations = config.integrations;

  return {
    betaLead(lead: BetaLead): OutboxItem[] {
      if (!integrations.leadWebhookUrl) return [];
      const { betaName, betaEmail, betaSalonName, betaPhone, plan } = lead;
      return [
        textPlainWebhook('signup.beta_lead', integrations.leadWebhookUrl, {
          betaName,
          betaEmail,
          betaSalonName,
          betaPhone,
          plan,
        }),
      ];
    },

    /** The delivery step's two order-data calls. */
    deliveryDetails(input: DeliveryRecordInput): OutboxItem[] {
      const { account, delivery, order, quote } = input;
      const source: SignupRecordSource = {
        ...signupContactFields(account, delivery),
        colourBrand: order.colourBrand,
        mirrors: order.mirrors,
        benchMounts: order.benchMounts,
        wallMounts: order.wallMounts,
        discount: quote.discountCents,
        total: quote.totalCents,
        supplierCode: order.supplierCode,
        subscriptionType: order.subscriptionType,
      };
      const calls: OutboxItem[] = [];
      if (integrations.orderDataRecordUrl) {
        const record = buildSignupWebhookRecord(source, {
          subscribedAt: now(),
          timeZone: salonTimeZone(input.delivery, input.timeZone),
        });
        calls.push(textPlainWebhook('signup.delivery.order_record', integrations.orderDataRecordUrl, record));
      }
      if (integrations.orderDataUrl) {
        calls.push({
          kind: 'webhook',
          payload: {
            event: 'signup.delivery.order_data',
            url: integrations.orderDataUrl,
            body: JSON.stringify(buildOrderDataRecord(source)),
            contentType: 'application/json',
          },
        });
      }
      return calls;
    },

    /** A paid signup's calls: the partner's new salon, the automation records (after the SYS lookup when needed), the welcome email. */
    registration(payload: RegisterPayload, quote: Quote, salonId: string): OutboxItem[] {
      const source: SignupRecordSource = {
        ...payload,
        discount: quote.discountCents,
        total: quote.totalCents,
        subscriptionType: quote.subscriptionType,
      };
      const record = buildSignupWebhookRecord(source, {
        subscribedAt: now(),
        timeZone: salonTimeZone(payload, payload.timeZone),
      });
      const calls: OutboxItem[] = [];
      const bearer = integrations.partnerApiToken ? { bearerToken: integrations.partnerApiToken } : {};
      if (integrations.partnerSignupUrl) {
        calls.push({
          kind: 'webhook',
          payload: {
            event: 'signup.new_salon_with_mirror',
            url: integrations.partnerSignupUrl,
            body: JSON.stringify({ salonId, ...record }),
            contentType: 'application/json',
            ...bearer,
          },
        });
      }
      const automation = integrations.signupWebhookUrls.map((url) => ({
        event: 'signup.completed',
        url,
        record: { ...record },
      }));
      if (payload.lorealAccountNumber === '' && integrations.sysAccountLookupUrl) {
        // The automation records carry the SYS account number, so they wait for the lookup's answer.
        calls.push({
          kind: 'sysAccountLookup',
          payload: {
            url: integrations.sysAccountLookupUrl,
            email: payload.email,
            salonId,
            then: automation,
            ...bearer,
          },
        });
      } else {
        calls.push(...automation.map((call) => textPlainWebhook(call.event, call.url, call.record)));
      }
      const email = welcomeEmail({
        salonName: payload.name,
        firstName: payload.firstName,
        email: payload.email,
        plan: payload.plan,
        subscriptionType: payload.subscriptionType,
        mirrors: quote.mirrors,
        signInUrl: `${config.publicUrl}/`,
      });
      calls.push({ kind: 'email', payload: { to: payload.email, ...email } });
      return calls;
    },
  };
}

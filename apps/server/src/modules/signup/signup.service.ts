import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Account, BetaLead, Delivery, RegisterPayload } from '@piiq/domain/signup';
import { buildOrderDataRecord, buildSignupWebhookRecord, type SignupRecordSource } from '@piiq/domain/signup-records';
import {
  paymentErrorMessage,
  planShipsMirrors,
  registerAccountMessages,
  signupContactFields,
  supportChatTitle,
  supportWelcomeMessage,
  welcomeEmailSubject,
} from '@piiq/domain/signup';
import {
  DEFAULT_PLAN_AVAILABILITY,
  PLAN_LABELS,
  PLANS,
  checkPromoCode,
  planSummaryLabel,
  priceTiers,
  quoteSubscription,
  type BillingOption,
  type Plan,
  type PlanAvailability,
  type PriceTier,
  type Promo,
  type Quote,
  type SubscriptionType,
} from '@piiq/domain/pricing';
import type { Config } from '../../config.ts';
import { UserError } from '../../errors.ts';
import type { OutboxItem } from '../../jobs/outbox.ts';
import type { IpRateLimiter } from '../auth/rate-limits.ts';
import type { Charge, PaymentPort, PaymentProviderName } from '../../ports/payments.ts';
import { generateTemporaryPassword, hashPassword } from '../auth/password.ts';
import type { NewSalonRecords, SignupRepository } from './signup.repository.ts';

export interface SignupPlan {
  code: Plan;
  label: string;
  availability: PlanAvailability;
  tiers: PriceTier[];
}

export interface PromoCodeAnswer {
  valid: boolean;
  /** Why the code does not apply; null when it does. */
  message: string | null;
  promo: Promo | null;
}

export interface QuoteRequest {
  plan: Plan;
  subscriptionType: SubscriptionType;
  mirrors: number;
  supplierCode: string;
}

export interface QuoteAnswer extends Quote {
  promoCodeMessage: string | null;
}

export interface DeliveryDetails {
  account: Account;
  delivery: Delivery;
  order: {
    plan: Plan;
    subscriptionType: SubscriptionType;
    mirrors: number;
    benchMounts: number;
    wallMounts: number;
    colourBrand: string;
    supplierCode: string;
  };
  timeZone: string;
}

export interface RegisterAccountResult {
  salonId: string;
  /** The generated password of a new owner; null when the salon joined an existing account. */
  password: string | null;
}

export interface SignupServiceDeps {
  repository: SignupRepository;
  payments: PaymentPort;
  limits: IpRateLimiter;
  config: Config;
  now: () => Date;
  wakeOutbox: () => void;
  /** Problems a person must act on, such as a charge that could not be refunded: logged at error level. */
  alert: (entry: Record<string, unknown>, message: string) => void;
  /** The account a signup's connect statement names for this email, if it still stands (the auth module's). */
  connectedUser: (connectToken: string, email: string) => Promise<string | null>;
}

/** A claim with no answer after this long belongs to a request that died mid-way: a retry may take it over. */
const STALE_CLAIM_MS = 2 * 60_000;

export const invoicePath = (invoiceId: string) => `/billing/invoices/${invoiceId}`;

function mountLines(mounts: { benchMounts: number; wallMounts: number }) {
  return [
    { description: 'Bench mounts (included)', quantity: mounts.benchMounts },
    { description: 'Wall mounts (included)', quantity: mounts.wallMounts },
  ]
    .filter((line) => line.quantity > 0)
    .map((line) => ({ ...line, unitAmountCents: 0, amountCents: 0 }));
}

/** Calendar months in UTC, clamping the day (31 January + 1 month is the last day of February). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target;
}

function invoiceNumber(at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `PIIQ-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * A retry must get the same generated password back, so it is kept with the idempotency key, but
 * encrypted with a key derived from that idempotency key and the server secret: the database alone
 * does not reveal it, and only the caller holding the key can ask for it.
 */
function resultCipher(secret: string, idempotencyKey: string) {
  const key = createHmac('sha256', secret).update(`signup-result:${idempotencyKey}`).digest();
  return {
    seal(result: RegisterAccountResult): { salonId: string; sealed: string | null } {
      if (result.password === null) return { salonId: result.salonId, sealed: null };
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(result.password, 'utf8'), cipher.final()]);
      return { salonId: result.salonId, sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') };
    },
    open(stored: unknown): RegisterAccountResult | null {
      if (typeof stored !== 'object' || stored === null) return null;
      const { salonId, sealed } = stored as Record<string, unknown>;
      if (typeof salonId !== 'string') return null;
      if (sealed === null) return { salonId, password: null };
      if (typeof sealed !== 'string') return null;
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const password = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      return { salonId, password };
    },
  };
}

export function createSignupService(deps: SignupServiceDeps) {
  const { repository, payments, config, now } = deps;
  const integrations = config.integrations;

  async function availabilityOf(plan: Plan): Promise<PlanAvailability> {
    const rows = await repository.planAvailability();
    return rows[plan]?.availability ?? DEFAULT_PLAN_AVAILABILITY[plan];
  }

  async function promoFor(typed: string, plan: Plan): Promise<PromoCodeAnswer & { promoCodeId: string | null }> {
    const stored = await repository.findPromoCode(typed);
    const check = checkPromoCode(typed, stored ? [stored] : [], plan, now());
    if (!check.ok) return { valid: false, message: check.message, promo: null, promoCodeId: null };
    return { valid: true, message: null, promo: check.code.promo, promoCodeId: stored?.id ?? null };
  }

  /** The automation webhooks' text/plain record (spec section 7): JSON text, as the receivers read it. */
  const textPlainWebhook = (event: string, url: string, record: object): OutboxItem<'webhook'> => ({
    kind: 'webhook',
    payload: { event, url, body: JSON.stringify(record), contentType: 'text/plain' },
  });

  function signupRecordSource(payload: {
    account: Account;
    delivery: Delivery | null;
    order: { subscriptionType: BillingOption; mirrors: number; benchMounts: number; wallMounts: number; colourBrand: string; supplierCode: string };
    quote: Quote;
  }): SignupRecordSource {
    const { account, delivery, order, quote } = payload;
    return {
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
  }

  /** The browser's summary, from the same module the charge uses; an unusable code is priced without. */
  async function quote(request: QuoteRequest): Promise<QuoteAnswer> {
    const promo = request.supplierCode.trim() === '' ? null : await promoFor(request.supplierCode, request.plan);
    return {
      ...quoteSubscription({ ...request, promo: promo?.promo ?? null }),
      promoCodeMessage: promo?.message ?? null,
    };
  }

  return {
    async plans(): Promise<SignupPlan[]> {
      const rows = await repository.planAvailability();
      return PLANS.map((code) => ({
        code,
        label: rows[code]?.name ?? PLAN_LABELS[code],
        availability: rows[code]?.availability ?? DEFAULT_PLAN_AVAILABILITY[code],
        tiers: priceTiers(code),
      }));
    },

    async checkPromoCode(code: string, plan: Plan): Promise<PromoCodeAnswer> {
      const { promoCodeId: _id, ...answer } = await promoFor(code, plan);
      return answer;
    },

    quote,

    async createBetaLead(lead: BetaLead, ip: string): Promise<string> {
      await deps.limits.consume('signup', ip);
      const calls = integrations.leadWebhookUrl
        ? [
            textPlainWebhook('signup.beta_lead', integrations.leadWebhookUrl, {
              betaName: lead.betaName,
              betaEmail: lead.betaEmail,
              betaSalonName: lead.betaSalonName,
              betaPhone: lead.betaPhone,
              plan: lead.plan,
            }),
          ]
        : [];
      const id = await repository.insertBetaLead(lead, calls);
      deps.wakeOutbox();
      return id;
    },

    /** The delivery step's two order-data calls (spec section 7); nothing is stored but the calls. */
    async submitDeliveryDetails(details: DeliveryDetails, ip: string): Promise<void> {
      await deps.limits.consume('signup', ip);
      const quoted = await quote({ ...details.order });
      const source = signupRecordSource({
        account: details.account,
        delivery: details.delivery,
        order: { ...details.order, subscriptionType: quoted.subscriptionType },
        quote: quoted,
      });
      const calls: OutboxItem[] = [];
      if (integrations.orderDataRecordUrl) {
        const record = buildSignupWebhookRecord(source, { subscribedAt: now(), timeZone: details.timeZone });
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
      await repository.queue(calls);
      deps.wakeOutbox();
    },

    /** With Stripe the browser makes the payment method with Elements; the port answers that here. */
    async createPaymentMethod(
      card: { number: string; expMonth: number; expYear: number; cvc: string },
      billing: { name: string; email?: string; phone?: string },
      ip: string,
    ): Promise<{ paymentMethodId: string; brand: string; last4: string }> {
      await deps.limits.consume('signup', ip);
      const created = await payments.createPaymentMethod(card, billing);
      if (!created.ok) throw new UserError('BAD_USER_INPUT', paymentErrorMessage(created.error));
      return created.value;
    },

    paymentConfig(): { provider: PaymentProviderName; publishableKey: string | null } {
      return { provider: payments.name, publishableKey: payments.publishableKey };
    },

    async registerAccount(
      payload: RegisterPayload,
      idempotencyKey: string,
      referral: string | null,
      ip: string,
      connectToken: string | null = null,
    ): Promise<RegisterAccountResult> {
      await deps.limits.consume('signup', ip);
      if ((await availabilityOf(payload.plan)) !== 'OPEN') {
        throw new UserError('BAD_USER_INPUT', registerAccountMessages.planNotOpen(payload.plan), {
          fields: [{ field: 'plan', message: registerAccountMessages.planNotOpen(payload.plan) }],
        });
      }
      const promo = payload.supplierCode === '' ? null : await promoFor(payload.supplierCode, payload.plan);
      if (promo && !promo.valid) {
        throw new UserError('BAD_USER_INPUT', promo.message ?? '', { fields: [{ field: 'supplierCode', message: promo.message ?? '' }] });
      }
      // The browser's amounts are only compared: what is charged and stored is the server's quote.
      const quote = quoteSubscription({
        plan: payload.plan,
        subscriptionType: payload.subscriptionType,
        mirrors: payload.mirrors,
        deliveryOption: payload.deliveryOption,
        promo: promo?.promo ?? null,
      });
      if (payload.total !== quote.totalCents || payload.discount !== quote.discountCents || payload.shipping !== quote.shippingCents) {
        const message = registerAccountMessages.priceChanged(quote.totalCents);
        throw new UserError('BAD_USER_INPUT', message, { fields: [{ field: 'total', message }] });
      }

      const cipher = resultCipher(config.sessionSecret, idempotencyKey);
      const claim = await repository.claimSignup(idempotencyKey, new Date(now().getTime() - STALE_CLAIM_MS));
      if (claim.state === 'done') {
        const earlier = cipher.open(claim.result);
        if (earlier) return earlier;
        throw new UserError('CONFLICT', registerAccountMessages.inProgress);
      }
      if (claim.state === 'busy') throw new UserError('CONFLICT', registerAccountMessages.inProgress);

      let charge: Charge | null = null;
      try {
        // An existing account joins only with a connect statement its password bought: checked before any charge.
        const existingUserId = (await repository.emailTaken(payload.email)) ? await existingOwner(payload.email, connectToken) : null;
        charge = quote.totalCents > 0 ? await chargeFor(payload, quote, idempotencyKey) : null;
        const records = newSalonRecords(payload, quote, charge, promo?.promoCodeId ?? null, referral);
        let password: string | null;
        let owner: NewSalonRecords['owner'];
        if (existingUserId === null) {
          password = generateTemporaryPassword();
          owner = { row: { ...records.owner, passwordHash: await hashPassword(password) } };
        } else {
          password = null;
          owner = { existingUserId };
        }
        const ids = await repository.createSalon(
          idempotencyKey,
          { ...records, owner },
          (created) => cipher.seal({ salonId: created.salonId, password }),
          (created) => signupCalls(payload, quote, created.salonId),
        );
        deps.wakeOutbox();
        return { salonId: ids.salonId, password };
      } catch (error) {
        // Nothing was created (the transaction rolled back), so the key is free for the corrected retry,
        // and a card charged for a salon that was not saved gets its money back.
        await repository.releaseSignup(idempotencyKey);
        if (charge) await cancelCharge(charge, idempotencyKey, error);
        // Two registrations for one email at once both pass the check above; the database lets one win.
        if (repository.isEmailTakenError(error)) throw new UserError('CONFLICT', registerAccountMessages.emailTaken);
        throw error;
      }
    },

    storeSysAccountNumber: repository.storeSysAccountNumber,
  };

  async function existingOwner(email: string, connectToken: string | null): Promise<string> {
    if (connectToken === null) throw new UserError('CONFLICT', registerAccountMessages.emailTaken);
    const userId = await deps.connectedUser(connectToken, email);
    if (userId === null) throw new UserError('NOT_AUTHORIZED', registerAccountMessages.connectAgain);
    return userId;
  }

  async function cancelCharge(charge: Charge, idempotencyKey: string, cause: unknown): Promise<void> {
    try {
      await payments.cancelCharge(charge, idempotencyKey);
    } catch (refundError) {
      deps.alert(
        { err: refundError, cause, customerId: charge.customerId, subscriptionId: charge.subscriptionId, idempotencyKey },
        'a signup was charged but not saved, and the charge could not be cancelled: refund it by hand',
      );
    }
  }

  async function chargeFor(payload: RegisterPayload, quote: Quote, idempotencyKey: string): Promise<Charge> {
    const charged = await payments.chargeSubscription({
      customer: { email: payload.email, name: `${payload.firstName} ${payload.lastName}`, phone: payload.phone },
      paymentMethodId: payload.paymentMethod,
      plan: payload.plan,
      subscriptionType: quote.subscriptionType,
      mirrors: quote.mirrors,
      pricePerMirrorCents: quote.pricePerMirrorCents,
      discountCents: quote.discountCents,
      totalCents: quote.totalCents,
      idempotencyKey,
      description: `piiq ${planSummaryLabel(payload.plan, payload.subscriptionType)} for ${payload.name}`,
    });
    if (!charged.ok) {
      const message = paymentErrorMessage(charged.error);
      throw new UserError('BAD_USER_INPUT', message, { fields: [{ field: 'paymentMethod', message }] });
    }
    return charged.value;
  }

  function newSalonRecords(
    payload: RegisterPayload,
    quote: Quote,
    charge: Charge | null,
    promoCodeId: string | null,
    referral: string | null,
  ) {
    const at = now();
    // Growth and salon are priced per mirror but ship nothing: only a plan with a delivery section gets a mirror order.
    const withMirrors = planShipsMirrors(payload.plan) && quote.mirrors > 0;
    // The payload's mounts passed the mounts rule (none for a plan that ships nothing).
    const mounts = { benchMounts: payload.benchMounts, wallMounts: payload.wallMounts };
    const periodEnd = addMonths(at, quote.subscriptionType === 'ANNUAL' ? 12 : 1);
    const lines = [
      {
        description: `piiq ${planSummaryLabel(payload.plan, payload.subscriptionType)}${withMirrors ? ' (per mirror)' : ''}`,
        quantity: Math.max(quote.mirrors, 1),
        unitAmountCents: quote.pricePerMirrorCents,
        amountCents: quote.subtotalCents,
      },
      // The mounts ship with the mirrors at no charge; the invoice lists them so the order can be checked against it.
      ...mountLines(mounts),
      ...(quote.discountCents > 0
        ? [{ description: `Promo code ${payload.supplierCode.toUpperCase()}`, quantity: 1, unitAmountCents: -quote.discountCents, amountCents: -quote.discountCents }]
        : []),
      ...(quote.shippingCents > 0
        ? [{ description: 'Delivery', quantity: 1, unitAmountCents: quote.shippingCents, amountCents: quote.shippingCents }]
        : []),
    ];
    return {
      salon: {
        name: payload.name,
        timeZone: payload.timeZone,
        locale: payload.locale,
        addressLine1: payload.addressLine1 || null,
        addressLine2: payload.addressLine2 || null,
        city: payload.city || null,
        state: payload.state || null,
        postcode: payload.postcode || null,
        country: withMirrors ? payload.country : null,
        ownerFirstName: payload.firstName,
        ownerLastName: payload.lastName,
        phone: payload.phone,
        email: payload.email,
        supplierAccountNumber: payload.lorealAccountNumber || null,
        referral,
        newsOptIn: payload.newsOptIn,
      },
      owner: {
        email: payload.email,
        name: `${payload.firstName} ${payload.lastName}`,
        profileRole: 'Salon' as const,
        passwordChangeRequired: true,
      },
      subscription: {
        plan: payload.plan,
        subscriptionType: quote.subscriptionType,
        mirrors: quote.mirrors,
        ...mounts,
        colourBrand: payload.colourBrand || null,
        supplierCode: payload.supplierCode || null,
        promoCodeId,
        subtotalCents: quote.subtotalCents,
        discountCents: quote.discountCents,
        shippingCents: quote.shippingCents,
        totalCents: quote.totalCents,
        provider: payments.name,
        providerCustomerId: charge?.customerId ?? null,
        providerSubscriptionId: charge?.subscriptionId ?? null,
        status: 'ACTIVE' as const,
        startedAt: at,
      },
      mirrorOrder: withMirrors
        ? {
            mirrors: quote.mirrors,
            ...mounts,
            addressLine1: payload.addressLine1,
            addressLine2: payload.addressLine2 || null,
            city: payload.city,
            state: payload.state,
            postcode: payload.postcode,
            country: payload.country,
            notes: payload.notes || null,
            deliveryOption: payload.deliveryOption,
          }
        : null,
      invoice: {
        number: charge?.invoice?.number ?? invoiceNumber(at),
        periodStart: at,
        periodEnd,
        totalCents: quote.totalCents,
        gstCents: quote.gstCents,
        provider: payments.name,
        providerInvoiceId: charge?.invoice?.providerInvoiceId ?? null,
        hostedInvoiceUrl: charge?.invoice ? charge.invoice.hostedInvoiceUrl : invoicePath,
        lines,
        paidAt: at,
      },
      chat: { title: supportChatTitle(payload.name), welcome: supportWelcomeMessage(payload.firstName) },
      signupEvent: {
        properties: {
          plan: payload.plan,
          subscriptionType: quote.subscriptionType,
          mirrors: quote.mirrors,
          totalCents: quote.totalCents,
          provider: payments.name,
          referral,
        },
      },
    };
  }

  /** The outbox rows of a paid signup (spec section 7), each only when its address is configured. */
  function signupCalls(payload: RegisterPayload, quote: Quote, salonId: string): OutboxItem[] {
    const source: SignupRecordSource = {
      ...payload,
      discount: quote.discountCents,
      total: quote.totalCents,
      subscriptionType: quote.subscriptionType,
    };
    const record = buildSignupWebhookRecord(source, { subscribedAt: now(), timeZone: payload.timeZone });
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
    const automation = integrations.signupWebhookUrls.map((url) => ({ event: 'signup.completed', url, record: { ...record } }));
    if (payload.lorealAccountNumber === '' && integrations.sysAccountLookupUrl) {
      // The automation records carry the SYS account number, so they wait for the lookup's answer.
      calls.push({
        kind: 'sysAccountLookup',
        payload: { url: integrations.sysAccountLookupUrl, email: payload.email, salonId, then: automation, ...bearer },
      });
    } else {
      calls.push(...automation.map((call) => textPlainWebhook(call.event, call.url, call.record)));
    }
    calls.push({
      kind: 'email',
      payload: {
        to: payload.email,
        subject: welcomeEmailSubject(payload.name),
        text: [
          `Hi ${payload.firstName},`,
          '',
          `Welcome to piiq! Your account for ${payload.name} is ready (${planSummaryLabel(payload.plan, payload.subscriptionType)}).`,
          // The sign-in page is the site's front page; an owner who left before choosing a password recovers with a reset code.
          `Sign in at ${config.publicUrl}/ with ${payload.email}. If you left the registration before choosing your password, choose one with "I forgot my password" on the sign-in page.`,
          planShipsMirrors(payload.plan) && quote.mirrors > 0 ? `We are preparing ${quote.mirrors === 1 ? 'your mirror' : `your ${quote.mirrors} mirrors`} for delivery and will let you know when ${quote.mirrors === 1 ? 'it ships' : 'they ship'}.` : '',
          'Your tax invoices are under Settings, Account, once you have signed in.',
          '',
          'The piiq team',
        ]
          .filter((line, index, lines) => !(line === '' && lines[index - 1] === ''))
          .join('\n'),
      },
    });
    return calls;
  }
}

export type SignupService = ReturnType<typeof createSignupService>;

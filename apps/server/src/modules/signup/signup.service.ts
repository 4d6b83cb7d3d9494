import type { UpdateTermsOfService } from '@piiq/domain/auth';
import {
  DEFAULT_PLAN_AVAILABILITY,
  PLAN_LABELS,
  PLANS,
  checkPromoCode,
  planSummaryLabel,
  priceTiers,
  quoteSubscription,
  type Plan,
  type PlanAvailability,
  type PriceTier,
  type Promo,
  type Quote,
} from '@piiq/domain/pricing';
import { preferredBrandOfColourBrand } from '@piiq/domain/salon-settings';
import type { Account, BetaLead, Delivery } from '@piiq/domain/signup-forms';
import {
  registerAccountMessages,
  type QuoteRequest,
  type RegisterPayload,
  type SignupOrder,
} from '@piiq/domain/signup-payload';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { UserError } from '../../errors.ts';
import { enqueueOutbox, type OutboxItem } from '../../jobs/outbox.ts';
import type { Charge } from '../../ports/payments.ts';
import type { AnalyticsRepository } from '../analytics/analytics.repository.ts';
import type { AuthRepository, NewUserRow } from '../auth/auth.repository.ts';
import { generateTemporaryPassword, hashPassword } from '../../ports/password-hasher.ts';
import { addressRateKey, type IpRateLimiter } from '../../ports/rate-limits.ts';
import type { BillingRepository } from '../billing/billing.repository.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { MessagingRepository } from '../messaging/messaging.repository.ts';
import type { SalonsRepository } from '../salons/salons.repository.ts';
import type { TermsService } from '../terms/terms.service.ts';
import { newSalonRecords, type NewSalonRecords } from './new-salon-records.ts';
import { createSignupCalls } from './signup-calls.ts';
import { resultCipher, type RegisterAccountResult } from './signup-result-cipher.ts';
import type { SignupRepository } from './signup.repository.ts';

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

export interface QuoteAnswer extends Quote {
  promoCodeMessage: string | null;
}

export interface DeliveryDetails {
  account: Account;
  delivery: Delivery;
  order: SignupOrder;
  timeZone: string;
}

/**
 * The repositories a signup writes through, each module's own (decision 014); the registration's
 * writes take its transaction as their last argument.
 */
export interface SignupRepositories {
  signup: SignupRepository;
  auth: Pick<AuthRepository, 'findUserByEmail' | 'insertUser' | 'updateUser' | 'isEmailTakenError'>;
  salons: Pick<SalonsRepository, 'insertSalon' | 'grantSalonAdmin' | 'storeLorealAccountNumber' | 'updateSalon'>;
  billing: Pick<
    BillingRepository,
    'planAvailability' | 'findPromoCode' | 'insertSubscription' | 'insertMirrorOrder' | 'insertInvoice'
  >;
  catalog: Pick<CatalogRepository, 'offerActiveBrands' | 'brandNamesOfferedAtSignup'>;
  messaging: MessagingRepository;
  analytics: AnalyticsRepository;
}

export interface SignupServiceDeps {
  db: Database;
  repositories: SignupRepositories;
  billing: Pick<BillingService, 'provider' | 'chargeSubscription' | 'cancelCharge'>;
  /** Whether the terms the payment screen showed are still the newest of their locale (the terms module's). */
  terms: Pick<TermsService, 'isCurrent'>;
  limits: IpRateLimiter;
  config: Config;
  now: () => Date;
  /** The account a signup's connect statement names for this email, if it still stands (the auth module's). */
  connectedUser: (connectToken: string, email: string) => Promise<string | null>;
  /** Tells live screens and every instance's cached salon row that the salon's row changed. */
  announceSalonUpdated: (salonId: string) => void;
}

/** A claim with no answer after this long belongs to a request that died mid-way: a retry may take it over. */
const STALE_CLAIM_MS = 2 * 60_000;

/** A new owner, or the existing account the salon joins (docs/product-rules.md). */
type Owner = { row: NewUserRow } | { existingUserId: string };

/** The terms the owner accepted with the payment screen's box, as the user row records them. */
type TermsAcceptance = UpdateTermsOfService & { termsOfServiceAcceptedAt: Date };

export function createSignupService(deps: SignupServiceDeps) {
  const { db, billing, config, now, repositories } = deps;
  const calls = createSignupCalls({ config, now });

  async function availabilityOf(plan: Plan): Promise<PlanAvailability> {
    const rows = await repositories.billing.planAvailability();
    return rows[plan]?.availability ?? DEFAULT_PLAN_AVAILABILITY[plan];
  }

  async function promoFor(typed: string, plan: Plan): Promise<PromoCodeAnswer & { promoCodeId: string | null }> {
    const stored = await repositories.billing.findPromoCode(typed);
    const check = checkPromoCode(typed, stored ? [stored] : [], plan, now());
    if (!check.ok) return { valid: false, message: check.message, promo: null, promoCodeId: null };
    return { valid: true, message: null, promo: check.code.promo, promoCodeId: stored?.id ?? null };
  }

  /** The browser's summary, from the same module the charge uses; an unusable code is priced without. */
  async function quote(request: QuoteRequest): Promise<QuoteAnswer> {
    const promo = request.supplierCode.trim() === '' ? null : await promoFor(request.supplierCode, request.plan);
    return {
      ...quoteSubscription({ ...request, promo: promo?.promo ?? null }),
      promoCodeMessage: promo?.message ?? null,
    };
  }

  /** Queued and committed before the caller hears back; the worker delivers after. */
  async function queue(items: OutboxItem[]): Promise<void> {
    await enqueueOutbox(db, items);
  }

  /** Everything a paid signup creates, through each module's repository, and the answer a retry gets: one transaction. */
  function createSalon(
    idempotencyKey: string,
    records: NewSalonRecords,
    owner: Owner,
    payload: RegisterPayload,
    priced: Quote,
    password: string | null,
    termsAccepted: TermsAcceptance | null,
  ) {
    const cipher = resultCipher(config.sessionSecret, idempotencyKey);
    return db.transaction(async (tx) => {
      const { salons, auth, catalog, billing: subscriptions, messaging, analytics, signup } = repositories;
      const salonId = await salons.insertSalon(records.salon, tx);
      let userId: string;
      if ('existingUserId' in owner) {
        userId = owner.existingUserId;
        // An owner adding a salon ticked the same box: what they accepted now replaces what they had.
        if (termsAccepted) await auth.updateUser(userId, termsAccepted, tx);
      } else {
        userId = (await auth.insertUser({ ...owner.row, ...termsAccepted }, tx)).id;
      }
      await salons.grantSalonAdmin(userId, salonId, tx);
      const offered = await catalog.offerActiveBrands(salonId, tx);
      const preferred = preferredBrandOfColourBrand(
        payload.colourBrand,
        offered.filter((brand) => brand.visibleToClients),
      );
      if (preferred) await salons.updateSalon(salonId, { preferredRecommendationBrandId: preferred }, tx);
      const subscriptionId = await subscriptions.insertSubscription({ ...records.subscription, salonId }, tx);
      if (records.mirrorOrder)
        await subscriptions.insertMirrorOrder({ ...records.mirrorOrder, salonId, subscriptionId }, tx);
      await subscriptions.insertInvoice({ ...records.invoice, salonId, subscriptionId }, tx);
      await messaging.openSupportChat({ salonId, ...records.chat }, tx);
      await analytics.record({ kind: 'sign_up', userId, path: '/register', properties: records.signupEvent }, tx);
      await enqueueOutbox(tx, calls.registration(payload, priced, salonId));
      await signup.completeSignup(idempotencyKey, salonId, cipher.seal({ salonId, password }), tx);
      return salonId;
    });
  }

  return {
    /** The colour brands signup offers: the provider's brands a new salon shows its clients. */
    colourBrands: (): Promise<string[]> => repositories.catalog.brandNamesOfferedAtSignup(),

    async plans(): Promise<SignupPlan[]> {
      const rows = await repositories.billing.planAvailability();
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
      await deps.limits.consume('signup', addressRateKey(ip));
      const id = await db.transaction(async (tx) => {
        const stored = await repositories.signup.insertBetaLead(lead, tx);
        await enqueueOutbox(tx, calls.betaLead(lead));
        return stored;
      });
      return id;
    },

    /** The delivery step's two order-data calls (docs/configuration.md, Signup integrations); nothing is stored but the calls. */
    async submitDeliveryDetails(details: DeliveryDetails, ip: string): Promise<void> {
      await deps.limits.consume('signup', addressRateKey(ip));
      const quoted = await quote({ ...details.order });
      await queue(
        calls.deliveryDetails({
          account: details.account,
          delivery: details.delivery,
          order: { ...details.order, subscriptionType: quoted.subscriptionType },
          quote: quoted,
          timeZone: details.timeZone,
        }),
      );
    },

    async registerAccount(
      payload: RegisterPayload,
      idempotencyKey: string,
      referral: string | null,
      ip: string,
      connectToken: string | null = null,
      acceptedTerms: UpdateTermsOfService | null = null,
    ): Promise<RegisterAccountResult> {
      await deps.limits.consume('signup', addressRateKey(ip));
      if ((await availabilityOf(payload.plan)) !== 'OPEN') {
        throw new UserError('BAD_USER_INPUT', registerAccountMessages.planNotOpen(payload.plan), {
          fields: [{ field: 'plan', message: registerAccountMessages.planNotOpen(payload.plan) }],
        });
      }
      const promo = payload.supplierCode === '' ? null : await promoFor(payload.supplierCode, payload.plan);
      if (promo && !promo.valid) {
        throw new UserError('BAD_USER_INPUT', promo.message ?? '', {
          fields: [{ field: 'supplierCode', message: promo.message ?? '' }],
        });
      }
      // The browser's amounts are only compared: what is charged and stored is the server's quote.
      const priced = quoteSubscription({
        plan: payload.plan,
        subscriptionType: payload.subscriptionType,
        mirrors: payload.mirrors,
        deliveryOption: payload.deliveryOption,
        promo: promo?.promo ?? null,
      });
      if (
        payload.total !== priced.totalCents ||
        payload.discount !== priced.discountCents ||
        payload.shipping !== priced.shippingCents
      ) {
        const message = registerAccountMessages.priceChanged(priced.totalCents);
        throw new UserError('BAD_USER_INPUT', message, { fields: [{ field: 'total', message }] });
      }

      const claim = await repositories.signup.claimSignup(idempotencyKey, new Date(now().getTime() - STALE_CLAIM_MS));
      if (claim.state === 'done') {
        const earlier = resultCipher(config.sessionSecret, idempotencyKey).open(claim.result);
        if (earlier) return earlier;
        throw new UserError('CONFLICT', registerAccountMessages.inProgress);
      }
      if (claim.state === 'busy') throw new UserError('CONFLICT', registerAccountMessages.inProgress);

      let charge: Charge | null = null;
      try {
        // An existing account joins only with a connect statement its password bought: checked before any charge.
        const existingUserId = (await repositories.auth.findUserByEmail(payload.email))
          ? await existingOwner(payload.email, connectToken)
          : null;
        charge = priced.totalCents > 0 ? await chargeFor(payload, priced, idempotencyKey) : null;
        const records = newSalonRecords({
          payload,
          quote: priced,
          charge,
          promoCodeId: promo?.promoCodeId ?? null,
          referral,
          provider: billing.provider,
          at: now(),
        });
        let password: string | null = null;
        let owner: Owner;
        if (existingUserId === null) {
          password = generateTemporaryPassword();
          owner = { row: { ...records.owner, passwordHash: await hashPassword(password) } };
        } else {
          owner = { existingUserId };
        }
        const termsAccepted = await acceptanceOf(acceptedTerms);
        const salonId = await createSalon(idempotencyKey, records, owner, payload, priced, password, termsAccepted);
        return { salonId, password };
      } catch (error) {
        // Nothing was created (the transaction rolled back), so the key is free for the corrected retry,
        // and a card charged for a salon that was not saved gets its money back.
        await repositories.signup.releaseSignup(idempotencyKey);
        if (charge) await billing.cancelCharge(charge, idempotencyKey, error);
        // Two registrations for one email at once both pass the check above; the database lets one win.
        if (repositories.auth.isEmailTakenError(error))
          throw new UserError('CONFLICT', registerAccountMessages.emailTaken);
        throw error;
      }
    },

    /** The SYS account lookup's answer, and the calls that waited for it. */
    async storeLorealAccountNumber(input: {
      salonId: string;
      lorealAccountNumber: string | null;
      then: OutboxItem[];
    }): Promise<void> {
      await db.transaction(async (tx) => {
        if (input.lorealAccountNumber)
          await repositories.salons.storeLorealAccountNumber(input.salonId, input.lorealAccountNumber, tx);
        await enqueueOutbox(tx, input.then);
      });
      if (input.lorealAccountNumber) deps.announceSalonUpdated(input.salonId);
    },
  };

  /**
   * The terms the payment screen showed beside the ticked box, recorded only while they are the newest
   * of their locale: a version published meanwhile was never shown, so the terms gate asks for it.
   * Checked after the charge, as close to the write as the transaction allows.
   */
  async function acceptanceOf(shown: UpdateTermsOfService | null): Promise<TermsAcceptance | null> {
    if (shown === null) return null;
    const current = await deps.terms.isCurrent({
      locale: shown.termsOfServiceLocale,
      version: shown.termsOfServiceVersion,
    });
    return current ? { ...shown, termsOfServiceAcceptedAt: now() } : null;
  }

  async function existingOwner(email: string, connectToken: string | null): Promise<string> {
    if (connectToken === null) throw new UserError('CONFLICT', registerAccountMessages.emailTaken);
    const userId = await deps.connectedUser(connectToken, email);
    if (userId === null) throw new UserError('NOT_AUTHORIZED', registerAccountMessages.connectAgain);
    return userId;
  }

  function chargeFor(payload: RegisterPayload, priced: Quote, idempotencyKey: string): Promise<Charge> {
    return billing.chargeSubscription({
      customer: { email: payload.email, name: `${payload.firstName} ${payload.lastName}`, phone: payload.phone },
      paymentMethodId: payload.paymentMethod,
      plan: payload.plan,
      subscriptionType: priced.subscriptionType,
      mirrors: priced.mirrors,
      pricePerMirrorCents: priced.pricePerMirrorCents,
      discountCents: priced.discountCents,
      totalCents: priced.totalCents,
      idempotencyKey,
      description: `piiq ${planSummaryLabel(payload.plan, payload.subscriptionType)} for ${payload.name}`,
    });
  }
}

export type SignupService = ReturnType<typeof createSignupService>;

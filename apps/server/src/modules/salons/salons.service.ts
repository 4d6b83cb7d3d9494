import { mergeOnboardingState } from '@piiq/domain/onboarding';
import type { SubscriptionStatus } from '@piiq/domain/mirror-pairing';
import type { FinderSearch } from '@piiq/domain/salon-finder';
import type { SalonAccount as SalonAccountForm } from '@piiq/domain/salon-account';
import {
  preferredBrandWarning,
  SF_PHOTO_INVALID,
  type RetailProfile as RetailProfileForm,
} from '@piiq/domain/salon-settings';
import type { SalonUpdate } from '@piiq/domain/salon-update';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { EVERY_SALON, onEachEvent, type EventsPort } from '../../ports/events.ts';
import { addressRateKey, type IpRateLimiter } from '../../ports/rate-limits.ts';
import type { SalonPhotoType } from '@piiq/domain/salon-photo';
import type { SalonPhotos } from './salon-photo.ts';
import { decodeFinderToken, encodeFinderToken } from './finder-token.ts';
import type { FinderSalonRow, SalonAccessRow, SalonChange, SalonRow, SalonsRepository } from './salons.repository.ts';

/**
 * How long a person's access to a salon, once read, answers the scope checks of later requests.
 * Only access found is kept: access granted counts at once, access withdrawn within this time.
 */
export const SALON_ACCESS_CACHE_MS = 5_000;

/**
 * How long a salon's row, once read, answers later requests' salon(id). Every admin screen starts
 * with that read; a change forgets the row at once on its own instance and, through the events
 * port, on the others. The time bounds what a lost event could leave stale.
 */
export const SALON_ROW_CACHE_MS = 5_000;

/** The account tab: the salon's account details, with the plan of its latest subscription. */
export interface SalonAccount {
  accountName: string;
  addressLine1: string;
  city: string;
  state: string;
  postcode: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string;
  timeZone: string;
  plan: string | null;
  subscriptionType: string | null;
  mirrors: number;
  totalCents: number;
}

export interface RetailProfile {
  hideFromFinder: boolean;
  bankAccountName: string;
  bankBsb: string;
  bankAccountNumber: string;
  sfPhotoUrl: string | null;
  specialities: string[];
  styles: string[];
}

export type FinderSalon = Omit<FinderSalonRow, 'cursor'>;

/*
 * Billing and catalog build on salons: a subscription and a brand's offer are a salon's, and their
 * fields hang on Salon. So salons names here the little it reads of them, and services.ts hands it
 * their reads: importing them would tie the modules in a circle (decision 069).
 */

/** What the account tab and the finder read of a salon's latest subscription. */
export interface LatestSubscriptions {
  latestSubscription(
    salonId: string,
  ): Promise<{ plan: string; subscriptionType: string; mirrors: number; totalCents: number } | undefined>;
  salonsWhoseLatestSubscriptionIs(statuses: readonly SubscriptionStatus[]): Promise<string[]>;
}

/** The catalog's brands a salon shows its clients, changed inside the salon's own update. */
export interface BrandsShownToClients {
  showBrandsToClients(salonId: string, brandIds: readonly string[], tx: Database): Promise<string[]>;
  visibleBrandIds(salonId: string, tx?: Database): Promise<string[]>;
}

/**
 * A salon whose latest subscription is cancelled, or was never paid for, no longer trades with
 * piiq: the finder must not send clients to it. PAST_DUE stays listed, as the salon still trades
 * while its card is retried; a salon with no subscription at all (set up by us, not through the
 * signup) is judged by its onboarding alone.
 */
const SUBSCRIPTIONS_NOT_LIVE: readonly SubscriptionStatus[] = ['CANCELLED', 'INCOMPLETE'];

/** Settings texts cleared in a form are stored as no value, not as an empty text. */
const textOrNull = (value: string): string | null => (value === '' ? null : value);

export function retailProfileOf(salon: SalonRow): RetailProfile {
  return {
    hideFromFinder: salon.hideFromFinder,
    bankAccountName: salon.bankAccountName ?? '',
    bankBsb: salon.bankBsb ?? '',
    bankAccountNumber: salon.bankAccountNumber ?? '',
    sfPhotoUrl: salon.sfPhotoPath,
    specialities: salon.specialities,
    styles: salon.styles,
  };
}

export function createSalonsService(deps: {
  db: Database;
  repository: SalonsRepository;
  events: EventsPort;
  catalog: BrandsShownToClients;
  billing: LatestSubscriptions;
  photos: SalonPhotos;
  limits: IpRateLimiter;
  announceSalonUpdated: (salonId: string) => void;
}) {
  const { db, repository, catalog } = deps;
  // Both are read on every request to a salon: each reads the clock on each look-up, as the session
  // cache does (see there), instead of keeping it for 1 ms under a timer.
  const accessCache = new LRUCache<string, SalonAccessRow>({
    max: 10_000,
    ttl: SALON_ACCESS_CACHE_MS,
    ttlResolution: 0,
  });
  const accessKey = (userId: string, salonId: string) => `${userId}:${salonId}`;
  const rowCache = new LRUCache<string, SalonRow>({ max: 10_000, ttl: SALON_ROW_CACHE_MS, ttlResolution: 0 });
  // A read that began before a change was forgotten may bring the old row back: it is not kept.
  let rowsForgotten = 0;
  const forgetSalonRow = (salonId: string) => {
    rowsForgotten += 1;
    rowCache.delete(salonId);
  };

  async function salonForRead(salonId: string): Promise<SalonRow | undefined> {
    const cached = rowCache.get(salonId);
    if (cached) return cached;
    const forgottenBefore = rowsForgotten;
    const found = await repository.findSalon(salonId);
    if (found && forgottenBefore === rowsForgotten) rowCache.set(salonId, found);
    return found;
  }

  /** Forgets the rows other instances announce changed, until stop() is called. */
  function forgetChangedSalonRows(): { stop(): void } {
    // Without the events the time limit alone bounds how long a changed row can be served.
    return onEachEvent(deps.events, 'salonUpdated', EVERY_SALON, ({ salonId }) => forgetSalonRow(salonId));
  }

  /** The access row this instance holds, if any: a request's scope check then waits on nothing. */
  function heldAccessOf(userId: string, salonId: string): SalonAccessRow | undefined {
    return accessCache.get(accessKey(userId, salonId));
  }

  async function accessOf(userId: string, salonId: string): Promise<SalonAccessRow | undefined> {
    const cached = heldAccessOf(userId, salonId);
    if (cached) return cached;
    return currentAccessOf(userId, salonId);
  }

  /** The access row as the database has it now, whatever this instance held. */
  async function currentAccessOf(userId: string, salonId: string): Promise<SalonAccessRow | undefined> {
    const found = await repository.accessOf(userId, salonId);
    if (found) accessCache.set(accessKey(userId, salonId), found);
    else accessCache.delete(accessKey(userId, salonId));
    return found;
  }

  /** One transaction around the change; the salon's live subscribers hear of it after the commit. */
  async function changeSalon(
    salonId: string,
    change: (current: SalonRow, tx: Database) => Promise<SalonChange>,
  ): Promise<SalonRow> {
    const salon = await db.transaction(async (tx) => {
      const current = await repository.lockSalon(salonId, tx);
      if (!current) throw notFound();
      const values = await change(current, tx);
      return Object.keys(values).length > 0 ? repository.updateSalon(salonId, values, tx) : current;
    });
    forgetSalonRow(salonId);
    deps.announceSalonUpdated(salonId);
    return salon;
  }

  async function accountOf(salon: SalonRow): Promise<SalonAccount> {
    const subscription = await deps.billing.latestSubscription(salon.id);
    return {
      accountName: salon.accountName ?? salon.name,
      addressLine1: salon.addressLine1 ?? '',
      city: salon.city ?? '',
      state: salon.state ?? '',
      postcode: salon.postcode ?? '',
      firstName: salon.ownerFirstName ?? '',
      lastName: salon.ownerLastName ?? '',
      phone: salon.phone,
      email: salon.email ?? '',
      timeZone: salon.timeZone,
      plan: subscription?.plan ?? null,
      subscriptionType: subscription?.subscriptionType ?? null,
      mirrors: subscription?.mirrors ?? 0,
      totalCents: subscription?.totalCents ?? 0,
    };
  }

  return {
    accessOf,
    currentAccessOf,
    heldAccessOf,
    listAccessOfUser: repository.listAccessOfUser,
    findSalon: repository.findSalon,
    salonForRead,
    forgetChangedSalonRows,
    /** A client who joined a mirror session becomes the salon's client, inside the joining transaction. */
    grantSalonClient: (userId: string, salonId: string, tx: Database): Promise<void> =>
      repository.grantSalonClient(userId, salonId, tx),
    /** A member's weekly email on or off; answers whether they have access to the salon to change. */
    setWeeklyReportEmail: (userId: string, salonId: string, on: boolean): Promise<boolean> =>
      repository.setWeeklyReportEmail(userId, salonId, on),
    subscribeToSalonUpdates: (salonId: string) => deps.events.subscribe('salonUpdated', salonId),
    announceSalonUpdated: deps.announceSalonUpdated,

    /**
     * updateSalon: only the given fields change. The preferred brand must stay among the visible
     * brands (the new list when one is given); onboarding progress only ever moves forward.
     */
    updateSalon(salonId: string, update: SalonUpdate): Promise<SalonRow> {
      return changeSalon(salonId, async (current, tx) => {
        const values: SalonChange = {};
        if (update.name !== undefined) values.name = update.name;
        if (update.rebookNotificationMessage !== undefined)
          values.rebookNotificationMessage = textOrNull(update.rebookNotificationMessage);
        if (update.rebookNotificationDelay !== undefined)
          values.rebookNotificationDelay = update.rebookNotificationDelay;
        if (update.scheduleRebookReminderOnRequest !== undefined)
          values.scheduleRebookReminderOnRequest = update.scheduleRebookReminderOnRequest;
        if (update.defaultSocialMediaMessage !== undefined)
          values.defaultSocialMediaMessage = textOrNull(update.defaultSocialMediaMessage);
        if (update.bookingUrl !== undefined) values.bookingUrl = textOrNull(update.bookingUrl);
        if (update.brandsVisibleToClients !== undefined || update.preferredRecommendationBrand !== undefined) {
          const visible =
            update.brandsVisibleToClients !== undefined
              ? await catalog.showBrandsToClients(salonId, update.brandsVisibleToClients, tx)
              : await catalog.visibleBrandIds(salonId, tx);
          const preferred =
            update.preferredRecommendationBrand !== undefined
              ? update.preferredRecommendationBrand
              : current.preferredRecommendationBrandId;
          const warning = preferredBrandWarning(preferred, visible);
          if (warning) throw new UserError('BAD_USER_INPUT', warning);
          if (update.preferredRecommendationBrand !== undefined) values.preferredRecommendationBrandId = preferred;
        }
        // A finished onboarding stays finished: the wizard's redirect must never lock a salon in again.
        if (update.onboardingComplete !== undefined)
          values.onboardingComplete = current.onboardingComplete || update.onboardingComplete;
        if (update.onboardingState !== undefined)
          values.onboardingState = mergeOnboardingState(current.onboardingState, update.onboardingState);
        return values;
      });
    },

    account: accountOf,

    async updateAccount(salonId: string, form: SalonAccountForm): Promise<SalonAccount> {
      const salon = await changeSalon(salonId, async () => ({
        accountName: form.accountName,
        addressLine1: form.addressLine1,
        city: form.city,
        state: form.state,
        postcode: form.postcode,
        ownerFirstName: form.firstName,
        ownerLastName: form.lastName,
        phone: form.phone,
        email: form.email,
        timeZone: form.timeZone,
      }));
      return accountOf(salon);
    },

    retailProfile: retailProfileOf,

    /** The photo is kept (null), removed (''), or replaced by one this salon uploaded. */
    async updateRetailProfile(salonId: string, form: RetailProfileForm): Promise<RetailProfile> {
      let previousPhoto: string | null = null;
      const salon = await changeSalon(salonId, async (current) => {
        previousPhoto = current.sfPhotoPath;
        // Sending back the photo the salon already has keeps it, wherever it came from.
        const unchanged = form.sfPhoto === null || form.sfPhoto === current.sfPhotoPath;
        if (!unchanged && form.sfPhoto && !(await deps.photos.isPhotoOf(salonId, form.sfPhoto))) {
          throw new UserError('BAD_USER_INPUT', SF_PHOTO_INVALID);
        }
        return {
          hideFromFinder: form.hideFromFinder,
          bankAccountName: textOrNull(form.bankAccountName),
          bankBsb: textOrNull(form.bankBsb),
          bankAccountNumber: textOrNull(form.bankAccountNumber),
          specialities: form.specialities,
          styles: form.styles,
          ...(unchanged ? {} : { sfPhotoPath: textOrNull(form.sfPhoto ?? '') }),
        };
      });
      if (salon.sfPhotoPath !== previousPhoto)
        await deps.photos.photoChanged(salonId, previousPhoto, salon.sfPhotoPath);
      return retailProfileOf(salon);
    },

    /**
     * The portal's salon finder, open to anyone, so counted per address. It lists live salons only:
     * onboarding complete (a salon still setting up has no team or products for a client yet), not
     * hidden by its retail profile's HideFromFinder, and trading with piiq (SUBSCRIPTIONS_NOT_LIVE).
     */
    async findSalons(
      search: FinderSearch,
      page: { limit: number; nextToken: string | null },
      ip: string,
    ): Promise<{ items: FinderSalon[]; nextToken: string | null }> {
      await deps.limits.consume('salonFinder', addressRateKey(ip));
      const after = page.nextToken ? decodeFinderToken(page.nextToken) : null;
      const excluded = await deps.billing.salonsWhoseLatestSubscriptionIs(SUBSCRIPTIONS_NOT_LIVE);
      // One beyond the page: it only says another page follows.
      const rows = await repository.findForFinder(search, { excluded, after, limit: page.limit + 1 });
      const items = rows.slice(0, page.limit);
      const last = items.at(-1);
      return {
        items: items.map(({ cursor: _cursor, ...salon }) => salon),
        nextToken: rows.length > page.limit && last ? encodeFinderToken(last.cursor) : null,
      };
    },

    async storePhoto(salonId: string, bytes: Uint8Array, type: SalonPhotoType): Promise<string> {
      const salon = await repository.findSalon(salonId);
      if (!salon) throw notFound();
      await deps.limits.consume('photoUpload', salonId);
      return deps.photos.store(salonId, bytes, type, salon.sfPhotoPath);
    },
  };
}

export type SalonsService = ReturnType<typeof createSalonsService>;

import { msrpForCurrency } from '@piiq/domain/catalogue';
import type { Cents } from '@piiq/domain/money';
import type { PageArgs } from '@piiq/domain/paging';
import { otherFilterChoices } from '@piiq/domain/recommendation-profile';
import type { RecommendationCatalogue } from '@piiq/domain/recommendation-gaps';
import { PRODUCT_TYPES, SUGGESTIONS_SHOWN, suggestionPrefix } from '@piiq/domain/recommendations';
import {
  BRAND_NOT_AVAILABLE,
  COMING_SOON_UNCHANGEABLE,
  PREFERRED_BRAND_WARNING,
  customPriceChanged,
  isComingSoonBrand,
} from '@piiq/domain/salon-settings';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { EVERY_CATALOGUE, onEachEvent, type EventsPort } from '../../ports/events.ts';
import type { CatalogueEditorRepository } from './catalogue-editor.repository.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';
import type {
  BrandOfSalonRow,
  CatalogRepository,
  CatalogueProductSummaryRow,
  ProductTypeName,
  RecommendableProductRow,
  RecommendationCandidateRow,
  SalonProductRow,
} from './catalog.repository.ts';

export interface Brand {
  id: string;
  name: string;
  abbreviation: string;
  active: boolean;
  logoUrl: string | null;
  comingSoon: boolean;
}

/** A catalogue brand as one salon sees it: a brand the salon has no row for is not available to it. */
export interface SalonCatalogBrand extends Brand {
  availableToSalon: boolean;
  enabled: boolean;
  visibleToClients: boolean;
}

/**
 * A salon product as GetSalonProducts answers it: each property named as its GraphQL field, so the
 * fields of a page's items are read by GraphQL's default resolver.
 */
export interface SalonProduct {
  id: string;
  productId: string;
  name: string;
  size: string;
  sku: string;
  productType: SalonProductRow['productType'];
  available: boolean;
  /** The salon's own price; null when it sells at the msrp. */
  customPrice: Cents | null;
  /** The catalogue RRP of the salon's currency. */
  msrp: Cents;
  currency: string;
  eligible: boolean;
  eligibleReason: string | null;
  images: string[];
  createdAt: Date;
  updatedAt: Date;
  brand: Brand;
}

export interface SalonProductQuery {
  search?: string | null | undefined;
  brandId?: string | null | undefined;
  productType?: string | null | undefined;
}

export interface SalonProductChange {
  available?: boolean | undefined;
  /** Null clears the custom price; undefined leaves it alone. */
  customPriceCents?: Cents | null | undefined;
}

function toSalonCatalogBrand(row: BrandOfSalonRow): SalonCatalogBrand {
  // No row for the brand means it is not offered to the salon, so nothing of it is switched on.
  const available = row.availableToSalon ?? false;
  return {
    id: row.id,
    name: row.name,
    abbreviation: row.abbreviation,
    active: row.active,
    logoUrl: row.logoPath,
    comingSoon: isComingSoonBrand(row.name),
    availableToSalon: available,
    enabled: available && (row.enabled ?? false),
    visibleToClients: available && (row.visibleToClients ?? false),
  };
}

function brandOfProduct(row: SalonProductRow): Brand {
  return {
    id: row.brandId,
    name: row.brandName,
    abbreviation: row.brandAbbreviation,
    active: row.brandActive,
    logoUrl: row.brandLogoPath,
    comingSoon: isComingSoonBrand(row.brandName),
  };
}

function toSalonProduct(row: SalonProductRow, brandOf: (row: SalonProductRow) => Brand = brandOfProduct): SalonProduct {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    size: row.size,
    sku: row.sku,
    productType: row.productType,
    available: row.available,
    customPrice: row.customPriceCents,
    msrp: msrpForCurrency(row.currency, row),
    currency: row.currency,
    eligible: row.eligible,
    eligibleReason: row.eligibleReason,
    images: row.images,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    brand: brandOf(row),
  };
}

/** A page's products share a few brands: each is made once per page, not once per product. */
function brandsOfPage(): (row: SalonProductRow) => Brand {
  const made = new Map<string, Brand>();
  return (row) => {
    let brand = made.get(row.brandId);
    if (!brand) made.set(row.brandId, (brand = brandOfProduct(row)));
    return brand;
  };
}

const isProductType = (value: string): value is ProductTypeName => PRODUCT_TYPES.some((type) => type === value);

/** '' and 'ALL' (the filter menus' "all" choice) mean no filter. */
const filterValue = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed !== 'ALL' ? trimmed : undefined;
};

/**
 * How long an instance serves a catalogue product, as appointments and carts show it, without
 * reading it again. The catalogue is ours, edited now and then, and read with every appointment
 * record; held here, a record's products cost no round trip after its recommendations. An edit
 * forgets every product at once on its own instance and, through the events port, on the others;
 * the time bounds what a lost event could leave stale.
 */
export const CATALOGUE_PRODUCT_CACHE_MS = 60_000;

export function createCatalogService(deps: {
  db: Database;
  repository: CatalogRepository;
  salons: Pick<SalonsReads, 'lockSalon'>;
  brandOffers: Pick<CatalogueEditorRepository, 'setBrandAvailability'>;
  events: EventsPort;
  announceSalonUpdated: (salonId: string) => void;
}) {
  const { db, repository } = deps;
  const productCache = new LRUCache<string, CatalogueProductSummaryRow>({
    max: 20_000,
    ttl: CATALOGUE_PRODUCT_CACHE_MS,
    // The clock read on each look-up, as the session cache does (see there), not kept under a timer.
    ttlResolution: 0,
  });
  // A read that began before the catalogue changed may bring old rows back: they are not kept.
  let catalogueForgotten = 0;
  const forgetCatalogueProducts = () => {
    catalogueForgotten += 1;
    productCache.clear();
  };

  async function catalogueProducts(ids: readonly string[]): Promise<CatalogueProductSummaryRow[]> {
    const found: CatalogueProductSummaryRow[] = [];
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const cached = productCache.get(id);
      if (cached) found.push(cached);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const forgottenBefore = catalogueForgotten;
    const read = await repository.catalogueProductsByIds(missing);
    if (forgottenBefore === catalogueForgotten) for (const product of read) productCache.set(product.id, product);
    return [...found, ...read];
  }

  /** Forgets the catalogue when another instance announces it changed, until stop() is called. */
  function forgetChangedCatalogue(): { stop(): void } {
    // Without the events the time limit alone bounds how long a changed product can be served.
    return onEachEvent(deps.events, 'catalogueChanged', EVERY_CATALOGUE, forgetCatalogueProducts);
  }

  /** After a change to the catalogue commits: forgotten here at once, and on every other instance. */
  function announceCatalogueChanged(): void {
    forgetCatalogueProducts();
    deps.events.publish('catalogueChanged', EVERY_CATALOGUE, { changedAt: new Date().toISOString() });
  }

  async function catalogOfSalon(salonId: string, tx?: Database): Promise<SalonCatalogBrand[]> {
    return (await repository.brandsOfSalon(salonId, tx)).map(toSalonCatalogBrand);
  }

  /** The salon's switches for a brand it is offered; any other brand is, for this salon, not there. */
  async function offeredBrand(salonId: string, brandId: string, tx: Database): Promise<SalonCatalogBrand> {
    const row = isUuid(brandId) ? await repository.brandOfSalon(salonId, brandId, tx) : undefined;
    const brand = row ? toSalonCatalogBrand(row) : undefined;
    if (!brand?.availableToSalon) throw notFound();
    if (brand.comingSoon) throw new UserError('BAD_USER_INPUT', COMING_SOON_UNCHANGEABLE);
    return brand;
  }

  async function switchBrand(salonId: string, brandId: string, enable: boolean): Promise<SalonCatalogBrand> {
    const brand = await db.transaction(async (tx) => {
      const salon = await deps.salons.lockSalon(salonId, tx);
      if (!salon) throw notFound();
      const offered = await offeredBrand(salonId, brandId, tx);
      if (enable) {
        await repository.setBrandSwitches(salonId, offered.id, { enabled: true }, tx);
        return { ...offered, enabled: true };
      }
      // A disabled brand is hidden from clients too, so the preferred brand cannot be the one disabled.
      if (salon.preferredRecommendationBrandId === offered.id)
        throw new UserError('BAD_USER_INPUT', PREFERRED_BRAND_WARNING);
      await repository.setBrandSwitches(salonId, offered.id, { enabled: false, visibleToClients: false }, tx);
      return { ...offered, enabled: false, visibleToClients: false };
    });
    deps.announceSalonUpdated(salonId);
    return brand;
  }

  return {
    catalogOfSalon,

    /**
     * Offers a brand to a salon or withdraws it, inside the caller's transaction (the provider's
     * audited change); answers whether the brand was available before.
     */
    setBrandAvailability: (salonId: string, brandId: string, available: boolean, tx: Database): Promise<boolean> =>
      deps.brandOffers.setBrandAvailability(salonId, brandId, available, tx),

    async availableBrandIds(salonId: string): Promise<string[]> {
      return (await catalogOfSalon(salonId)).filter((brand) => brand.availableToSalon).map((brand) => brand.id);
    },

    async visibleBrandIds(salonId: string, tx?: Database): Promise<string[]> {
      return (await catalogOfSalon(salonId, tx)).filter((brand) => brand.visibleToClients).map((brand) => brand.id);
    },

    /** Catalogue products by id, whatever their state: a past appointment keeps showing what it recommended. */
    catalogueProducts,
    forgetChangedCatalogue,
    announceCatalogueChanged,

    /** The Switch product dialog's list, and what a saved recommendation must be one of. */
    recommendableProducts: (salonId: string): Promise<RecommendableProductRow[]> =>
      repository.recommendableProducts(salonId),

    /** The other filters a consultation may ask for: the catalogue's words among what the salon may recommend. */
    recommendableOtherFilters: async (salonId: string): Promise<string[]> =>
      otherFilterChoices(await repository.recommendableOtherFilters(salonId)),

    /** The recommendable products with their Suits* filters and the salon's price: the engine's and the cart's input. */
    recommendationCandidates: (
      salonId: string,
      only?: { ids?: readonly string[]; skus?: readonly string[] },
    ): Promise<RecommendationCandidateRow[]> => repository.recommendationCandidates(salonId, only),

    /** What recommendationGap judges of the salon's catalogue when a consultation has nothing to offer. */
    recommendationCatalogue: (salonId: string): Promise<RecommendationCatalogue> =>
      repository.recommendationCatalogue(salonId),

    async enabledBrands(salonId: string): Promise<Brand[]> {
      return (await catalogOfSalon(salonId)).filter((brand) => brand.enabled);
    },

    enableBrand: (salonId: string, brandId: string) => switchBrand(salonId, brandId, true),
    disableBrand: (salonId: string, brandId: string) => switchBrand(salonId, brandId, false),

    /**
     * BrandsVisibleToClients, saved inside the caller's transaction: every brand must be offered to
     * the salon, a Coming Soon brand keeps whatever visibility it has, and a brand made visible is
     * enabled too. Returns the visible list as saved.
     */
    async showBrandsToClients(salonId: string, visibleIds: readonly string[], tx: Database): Promise<string[]> {
      const offered = (await catalogOfSalon(salonId, tx)).filter((brand) => brand.availableToSalon);
      const offeredIds = new Set(offered.map((brand) => brand.id));
      if (visibleIds.some((id) => !offeredIds.has(id))) throw new UserError('BAD_USER_INPUT', BRAND_NOT_AVAILABLE);
      const toggled = offered.filter(
        (brand) => brand.comingSoon && visibleIds.includes(brand.id) !== brand.visibleToClients,
      );
      if (toggled.length > 0) throw new UserError('BAD_USER_INPUT', COMING_SOON_UNCHANGEABLE);
      await repository.showOnlyBrands(salonId, visibleIds, tx);
      return [...visibleIds];
    },

    /** The salon a salon product belongs to, for the scope check of fields that only get its id. */
    async salonIdOfProduct(salonProductId: string): Promise<string | null> {
      if (!isUuid(salonProductId)) return null;
      return (await repository.salonIdOfProduct(salonProductId)) ?? null;
    },

    /** GetSalonProducts. A brand or type filter that names nothing matches nothing. */
    async productsPage(
      salonId: string,
      query: SalonProductQuery,
      page: PageArgs,
    ): Promise<{ items: SalonProduct[]; totalCount: number }> {
      const brandId = filterValue(query.brandId);
      const typed = filterValue(query.productType);
      const productType = typed === undefined ? undefined : isProductType(typed) ? typed : null;
      if ((brandId && !isUuid(brandId)) || productType === null) return { items: [], totalCount: 0 };
      const found = await repository.pageOfSalonProducts(
        salonId,
        { search: query.search?.trim() || undefined, brandId, productType },
        page,
      );
      const brandOf = brandsOfPage();
      return { items: found.items.map((row) => toSalonProduct(row, brandOf)), totalCount: found.totalCount };
    },

    /**
     * The products page's search suggestions: at most SUGGESTIONS_SHOWN of the products the page
     * would list under the same brand and type filters, whose name starts with the typed text
     * (domain's autosuggest rule); nothing for an empty box.
     */
    async productSuggestions(salonId: string, query: SalonProductQuery): Promise<SalonProduct[]> {
      const prefix = suggestionPrefix(query.search ?? '');
      const brandId = filterValue(query.brandId);
      const typed = filterValue(query.productType);
      const productType = typed === undefined ? undefined : isProductType(typed) ? typed : null;
      if (prefix === null || (brandId && !isUuid(brandId)) || productType === null) return [];
      const rows = await repository.suggestSalonProducts(salonId, { prefix, brandId, productType }, SUGGESTIONS_SHOWN);
      const brandOf = brandsOfPage();
      return rows.map((row) => toSalonProduct(row, brandOf));
    },

    /** UpdateProduct: the available toggle, and the custom price, written only when it differs. */
    updateProduct(salonProductId: string, change: SalonProductChange): Promise<SalonProduct> {
      return db.transaction(async (tx) => {
        const current = isUuid(salonProductId)
          ? await repository.findSalonProduct(salonProductId, tx, true)
          : undefined;
        if (!current) throw notFound();
        const values: SalonProductChange = {};
        if (change.available !== undefined && change.available !== current.available)
          values.available = change.available;
        if (
          change.customPriceCents !== undefined &&
          customPriceChanged(current.customPriceCents, change.customPriceCents)
        ) {
          values.customPriceCents = change.customPriceCents;
        }
        if (Object.keys(values).length === 0) return toSalonProduct(current);
        await repository.updateSalonProduct(current.id, values, tx);
        const updated = await repository.findSalonProduct(current.id, tx);
        if (!updated) throw notFound();
        return toSalonProduct(updated);
      });
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

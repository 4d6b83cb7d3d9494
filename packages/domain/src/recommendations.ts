import { z } from 'zod';
import type { Cents } from './money.ts';

/**
 * The catalogue fields these rules read (the product's ProductName, Brand, ProductType, ForMen,
 * Outofstock, isArchived and RRPAU, under the code's names).
 */
export interface CatalogueProduct {
  sku: string;
  name: string;
  brandId: string;
  productType: string | null;
  forMen: boolean;
  outOfStock: boolean;
  archived: boolean;
  /** Australian RRP in cents (RRPAU, floored to the cent when the catalogue took it in): the price a recommendation shows. */
  rrpAuCents: Cents;
}

/** Recommendations and switches offer only what a client can actually buy from this salon (docs/product-rules.md). */
export function isRecommendable(
  product: Pick<CatalogueProduct, 'outOfStock' | 'archived' | 'brandId'>,
  visibleBrandIds: ReadonlySet<string>,
): boolean {
  return !product.outOfStock && !product.archived && visibleBrandIds.has(product.brandId);
}

export const ALL = 'ALL';
export const PRODUCT_TYPES = ['Shampoo', 'Conditioner', 'Treatment', 'Styling'] as const;

export const switchProductFiltersSchema = z.object({
  search: z.string().default(''),
  brand: z.string().min(1).default(ALL),
  type: z.enum([ALL, ...PRODUCT_TYPES]).default(ALL),
  gender: z.enum([ALL, 'MENS']).default(ALL),
});
export type SwitchProductFilters = z.infer<typeof switchProductFiltersSchema>;

export interface FilterOption {
  value: string;
  label: string;
}

export function brandFilterOptions(visibleBrands: readonly { id: string; name: string }[]): FilterOption[] {
  return [
    { value: ALL, label: 'All brands' },
    ...visibleBrands.map((brand) => ({ value: brand.id, label: brand.name })),
  ];
}

export const TYPE_FILTER_OPTIONS: readonly FilterOption[] = [
  { value: ALL, label: 'All types' },
  ...PRODUCT_TYPES.map((type) => ({ value: type, label: type })),
];

export const GENDER_FILTER_OPTIONS: readonly FilterOption[] = [
  { value: ALL, label: 'All' },
  { value: 'MENS', label: "Men's" },
];

const folded = (text: string) => text.trim().toLowerCase();

/**
 * The switch lists' products (the admin's dialog and the mirror's picker): recommendable products
 * matching every filter and the search, a substring of the name or of the brand's name when the
 * product carries it (a stylist types the brand a client asks for as often as a product's name).
 */
export function filterSwitchProducts<T extends CatalogueProduct & { brandName?: string }>(
  products: readonly T[],
  filters: SwitchProductFilters,
  visibleBrandIds: ReadonlySet<string>,
): T[] {
  const search = folded(filters.search);
  return products.filter(
    (product) =>
      isRecommendable(product, visibleBrandIds) &&
      (folded(product.name).includes(search) || folded(product.brandName ?? '').includes(search)) &&
      (filters.brand === ALL || product.brandId === filters.brand) &&
      (filters.type === ALL || folded(product.productType ?? '') === folded(filters.type)) &&
      (filters.gender === ALL || product.forMen),
  );
}

/**
 * How many products a switch list shows at once (the admin's dialog and the mirror's picker): a salon's
 * recommendable catalogue can run to thousands, and a list of thousands of rows freezes a tablet.
 * The rest are counted, and a search or a filter narrows them.
 */
export const PRODUCT_CHOICES_SHOWN = 50;

/** How many names a product search box suggests as the person types: enough to choose from, few enough to read. */
export const SUGGESTIONS_SHOWN = 8;

/**
 * What a product name must start with to be suggested, ignoring case and the spaces around it; null
 * for an empty box, which suggests nothing rather than the whole catalogue. The server's query and
 * `autosuggest` both read it, so a suggestion is the same wherever it is computed.
 */
export function suggestionPrefix(input: string): string | null {
  const prefix = folded(input);
  return prefix === '' ? null : prefix;
}

/** Prefix match ignoring case; an empty box suggests nothing rather than the whole catalogue. */
export function autosuggest<T extends { name: string }>(
  products: readonly T[],
  input: string,
  limit = SUGGESTIONS_SHOWN,
): T[] {
  const prefix = suggestionPrefix(input);
  if (prefix === null) return [];
  return products.filter((product) => folded(product.name).startsWith(prefix)).slice(0, limit);
}

/** Per the announcement: a session recommends at most 10 products. */
export const MAX_RECOMMENDATIONS_PER_SESSION = 10;

export const recommendationMessages = {
  full: `A session can recommend at most ${MAX_RECOMMENDATIONS_PER_SESSION} products`,
  duplicate: 'That product is already recommended',
  missing: 'That product is not among the recommendations',
  notRecommendable:
    'That product cannot be recommended: it is out of stock, archived, or of a brand your clients cannot see.',
} as const;

/** A session's recommendations as saved: SKUs in the order the client sees them, each once, at most 10. */
export const recommendationSkusSchema = z
  .array(z.string().trim().min(1, recommendationMessages.missing))
  .max(MAX_RECOMMENDATIONS_PER_SESSION, recommendationMessages.full)
  .refine((skus) => new Set(skus).size === skus.length, recommendationMessages.duplicate);

export type RecommendationListResult<T> = { ok: true; list: T[] } | { ok: false; message: string };

export function addRecommendation<T extends { sku: string }>(
  list: readonly T[],
  product: T,
): RecommendationListResult<T> {
  if (list.some((item) => item.sku === product.sku)) return { ok: false, message: recommendationMessages.duplicate };
  if (list.length >= MAX_RECOMMENDATIONS_PER_SESSION) return { ok: false, message: recommendationMessages.full };
  return { ok: true, list: [...list, product] };
}

/** Switching keeps the replaced product's place in the list, which is the order the client saw. */
export function switchRecommendation<T extends { sku: string }>(
  list: readonly T[],
  sku: string,
  replacement: T,
): RecommendationListResult<T> {
  if (!list.some((item) => item.sku === sku)) return { ok: false, message: recommendationMessages.missing };
  if (replacement.sku !== sku && list.some((item) => item.sku === replacement.sku)) {
    return { ok: false, message: recommendationMessages.duplicate };
  }
  return { ok: true, list: list.map((item) => (item.sku === sku ? replacement : item)) };
}

export function removeRecommendation<T extends { sku: string }>(list: readonly T[], sku: string): T[] {
  return list.filter((item) => item.sku !== sku);
}

/**
 * The records panel's footer: the rrp of every purchased SKU, so a SKU bought twice (listed twice)
 * counts twice; a purchased SKU no longer among the recommendations has no known price and adds nothing.
 */
export function purchasedTotalCents(
  recommendations: readonly { sku: string; rrpCents: Cents | null }[],
  purchasedSkus: readonly string[],
): Cents {
  const priceBySku = new Map(recommendations.map((item) => [item.sku, item.rrpCents ?? 0]));
  return purchasedSkus.reduce((sum, sku) => sum + (priceBySku.get(sku) ?? 0), 0);
}

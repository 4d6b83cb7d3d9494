import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueProduct } from './test/catalogue-fixtures.ts';
import {
  GENDER_FILTER_OPTIONS,
  MAX_RECOMMENDATIONS_PER_SESSION,
  TYPE_FILTER_OPTIONS,
  addRecommendation,
  autosuggest,
  suggestionPrefix,
  SUGGESTIONS_SHOWN,
  brandFilterOptions,
  filterSwitchProducts,
  recommendationSkusSchema,
  isRecommendable,
  purchasedTotalCents,
  recommendationMessages,
  removeRecommendation,
  switchProductFiltersSchema,
  switchRecommendation,
  type CatalogueProduct,
} from './recommendations.ts';

const product = catalogueProduct;

const visible = new Set(['redken', 'kerastase']);
const catalogue = [
  product({ sku: '1', name: 'Acidic Bonding Shampoo' }),
  product({ sku: '2', name: 'Acidic Bonding Conditioner', productType: 'Conditioner' }),
  product({ sku: '3', name: 'Brews Daily Shampoo', forMen: true }),
  product({ sku: '4', name: 'Bain Satin', brandId: 'kerastase' }),
  product({ sku: '5', name: 'Out Of Stock Shampoo', outOfStock: true }),
  product({ sku: '6', name: 'Archived Shampoo', archived: true }),
  product({ sku: '7', name: 'Hidden Brand Shampoo', brandId: 'hidden' }),
];
const filters = switchProductFiltersSchema.parse({});
const skus = (products: readonly CatalogueProduct[]) => products.map((p) => p.sku);

describe('eligibility', () => {
  it('allows only in-stock, live products of visible brands', () => {
    expect(skus(catalogue.filter((p) => isRecommendable(p, visible)))).toEqual(['1', '2', '3', '4']);
  });
});

describe('switch product filters', () => {
  it('offers the product’s options', () => {
    expect(brandFilterOptions([{ id: 'redken', name: 'Redken' }]).map((o) => o.label)).toEqual([
      'All brands',
      'Redken',
    ]);
    expect(TYPE_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'All types',
      'Shampoo',
      'Conditioner',
      'Treatment',
      'Styling',
    ]);
    expect(GENDER_FILTER_OPTIONS.map((o) => o.label)).toEqual(['All', "Men's"]);
  });

  it('searches names case-insensitively and applies each filter', () => {
    expect(skus(filterSwitchProducts(catalogue, filters, visible))).toEqual(['1', '2', '3', '4']);
    expect(skus(filterSwitchProducts(catalogue, { ...filters, search: 'SHAMPOO' }, visible))).toEqual(['1', '3']);
    expect(skus(filterSwitchProducts(catalogue, { ...filters, brand: 'kerastase' }, visible))).toEqual(['4']);
    expect(skus(filterSwitchProducts(catalogue, { ...filters, type: 'Conditioner' }, visible))).toEqual(['2']);
    expect(skus(filterSwitchProducts(catalogue, { ...filters, gender: 'MENS' }, visible))).toEqual(['3']);
    expect(skus(filterSwitchProducts(catalogue, { ...filters, brand: 'hidden' }, visible))).toEqual([]);
  });

  it('also finds the search in the brand’s name when the products carry it, ignoring case and spaces around', () => {
    const named = catalogue.map((p) => ({ ...p, brandName: p.brandId === 'kerastase' ? 'Kérastase' : 'Redken' }));
    expect(skus(filterSwitchProducts(named, { ...filters, search: ' KÉRAS ' }, visible))).toEqual(['4']);
    // A name match and a brand match are both kept, each under the other filters.
    expect(skus(filterSwitchProducts(named, { ...filters, search: 'red' }, visible))).toEqual(['1', '2', '3']);
    expect(skus(filterSwitchProducts(named, { ...filters, search: 'satin', brand: 'redken' }, visible))).toEqual([]);
  });

  it('never lists an ineligible product, and every match holds the search text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'aAbos '), maxLength: 4 }),
        fc.constantFrom('ALL', 'redken', 'kerastase', 'hidden'),
        (search, brand) => {
          const found = filterSwitchProducts(catalogue, { ...filters, search, brand }, visible);
          for (const p of found) {
            expect(isRecommendable(p, visible)).toBe(true);
            expect(p.name.toLowerCase()).toContain(search.trim().toLowerCase());
          }
        },
      ),
    );
  });
});

describe('autosuggest', () => {
  it('matches a prefix ignoring case, and nothing for empty input', () => {
    expect(skus(autosuggest(catalogue, 'acidic b'))).toEqual(['1', '2']);
    expect(skus(autosuggest(catalogue, 'bonding'))).toEqual([]);
    expect(autosuggest(catalogue, '  ')).toEqual([]);
    expect(skus(autosuggest(catalogue, 'a', 1))).toEqual(['1']);
  });

  it('offers at most SUGGESTIONS_SHOWN names unless asked for another number', () => {
    const many = Array.from({ length: 20 }, (_, n) => ({ sku: String(n), name: `Acid ${n}` }));
    expect(autosuggest(many, 'acid')).toHaveLength(SUGGESTIONS_SHOWN);
  });
});

describe('suggestionPrefix', () => {
  it('is the typed text in lower case without its surrounding spaces, and null for an empty box', () => {
    expect(suggestionPrefix('  Acidic B ')).toBe('acidic b');
    expect(suggestionPrefix('')).toBeNull();
    expect(suggestionPrefix('   ')).toBeNull();
  });
});

describe('recommendation list', () => {
  it('holds at most 10 products, each once', () => {
    let list: { sku: string }[] = [];
    for (let index = 0; index < MAX_RECOMMENDATIONS_PER_SESSION; index += 1) {
      const result = addRecommendation(list, { sku: String(index) });
      if (result.ok) list = result.list;
    }
    expect(list).toHaveLength(10);
    expect(addRecommendation(list, { sku: 'eleven' })).toEqual({ ok: false, message: recommendationMessages.full });
    expect(addRecommendation([{ sku: 'a' }], { sku: 'a' })).toEqual({
      ok: false,
      message: recommendationMessages.duplicate,
    });
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 2 }), { maxLength: 40 }), (wanted) => {
        let current: { sku: string }[] = [];
        for (const sku of wanted) {
          const result = addRecommendation(current, { sku });
          if (result.ok) current = result.list;
        }
        expect(current.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS_PER_SESSION);
        expect(new Set(current.map((item) => item.sku)).size).toBe(current.length);
      }),
    );
  });

  it('switches in place and removes', () => {
    const list = [{ sku: 'a' }, { sku: 'b' }];
    expect(switchRecommendation(list, 'a', { sku: 'c' })).toEqual({ ok: true, list: [{ sku: 'c' }, { sku: 'b' }] });
    expect(switchRecommendation(list, 'a', { sku: 'b' })).toEqual({
      ok: false,
      message: recommendationMessages.duplicate,
    });
    expect(switchRecommendation(list, 'z', { sku: 'c' })).toEqual({
      ok: false,
      message: recommendationMessages.missing,
    });
    expect(removeRecommendation(list, 'a')).toEqual([{ sku: 'b' }]);
  });
});

describe('a saved list of recommendations', () => {
  it('takes up to 10 distinct SKUs in order', () => {
    expect(recommendationSkusSchema.parse([' a ', 'b'])).toEqual(['a', 'b']);
    expect(recommendationSkusSchema.safeParse(['a', 'a']).error?.issues[0]?.message).toBe(
      recommendationMessages.duplicate,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `sku-${i}`);
    expect(recommendationSkusSchema.safeParse(eleven).error?.issues[0]?.message).toBe(recommendationMessages.full);
  });
});

describe('prices', () => {
  it('totals the purchased items', () => {
    const recommendations = [
      { sku: 'a', rrpCents: 3495 },
      { sku: 'b', rrpCents: 2000 },
      { sku: 'c', rrpCents: null },
    ];
    expect(purchasedTotalCents(recommendations, ['a', 'b', 'a', 'c', 'gone'])).toBe(8990);
    expect(purchasedTotalCents(recommendations, [])).toBe(0);
  });
});

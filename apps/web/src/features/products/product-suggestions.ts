import { autosuggest, suggestionPrefix } from '@piiq/domain/recommendations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '../../components/search-combobox.tsx';
import { request } from '../../lib/graphql.ts';
import type { ProductFilters } from './product-filters.ts';
import { GetProductSuggestions } from './products-operations.ts';

/** Shorter than the search's pause: a suggestion is worth most while the person is still typing. */
const SUGGEST_DELAY_MS = 150;

/**
 * The products search box's suggestions for what is typed, from the server (a catalogue can hold
 * 20,000 products; the page holds one page of them), asked once typing pauses.
 */
export function useProductSuggestions(
  salonId: string,
  typed: string,
  filters: Pick<ProductFilters, 'brandId' | 'productType'>,
): SearchSuggestion[] {
  const prefix = suggestionPrefix(typed) ?? '';
  const [asked, setAsked] = useState(prefix);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(prefix), SUGGEST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [prefix]);
  const variables = {
    salonId,
    search: asked,
    brandId: filters.brandId || null,
    productType: filters.productType || null,
  };
  const found = useQuery({
    queryKey: ['salon-product-suggestions', variables],
    queryFn: async () => (await request(GetProductSuggestions, variables)).salon.productSuggestions,
    enabled: asked !== '',
    placeholderData: keepPreviousData,
  });
  // Until the answer for the latest letters comes, the last one stands, narrowed to what is typed now.
  return autosuggest(found.data ?? [], typed).map((product) => ({
    id: product.id,
    name: product.name,
    detail: [product.brand.name, product.size].filter(Boolean).join(' · '),
  }));
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The product type filter (docs/product-rules.md). */
export const PRODUCT_TYPES = ['Shampoo', 'Conditioner', 'Treatment', 'Styling'] as const;

export interface ProductFilters {
  search: string;
  brandId: string;
  productType: string;
}

const PARAM = { search: 'search', brandId: 'brand', productType: 'type' } as const satisfies Record<
  keyof ProductFilters,
  string
>;

/**
 * The table's search and filters live in the URL beside limit and page, so a reload or a shared
 * link shows the same products. A new filter starts again at page 1, where its first matches are.
 */
export function useProductFilters(): [ProductFilters, (changes: Partial<ProductFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: ProductFilters = {
    search: searchParams.get(PARAM.search) ?? '',
    brandId: searchParams.get(PARAM.brandId) ?? '',
    productType: searchParams.get(PARAM.productType) ?? '',
  };
  const setFilters = useCallback(
    (changes: Partial<ProductFilters>) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as Array<[keyof ProductFilters, string]>) {
            const trimmed = value.trim();
            if (trimmed) params.set(PARAM[key], trimmed);
            else params.delete(PARAM[key]);
          }
          params.delete('page');
          return params;
        },
        // Typing a search must not leave a history entry per letter.
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return [filters, setFilters];
}

import Box from '@mui/material/Box';
import {
  ALL,
  autosuggest,
  brandFilterOptions,
  filterSwitchProducts,
  GENDER_FILTER_OPTIONS,
  PRODUCT_CHOICES_SHOWN,
  PRODUCT_TYPES,
  TYPE_FILTER_OPTIONS,
  type CatalogueProduct,
  type SwitchProductFilters,
} from '@piiq/domain/recommendations';
import { useMemo, useState } from 'react';
import { SearchCombobox, type SearchSuggestion } from './search-combobox.tsx';
import { SelectInput, type SelectOption } from './select-input.tsx';

/** What a switch list reads of a product: the domain's filter fields and a name for its suggestions. */
export type SwitchableProduct = CatalogueProduct & { id: string; brandName: string };

export interface SwitchProductChoices<P> {
  filters: SwitchProductFilters;
  setFilters: (changes: Partial<SwitchProductFilters>) => void;
  /** Every product matching the filters. */
  listed: P[];
  /** The first PRODUCT_CHOICES_SHOWN of them: the rest are counted, and a filter narrows them. */
  shown: P[];
  suggestions: SearchSuggestion[];
  brandOptions: SelectOption[];
}

/** A product type of the filter's, so a list can open on the replaced product's type. */
export function typeFilterOf(productType: string | null | undefined): SwitchProductFilters['type'] {
  return PRODUCT_TYPES.find((type) => type === productType) ?? ALL;
}

/**
 * The search and filters of the admin's Switch product dialog and the mirror's swap picker, over the
 * list the browser holds (the server checks the choice again): one place for what narrows them, so
 * the two lists never disagree on what a salon may recommend.
 */
export function useSwitchProductChoices<P extends SwitchableProduct>(
  products: readonly P[],
  visibleBrands: readonly { id: string; name: string }[],
  initial: Partial<SwitchProductFilters> = {},
): SwitchProductChoices<P> {
  const [filters, setAll] = useState<SwitchProductFilters>({
    search: '',
    brand: ALL,
    type: ALL,
    gender: ALL,
    ...initial,
  });
  const visibleIds = useMemo(() => new Set(visibleBrands.map((brand) => brand.id)), [visibleBrands]);
  const listed = useMemo(() => filterSwitchProducts(products, filters, visibleIds), [products, filters, visibleIds]);
  // Suggested from the same list under the same filters: only what may be chosen.
  const suggestions = useMemo(
    () =>
      autosuggest(filterSwitchProducts(products, { ...filters, search: '' }, visibleIds), filters.search).map(
        (product) => ({ id: product.id, name: product.name, detail: product.brandName }),
      ),
    [products, filters, visibleIds],
  );
  return {
    filters,
    setFilters: (changes) => setAll((current) => ({ ...current, ...changes })),
    listed,
    shown: listed.slice(0, PRODUCT_CHOICES_SHOWN),
    suggestions,
    brandOptions: brandFilterOptions(visibleBrands),
  };
}

export interface SwitchProductFilterFieldsProps {
  choices: Pick<SwitchProductChoices<unknown>, 'filters' | 'setFilters' | 'suggestions' | 'brandOptions'>;
  searchLabel: string;
  autoFocus?: boolean;
}

/** The search box with its suggestions, then Brand, Type and Gender; one row from the small tablet up. */
export function SwitchProductFilterFields({ choices, searchLabel, autoFocus }: SwitchProductFilterFieldsProps) {
  const { filters, setFilters, suggestions, brandOptions } = choices;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
      <SearchCombobox
        label={searchLabel}
        value={filters.search}
        delayMs={0}
        autoFocus={autoFocus}
        onSearch={(search) => setFilters({ search })}
        suggestions={suggestions}
      />
      <SelectInput
        label="Brand"
        value={filters.brand}
        options={brandOptions}
        onChange={(event) => setFilters({ brand: event.target.value })}
      />
      <SelectInput
        label="Type"
        value={filters.type}
        options={TYPE_FILTER_OPTIONS}
        onChange={(event) => setFilters({ type: typeFilterOf(event.target.value) })}
      />
      <SelectInput
        label="Gender"
        value={filters.gender}
        options={GENDER_FILTER_OPTIONS}
        onChange={(event) => setFilters({ gender: event.target.value === 'MENS' ? 'MENS' : ALL })}
      />
    </Box>
  );
}

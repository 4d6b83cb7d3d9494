import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql, request, type ResultOf } from '../graphql.ts';
import { useSaveSalon } from './salon.ts';

/** GetSalonCatalogBrands: every catalogue brand as this salon sees it, and its preferred one. */
export const GetSalonCatalogBrands = graphql(`
  query GetSalonCatalogBrands($salonId: ID!) {
    salon(id: $salonId) {
      id
      preferredRecommendationBrand
      catalog {
        allBrands {
          id
          name
          logoUrl
          availableToSalon
          visibleToClients
        }
      }
    }
  }
`);

export type SalonCatalogBrands = ResultOf<typeof GetSalonCatalogBrands>['salon'];
export type CatalogBrand = SalonCatalogBrands['catalog']['allBrands'][number];

export const catalogBrandKeys = {
  ofSalon: (salonId: string) => ['catalog-brands', salonId] as const,
};

export function catalogBrandsQuery(salonId: string) {
  return queryOptions({
    queryKey: catalogBrandKeys.ofSalon(salonId),
    queryFn: async (): Promise<SalonCatalogBrands> => (await request(GetSalonCatalogBrands, { salonId })).salon,
  });
}

/** Which brands clients see, and the one the mirror recommends first. */
export interface BrandChoice {
  visibleIds: string[];
  preferredId: string | null;
}

/** The brands the provider offers this salon: the only ones it may show or prefer. */
export function availableBrands(data: SalonCatalogBrands): CatalogBrand[] {
  return data.catalog.allBrands.filter((brand) => brand.availableToSalon);
}

export function brandChoiceOf(data: SalonCatalogBrands): BrandChoice {
  return {
    visibleIds: availableBrands(data)
      .filter((brand) => brand.visibleToClients)
      .map((brand) => brand.id),
    preferredId: data.preferredRecommendationBrand ?? null,
  };
}

/**
 * Saves the brand choice with updateSalon. The loaded brands take the choice at once, so a screen
 * opened again starts from what was saved, not from its first load.
 */
export function useSaveBrandChoice(salonId: string) {
  const queryClient = useQueryClient();
  const saveSalon = useSaveSalon(salonId);
  return useCallback(
    async ({ visibleIds, preferredId }: BrandChoice) => {
      await saveSalon({ brandsVisibleToClients: visibleIds, preferredRecommendationBrand: preferredId });
      queryClient.setQueryData<SalonCatalogBrands>(
        catalogBrandKeys.ofSalon(salonId),
        (data) =>
          data && {
            ...data,
            preferredRecommendationBrand: preferredId,
            catalog: {
              ...data.catalog,
              allBrands: data.catalog.allBrands.map((brand) => ({
                ...brand,
                visibleToClients: visibleIds.includes(brand.id),
              })),
            },
          },
      );
    },
    [queryClient, saveSalon, salonId],
  );
}

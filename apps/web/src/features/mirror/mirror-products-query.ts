import { queryOptions } from '@tanstack/react-query';
import { deviceRequest } from '../../lib/device-graphql.ts';
import { MirrorRecommendableProducts } from './recommendation-operations.ts';

/** The products the mirror's salon offers: the swap picker's choices and the colour formula's suggestions. */
export function mirrorProductsQuery(credential: string) {
  return queryOptions({
    queryKey: ['mirror-recommendable-products', credential],
    queryFn: async () =>
      (await deviceRequest(credential, MirrorRecommendableProducts, {})).mirror.recommendableProducts,
    // A consultation reads them a few times in minutes; the salon's catalogue does not change that fast.
    staleTime: 5 * 60 * 1000,
  });
}

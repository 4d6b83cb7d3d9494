import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** What the Analysis step's questions and the swap picker read of the mirror's own salon (device fields). */

export const MirrorOtherFilters = graphql(`
  query MirrorOtherFilters {
    mirror {
      id
      otherFilters
    }
  }
`);

export const MirrorRecommendableProducts = graphql(`
  query MirrorRecommendableProducts {
    mirror {
      id
      recommendableProducts {
        id
        sku
        name
        size
        productType
        brandId
        brandName
        forMen
        price
        image
      }
    }
  }
`);

export type MirrorProduct = ResultOf<typeof MirrorRecommendableProducts>['mirror']['recommendableProducts'][number];

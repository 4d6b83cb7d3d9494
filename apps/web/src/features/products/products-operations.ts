import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** GetSalonProducts: one page of the salon's products, with the brands to filter by. */
export const GetSalonProducts = graphql(`
  query GetSalonProducts(
    $salonId: ID!
    $limit: Int!
    $page: Int!
    $search: String
    $brandId: ID
    $productType: String
  ) {
    salon(id: $salonId) {
      id
      catalog {
        allBrands {
          id
          name
          availableToSalon
        }
      }
      products(limit: $limit, page: $page, search: $search, brandId: $brandId, productType: $productType) {
        totalCount
        page
        limit
        items {
          id
          name
          size
          productType
          available
          customPrice
          msrp
          images
          eligible
          eligibleReason
          brand {
            id
            name
          }
        }
      }
    }
  }
`);

export type SalonProduct = ResultOf<typeof GetSalonProducts>['salon']['products']['items'][number];

/** UpdateProduct: the available toggle or the custom price ('' clears it), one at a time. */
export const UpdateProduct = graphql(`
  mutation UpdateProduct($productId: ID!, $input: UpdateProductInput!) {
    updateProduct(productId: $productId, input: $input) {
      id
      customPrice
      available
    }
  }
`);

/** ProductSuggestions: the search box's suggestions, within the table's brand and type filters. */
export const GetProductSuggestions = graphql(`
  query GetProductSuggestions($salonId: ID!, $search: String!, $brandId: ID, $productType: String) {
    salon(id: $salonId) {
      id
      productSuggestions(search: $search, brandId: $brandId, productType: $productType) {
        id
        name
        size
        brand {
          id
          name
        }
      }
    }
  }
`);

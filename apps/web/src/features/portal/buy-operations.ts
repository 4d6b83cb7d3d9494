import { graphql } from '../../lib/graphql.ts';

/** The portal's purchase after the visit (decision 024), loaded only with the buying form. */
export const BuyRecommendedProducts = graphql(`
  mutation BuyRecommendedProducts($appointmentId: ID!, $input: BuyRecommendedProductsInput!, $idempotencyKey: String!) {
    buyRecommendedProducts(appointmentId: $appointmentId, input: $input, idempotencyKey: $idempotencyKey) {
      order {
        id
        orderNumber
        grandTotal
      }
      cart {
        id
        status
      }
    }
  }
`);

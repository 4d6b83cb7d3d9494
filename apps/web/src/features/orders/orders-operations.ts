import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** GetSalonOrders: one page by limit and nextToken, with the salon's zone. */
export const GetSalonOrders = graphql(`
  query GetSalonOrders($salonId: ID!, $limit: Int!, $nextToken: String) {
    salon(id: $salonId) {
      id
      timeZone
      orders(limit: $limit, nextToken: $nextToken) {
        totalCount
        nextToken
        items {
          id
          orderNumber
          createdAt
          email
          grandTotal
        }
      }
    }
  }
`);

export type OrdersPageData = ResultOf<typeof GetSalonOrders>['salon'];
export type OrderRow = OrdersPageData['orders']['items'][number];

/** GetSalonOrderDetails. */
export const GetSalonOrderDetails = graphql(`
  query GetSalonOrderDetails($salonId: ID!, $orderId: ID!) {
    salon(id: $salonId) {
      id
      timeZone
      order(id: $orderId) {
        id
        orderNumber
        createdAt
        firstName
        lastName
        email
        phone
        addressLine1
        addressLine2
        suburbOrCity
        state
        postcode
        subtotal
        shipping
        grandTotal
        lineItems {
          productName
          quantity
          total
        }
      }
    }
  }
`);

export type OrderDetail = NonNullable<ResultOf<typeof GetSalonOrderDetails>['salon']['order']>;

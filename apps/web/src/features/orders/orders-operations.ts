import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** GetSalonOrders: one page by limit and nextToken, in one status when filtered, with the salon's zone. */
export const GetSalonOrders = graphql(`
  query GetSalonOrders($salonId: ID!, $limit: Int!, $nextToken: String, $status: CartStatus) {
    salon(id: $salonId) {
      id
      timeZone
      orders(limit: $limit, nextToken: $nextToken, status: $status) {
        totalCount
        nextToken
        items {
          id
          orderNumber
          createdAt
          firstName
          lastName
          clientId
          email
          grandTotal
          status
          deliveryType
          suburbOrCity
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
        status
        statusReason
        deliveryType
        cartId
        appointmentId
        clientId
        stylistName
        replacedBy {
          id
          orderNumber
        }
        replaces {
          id
          orderNumber
        }
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

import { graphql, type ResultOf } from '../../lib/graphql.ts';

/**
 * GetSalonOrders: one page by a neighbour's token or by number, in one state when filtered, with the
 * salon's zone; the count when asked.
 */
export const GetSalonOrders = graphql(`
  query GetSalonOrders(
    $salonId: ID!
    $limit: Int!
    $nextToken: String
    $previousToken: String
    $page: Int
    $withCount: Boolean! = true
    $state: OrderState
  ) {
    salon(id: $salonId) {
      id
      timeZone
      orders(limit: $limit, nextToken: $nextToken, previousToken: $previousToken, page: $page, orderState: $state) {
        totalCount @include(if: $withCount)
        nextToken
        previousToken
        items {
          id
          orderNumber
          createdAt
          source
          firstName
          lastName
          clientId
          email
          grandTotal
          orderState
          deliveryType
          suburbOrCity
        }
      }
    }
  }
`);

export type OrdersPageData = ResultOf<typeof GetSalonOrders>['salon'];
export type OrderRow = OrdersPageData['orders']['items'][number];

/** GetSalonOrderDetails: the order in full, with the fields its status buttons read (OrderStatusFields). */
export const GetSalonOrderDetails = graphql(`
  query GetSalonOrderDetails($salonId: ID!, $orderId: ID!) {
    salon(id: $salonId) {
      id
      timeZone
      order(id: $orderId) {
        id
        orderNumber
        createdAt
        source
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
        gstIncluded
        grandTotal
        orderState
        status
        statusReason
        deliveryType
        paidAt
        refundedAt
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
          unitPrice
          total
        }
      }
    }
  }
`);

export type OrderDetail = NonNullable<ResultOf<typeof GetSalonOrderDetails>['salon']['order']>;

import { graphql, type ResultOf } from '../graphql.ts';

/**
 * Completes, cancels or reopens an order, from the appointment record or the order's page alike.
 * `from` is the state the person saw: the server refuses the change once the order has left it, so a
 * second click, a second tab or another admin changes it once. Cancelling a paid order refunds it.
 */
export const UpdateOrderStatus = graphql(`
  mutation UpdateOrderStatus($orderId: ID!, $status: CartStatus!, $from: OrderState) {
    updateOrderStatus(orderId: $orderId, input: { status: $status, from: $from }) {
      id
      orderNumber
      orderState
      status
      deliveryType
      paidAt
      refundedAt
      statusReason
      grandTotal
    }
  }
`);

/** What the buttons read of an order, and what a move answers. */
export type OrderStatusFields = ResultOf<typeof UpdateOrderStatus>['updateOrderStatus'];

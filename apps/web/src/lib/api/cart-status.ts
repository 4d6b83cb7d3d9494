import { graphql, type VariablesOf } from '../graphql.ts';

/**
 * Completes, cancels or reopens an order through its cart, from the appointment record or the order's
 * page alike. `from` is the status the person saw: the server refuses the change once the order has
 * left it, so a second click changes nothing.
 */
export const UpdateCartStatus = graphql(`
  mutation UpdateCartStatus($cartId: ID!, $status: CartStatus!, $from: CartStatus) {
    updateCartStatus(cartId: $cartId, input: { status: $status, from: $from }) {
      id
      status
    }
  }
`);

export type UpdateCartStatusVariables = VariablesOf<typeof UpdateCartStatus>;

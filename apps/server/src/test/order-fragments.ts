/**
 * An order's buyer, address, totals and lines: what the salon's order page reads and what a client's
 * purchase answers, so the tests of both read the same fields.
 */
export const ORDER_SUMMARY = /* GraphQL */ `
  fragment OrderSummary on Order {
    orderNumber
    firstName
    lastName
    email
    addressLine1
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
`;

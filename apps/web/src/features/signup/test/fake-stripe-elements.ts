/**
 * Stripe Elements as the signup tests fake it: jsdom cannot run Stripe's iframe, so the card element
 * only records where it was mounted.
 */
export function fakeStripeElements(mounted: unknown[]) {
  return () => ({
    create: () => ({
      mount: (node: unknown) => mounted.push(node),
      destroy: () => undefined,
      update: () => undefined,
    }),
  });
}

/**
 * Every address pattern of the product, as router.tsx and portal-routes.tsx spell it (and the developer
 * page's one address, DEVELOPERS_PATH), by the area
 * that walks it in every-page-at-390.spec.ts. src/app/router-walk.test.ts fails when a route has
 * no entry here, and the spec fails when an entry has no step: a page added later is walked too.
 */
export const WALKED_PATTERNS = {
  /** Signed out: sign-in, registration and the pages open to anyone. */
  signedOut: [
    '/',
    '/register',
    '/signup',
    '/terms-and-conditions',
    '/terms-of-sale',
    '/privacy-policy',
    '/ibb/:ibbId?',
    '*',
    '/developers',
  ],
  /** The demo owner's salon pages. */
  admin: [
    '/',
    '/:salonId',
    '/:salonId/dashboard',
    '/:salonId/weekly',
    '/:salonId/appointments/:appointmentId?',
    '/:salonId/clients',
    '/:salonId/clients/:clientId',
    '/:salonId/messaging',
    '/:salonId/orders/:orderId?',
    '/:salonId/ibb/:ibbId?',
    '/:salonId/academy/:academyId?',
    '/:salonId/products',
    '/:salonId/piiqPoster',
    '/:salonId/settings',
    '/:salonId/settings/:tab',
    '/:salonId/resources',
    '/:salonId/support',
    '/:salonId/onboarding',
  ],
  /** The provider's console and the support inbox, as the provider's staff see them. */
  console: [
    '/console',
    '/console/leads',
    '/console/deliveries',
    '/console/hair-colour-measure',
    '/console/audit',
    '/console/catalogue',
    '/console/catalogue/products/:productId',
    '/console/catalogue/sheet',
    '/console/salons',
    '/console/salons/:salonId',
    '/console/team',
    '/console/content',
    '/console/content/:section',
    '/support-inbox/:conversationId?',
  ],
  /** The client portal's page. */
  portal: [
    '/portal',
    '/portal/signin',
    '/portal/signup',
    '/portal/forgot',
    '/portal/new-password',
    '/portal/success',
    '/portal/startsession',
    '/portal/appointments',
    '/portal/appointments/:appointmentId',
    '/portal/journey',
    '/portal/salons',
    '/portal/salons/:salonId/record',
    '/portal/*',
  ],
  /** The web mirror: pairing, then each step of a consultation. */
  mirror: ['/mirror'],
} as const;

export type WalkArea = keyof typeof WALKED_PATTERNS;

/** Typed addresses of the signup flow and the pages it links to; each is its own route pattern. */
export const signupUrls = {
  register: '/register',
  signup: '/signup',
  termsAndConditions: '/terms-and-conditions',
  termsOfSale: '/terms-of-sale',
  privacyPolicy: '/privacy-policy',
} as const;

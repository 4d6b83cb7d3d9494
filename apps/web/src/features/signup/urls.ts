/** Typed addresses of the signup flow and the pages it links to. */
export const signupUrls = {
  termsOfSale: '/terms-of-sale',
  privacyPolicy: '/privacy-policy',
  /** Where the flow ends (section 2): the new salon's setup wizard. */
  onboarding: (salonId: string) => `/${salonId}/onboarding`,
} as const;

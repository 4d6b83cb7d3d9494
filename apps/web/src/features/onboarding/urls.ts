/** Typed address of the setup wizard, where signup ends. */
export const onboardingPaths = { wizard: '/:salonId/onboarding' } as const;

export const onboardingUrl = (salonId: string) => `/${salonId}/onboarding`;

/** Typed address of the setup wizard (salon-admin.md section 2), where signup ends. */
export const onboardingPaths = { wizard: '/:salonId/onboarding' } as const;

export const onboardingUrl = (salonId: string) => `/${salonId}/onboarding`;

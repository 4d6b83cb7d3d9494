/** Typed addresses of the salon list and a salon's home. */
export const salonsPaths = { salon: '/:salonId' } as const;

/** The salon list, where signing in and out lands. */
export const salonListUrl = '/';

/** A salon's home; the admin layout sends it on to the dashboard, or to onboarding when unfinished. */
export const salonUrl = (salonId: string) => `/${salonId}`;

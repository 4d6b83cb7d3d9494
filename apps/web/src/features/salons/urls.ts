/** A salon's home; the admin layout sends it on to the dashboard, or to onboarding when unfinished. */
export const salonUrl = (salonId: string) => `/${salonId}`;

export const SIGNUP_URL = '/signup';

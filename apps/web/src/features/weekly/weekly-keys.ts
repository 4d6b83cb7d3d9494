/**
 * The weekly report's cache key, apart from its GraphQL document so the admin shell can refresh the
 * report on a live event without loading it.
 */
export const weeklyKeys = {
  report: (salonId: string) => ['weekly', salonId] as const,
};

import type { ChartView } from '@piiq/domain/dates';

/**
 * The dashboard's cache keys, apart from its GraphQL documents so the admin shell can refresh the
 * figures on a live event without loading them.
 */
export const dashboardKeys = {
  all: (salonId: string) => ['dashboard', salonId] as const,
  figures: (salonId: string) => ['dashboard', salonId, 'view'] as const,
  view: (salonId: string, view: ChartView) => ['dashboard', salonId, 'view', view] as const,
  news: (salonId: string) => ['dashboard', salonId, 'news'] as const,
};

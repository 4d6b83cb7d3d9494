import type { ChartView } from '@piiq/domain/dates';

/** Typed address of the dashboard. */
export const dashboardPaths = { dashboard: '/:salonId/dashboard' } as const;

export const dashboardUrl = (salonId: string) => `/${salonId}/dashboard`;

/** Each stylist's conversion as a spreadsheet, for the view on screen. */
export const stylistsCsvUrl = (salonId: string, view: ChartView) =>
  `/exports/${salonId}/stylists.csv?${new URLSearchParams({ view }).toString()}`;

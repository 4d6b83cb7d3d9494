/** Typed address of the dashboard (salon-admin.md section 2). */
export const dashboardPaths = { dashboard: '/:salonId/dashboard' } as const;

export const dashboardUrl = (salonId: string) => `/${salonId}/dashboard`;

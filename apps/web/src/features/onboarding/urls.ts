/** Typed addresses of the pages the wizard's last step points to (salon-admin.md section 2). */
export const dashboardUrl = (salonId: string) => `/${salonId}/dashboard`;
export const resourcesUrl = (salonId: string) => `/${salonId}/resources`;
export const productsUrl = (salonId: string) => `/${salonId}/products`;
export const ibbUrl = (salonId: string) => `/${salonId}/ibb`;
export const retailSettingsUrl = (salonId: string) => `/${salonId}/settings/retail`;
export const posterUrl = (salonId: string) => `/${salonId}/piiqPoster`;

/** Typed addresses of the resources, the piiq poster and support. */
export const resourcesPaths = {
  resources: '/:salonId/resources',
  poster: '/:salonId/piiqPoster',
  support: '/:salonId/support',
} as const;

export const resourcesUrl = (salonId: string) => `/${salonId}/resources`;
export const posterUrl = (salonId: string) => `/${salonId}/piiqPoster`;
export const supportUrl = (salonId: string) => `/${salonId}/support`;

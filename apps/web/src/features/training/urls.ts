/** Typed addresses of IBB (salon-admin.md sections 2 and 4): open on its own, and inside a salon. */
export const trainingPaths = { ibb: '/ibb/:ibbId?', salonIbb: '/:salonId/ibb/:ibbId?' } as const;

export const ibbUrl = (salonId: string) => `/${salonId}/ibb`;

/** IBB pages are never blocked by the terms (salon-admin.md sections 2 and 4). */
export function isIbbPath(pathname: string): boolean {
  return pathname.includes('/ibb');
}

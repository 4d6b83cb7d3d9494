/** Typed addresses of IBB: open on its own, and inside a salon. */
export const trainingPaths = { ibb: '/ibb/:ibbId?', salonIbb: '/:salonId/ibb/:ibbId?' } as const;

export const ibbUrl = (salonId: string) => `/${salonId}/ibb`;

/** IBB pages are never blocked by the terms. */
export function isIbbPath(pathname: string): boolean {
  return pathname.includes('/ibb');
}

/** The list, or a lesson, under the salon when the page has one and on its own otherwise. */
export function ibbListUrl(salonId: string | undefined, openModule?: number): string {
  const base = salonId ? ibbUrl(salonId) : '/ibb';
  return openModule ? `${base}?module=${openModule}` : base;
}

export function ibbLessonUrl(salonId: string | undefined, lessonId: string): string {
  return `${ibbListUrl(salonId)}/${lessonId}`;
}

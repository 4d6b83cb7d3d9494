export const PHOTO_KINDS = ['selfie', '360'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** Where every client photo is asked for: the checked route, never the file itself. */
export const PHOTO_ROUTE = '/photos/appointments/';

/** Where the browser asks for a client's photo; a like of the photo names the same address. */
export function photoUrl(appointmentId: string, kind: PhotoKind): string {
  return `${PHOTO_ROUTE}${appointmentId}/${kind}`;
}

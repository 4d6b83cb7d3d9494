import { MAX_SALON_PHOTO_BYTES, SALON_PHOTO_TYPES, salonPhotoMessages } from '@piiq/domain/salon-photo';
import { postRaw } from './raw-post.ts';

/** When the server answers without saying why (a proxy's error page, say). */
export const PHOTO_UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.';

/** Every photo upload's own rules, checked here first so a wrong file fails at once, without sending 5 MB. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!SALON_PHOTO_TYPES.some((type) => type === file.type)) return salonPhotoMessages.type;
  if (file.size > MAX_SALON_PHOTO_BYTES) return salonPhotoMessages.size;
  return null;
}

/** Sends a photo as it is to an upload address and answers the server's JSON (postRaw). */
export function uploadPhoto(url: string, file: File): Promise<Record<string, unknown>> {
  return postRaw(url, file, file.type, PHOTO_UPLOAD_FAILED, salonPhotoMessages.size);
}

import { MAX_SALON_PHOTO_BYTES, SALON_PHOTO_TYPES, salonPhotoMessages } from '@piiq/domain/salon-photo';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/graphql.ts';

/** When the server answers without saying why (a proxy's error page, say). */
export const PHOTO_UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.';

/** The upload's own rules, checked here first so a wrong file fails at once, without sending 5 MB. */
export function salonPhotoProblem(file: { type: string; size: number }): string | null {
  if (!SALON_PHOTO_TYPES.some((type) => type === file.type)) return salonPhotoMessages.type;
  if (file.size > MAX_SALON_PHOTO_BYTES) return salonPhotoMessages.size;
  return null;
}

interface UploadErrorBody {
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
}

/**
 * Sends the photo as it is (no form encoding) to the salon's upload address and returns the stored
 * file's path, which the retail save then names as the salon's photo. The CSRF header is the same
 * defence /graphql has: a plain cross-site form cannot send it.
 */
export async function uploadSalonPhoto(salonId: string, file: File): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/uploads/salons/${encodeURIComponent(salonId)}/photo`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type, 'x-piiq-csrf': '1' },
      body: file,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === 'object' && 'path' in body && typeof body.path === 'string') return body.path;
  const first = (body as UploadErrorBody | null)?.errors?.[0];
  if (first?.message) throw new ApiError(first.message, first.extensions?.code ?? 'UNKNOWN');
  if (response.status === 413) throw new ApiError(salonPhotoMessages.size, 'PAYLOAD_TOO_LARGE');
  throw new ApiError(PHOTO_UPLOAD_FAILED, 'UPLOAD_FAILED');
}

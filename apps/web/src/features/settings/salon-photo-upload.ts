import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/graphql.ts';

/** What the upload endpoint accepts; checked here first so a wrong file fails at once, without sending 5 MB. */
export const SALON_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_SALON_PHOTO_BYTES = 5 * 1024 * 1024;

export const salonPhotoMessages = {
  type: 'Please choose a JPEG, PNG or WebP image.',
  size: 'Please choose a photo of 5 MB or less.',
  failed: 'The photo could not be uploaded. Please try again.',
} as const;

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
  throw new ApiError(salonPhotoMessages.failed, 'UPLOAD_FAILED');
}

import { MAX_SALON_PHOTO_BYTES, SALON_PHOTO_TYPES, salonPhotoMessages } from '@piiq/domain/salon-photo';
import { ApiError, NETWORK_ERROR_MESSAGE } from './graphql.ts';

/** When the server answers without saying why (a proxy's error page, say). */
export const PHOTO_UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.';

/** Every photo upload's own rules, checked here first so a wrong file fails at once, without sending 5 MB. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!SALON_PHOTO_TYPES.some((type) => type === file.type)) return salonPhotoMessages.type;
  if (file.size > MAX_SALON_PHOTO_BYTES) return salonPhotoMessages.size;
  return null;
}

interface UploadErrorBody {
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
}

/**
 * Sends a photo as it is (no form encoding) to an upload address and answers the server's JSON. The
 * CSRF header is the same defence /graphql has: a plain cross-site form cannot send it.
 */
export async function uploadPhoto(url: string, file: File): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type, 'x-piiq-csrf': '1' },
      body: file,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === 'object') return body as Record<string, unknown>;
  const first = (body as UploadErrorBody | null)?.errors?.[0];
  if (first?.message) throw new ApiError(first.message, first.extensions?.code ?? 'UNKNOWN');
  if (response.status === 413) throw new ApiError(salonPhotoMessages.size, 'PAYLOAD_TOO_LARGE');
  throw new ApiError(PHOTO_UPLOAD_FAILED, 'UPLOAD_FAILED');
}

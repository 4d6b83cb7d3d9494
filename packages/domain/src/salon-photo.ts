/** The salon finder photo: what the upload accepts, checked in the browser first and again on the server. */
export const SALON_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type SalonPhotoType = (typeof SALON_PHOTO_TYPES)[number];

/** Large enough for a phone photo of the salon, small enough to serve to every client's phone. */
export const MAX_SALON_PHOTO_BYTES = 5 * 1024 * 1024;

export const salonPhotoMessages = {
  type: 'Please choose a JPEG, PNG or WebP image.',
  size: 'Please choose a photo of 5 MB or less.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The type a photo (a salon's, or a client's from the mirror) really has, from its leading bytes: a
 * declared content type is only a claim, and a file served from our origin must be the image it says
 * it is. Null for anything else.
 */
export function sniffPhotoType(bytes: Uint8Array): SalonPhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF, four bytes of length, then WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

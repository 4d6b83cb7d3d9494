import { randomUUID } from 'node:crypto';
import { FILES_URL_PREFIX, type FileStore } from '../../ports/files.ts';

/** Large enough for a phone photo of the salon, small enough to serve to every client's phone. */
export const SALON_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type SalonPhotoType = keyof typeof EXTENSIONS;
export const SALON_PHOTO_TYPES = Object.keys(EXTENSIONS) as SalonPhotoType[];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The type a file really has, from its leading bytes: the content type a browser declares is only
 * a claim, and a file served from our origin must be the image it says it is.
 */
export function sniffSalonPhotoType(bytes: Uint8Array): SalonPhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF, four bytes of length, then WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const folderOf = (salonId: string) => `salons/${salonId.toLowerCase()}`;
const UPLOADED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export function createSalonPhotos(files: FileStore) {
  return {
    /** Stores the photo under a fresh name and answers the path it is served at. */
    async store(salonId: string, bytes: Uint8Array, type: SalonPhotoType): Promise<string> {
      const relativePath = `${folderOf(salonId)}/${randomUUID()}.${EXTENSIONS[type]}`;
      await files.write(relativePath, bytes);
      return `${FILES_URL_PREFIX}/${relativePath}`;
    },

    /** Whether a path is one this salon's upload answered (and the file is still there). */
    async isPhotoOf(salonId: string, servedPath: string): Promise<boolean> {
      const prefix = `${FILES_URL_PREFIX}/${folderOf(salonId)}/`;
      if (!servedPath.startsWith(prefix) || !UPLOADED_NAME.test(servedPath.slice(prefix.length))) return false;
      return files.exists(servedPath.slice(FILES_URL_PREFIX.length + 1));
    },
  };
}

export type SalonPhotos = ReturnType<typeof createSalonPhotos>;

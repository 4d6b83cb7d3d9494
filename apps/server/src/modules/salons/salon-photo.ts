import { randomUUID } from 'node:crypto';
import type { SalonPhotoType } from '@piiq/domain/salon-photo';
import { FILES_URL_PREFIX, type FileStore } from '../../ports/files.ts';

const EXTENSIONS: Record<SalonPhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

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

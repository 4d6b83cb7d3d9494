import { randomUUID } from 'node:crypto';
import type { SalonPhotoType } from '@piiq/domain/salon-photo';
import { FILES_URL_PREFIX, type FileStore, type StoredFile } from '../../ports/files.ts';

const EXTENSIONS: Record<SalonPhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const folderOf = (salonId: string) => `salons/${salonId.toLowerCase()}`;
const UPLOADED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/**
 * Uploads not saved as the salon's photo: the newest few stay for a settings form still open (each
 * form saves only its latest upload), and none stays longer than a day. With the salon's own photo
 * that bounds a salon's folder at four photos of 5 MiB whatever anyone uploads.
 */
export const UNATTACHED_PHOTOS_KEPT = 3;
export const UNATTACHED_PHOTO_LIFETIME_MS = 24 * 3_600_000;

const servedPathOf = (relativePath: string) => `${FILES_URL_PREFIX}/${relativePath}`;

/** The file behind a served path when it names one of this salon's uploads; null for anything else. */
function uploadedFileOf(salonId: string, servedPath: string): string | null {
  const prefix = `${FILES_URL_PREFIX}/${folderOf(salonId)}/`;
  if (!servedPath.startsWith(prefix) || !UPLOADED_NAME.test(servedPath.slice(prefix.length))) return null;
  return servedPath.slice(FILES_URL_PREFIX.length + 1);
}

export function createSalonPhotos(files: FileStore, now: () => Date) {
  /**
   * Removes the uploads the salon no longer needs: all but its photo and the newest few, and none
   * older than a day. `newest` is the upload just written, first whatever the clock's resolution.
   */
  async function removeUnattached(salonId: string, currentPhoto: string | null, newest?: string) {
    const isNewest = (file: StoredFile) => servedPathOf(file.relativePath) === newest;
    const unattached = (await files.list(folderOf(salonId)))
      .filter((file) => servedPathOf(file.relativePath) !== currentPhoto)
      .sort((a, b) => Number(isNewest(b)) - Number(isNewest(a)) || b.writtenAt.getTime() - a.writtenAt.getTime());
    const oldestKept = now().getTime() - UNATTACHED_PHOTO_LIFETIME_MS;
    const surplus = unattached.filter(
      (file, index) => index >= UNATTACHED_PHOTOS_KEPT || file.writtenAt.getTime() < oldestKept,
    );
    await Promise.all(surplus.map((file) => files.remove(file.relativePath)));
  }

  return {
    /**
     * Stores the photo under a fresh name and answers the path it is served at; the salon's other
     * unsaved uploads beyond the newest few go.
     */
    async store(
      salonId: string,
      bytes: Uint8Array,
      type: SalonPhotoType,
      currentPhoto: string | null,
    ): Promise<string> {
      const relativePath = `${folderOf(salonId)}/${randomUUID()}.${EXTENSIONS[type]}`;
      await files.write(relativePath, bytes);
      const servedPath = servedPathOf(relativePath);
      await removeUnattached(salonId, currentPhoto, servedPath);
      return servedPath;
    },

    /** After the salon's photo changed: the upload it replaced goes, as do the others past the newest few. */
    async photoChanged(salonId: string, previousPhoto: string | null, currentPhoto: string | null) {
      const previousFile = previousPhoto === null ? null : uploadedFileOf(salonId, previousPhoto);
      if (previousFile && previousPhoto !== currentPhoto) await files.remove(previousFile);
      await removeUnattached(salonId, currentPhoto);
    },

    /** Whether a path is one this salon's upload answered (and the file is still there). */
    async isPhotoOf(salonId: string, servedPath: string): Promise<boolean> {
      const file = uploadedFileOf(salonId, servedPath);
      return file !== null && files.exists(file);
    },
  };
}

export type SalonPhotos = ReturnType<typeof createSalonPhotos>;

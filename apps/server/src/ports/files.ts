import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The URL prefix under which the files folder is served. */
export const FILES_URL_PREFIX = '/files';

/**
 * Uploaded files, kept in the files folder and served at /files. Paths are relative to the folder,
 * with forward slashes; anything that would step outside it is refused.
 */
export interface FileStore {
  write(relativePath: string, bytes: Uint8Array): Promise<void>;
  exists(relativePath: string): Promise<boolean>;
  /** The files directly in a folder, with when each was written; none when the folder is missing. */
  list(relativeFolder: string): Promise<StoredFile[]>;
  remove(relativePath: string): Promise<void>;
  /** The file's bytes; null when there is no such file. */
  read(relativePath: string): Promise<Buffer | null>;
}

export interface StoredFile {
  relativePath: string;
  writtenAt: Date;
}

export function createFileStore(filesDir: string): FileStore {
  const root = path.resolve(filesDir);
  const resolve = (relativePath: string): string => {
    const full = path.resolve(root, ...relativePath.split('/'));
    if (!full.startsWith(root + path.sep)) throw new Error(`file path outside the files folder: ${relativePath}`);
    return full;
  };
  return {
    async write(relativePath, bytes) {
      const full = resolve(relativePath);
      await mkdir(path.dirname(full), { recursive: true });
      // A new name every time: 'wx' refuses to overwrite, so a clash can never replace someone's file.
      await writeFile(full, bytes, { flag: 'wx' });
    },
    async exists(relativePath) {
      try {
        return (await stat(resolve(relativePath))).isFile();
      } catch {
        return false;
      }
    },
    async list(relativeFolder) {
      const folder = resolve(relativeFolder);
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map(async (entry) => ({
            relativePath: `${relativeFolder}/${entry.name}`,
            writtenAt: (await stat(path.join(folder, entry.name))).mtime,
          })),
      );
    },
    async remove(relativePath) {
      await rm(resolve(relativePath), { force: true });
    },
    async read(relativePath) {
      try {
        return await readFile(resolve(relativePath));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The URL prefix under which the files folder is served. */
export const FILES_URL_PREFIX = '/files';

/**
 * Uploaded files, kept in the files folder (or a bucket) and served at /files. Paths are relative to
 * the store, with forward slashes; anything that would step outside it is refused.
 */
export interface FileStore {
  write(relativePath: string, bytes: Uint8Array): Promise<void>;
  exists(relativePath: string): Promise<boolean>;
  /** The files directly in a folder, with when each was written; none when the folder is missing. */
  list(relativeFolder: string): Promise<StoredFile[]>;
  remove(relativePath: string): Promise<void>;
  /** The file's bytes; null when there is no such file. */
  read(relativePath: string): Promise<Buffer | null>;
  /** The file's bytes as a stream, for a route to pass on; null when there is no such file. */
  open(relativePath: string): Promise<OpenedFile | null>;
  /** A range of the file's bytes as a stream (HTTP's Range), or the file's size when the range lies past its end. */
  openRange(relativePath: string, range: ByteRange): Promise<OpenedFile | UnsatisfiableRange | null>;
  /** The file's size and SHA-256 (hex), to tell whether two stores hold the same file; null when there is none. */
  describe(relativePath: string): Promise<FileDescription | null>;
  /** Every file in the store, at any depth, in no particular order. */
  walk(): AsyncIterable<string>;
}

/** A path that would step outside its store, or is no path at all: nothing there can be read or written. */
export class FilePathOutsideStore extends Error {
  constructor(relativePath: string) {
    super(`file path outside the files folder: ${relativePath}`);
  }
}

export interface StoredFile {
  relativePath: string;
  writtenAt: Date;
}

/** An HTTP range: from `start` to `end` (inclusive, or the end of the file), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface OpenedFile {
  body: Readable;
  /** The whole file's size, whatever part of it the body carries. */
  size: number;
  /** The bytes the body carries, inclusive; null when it is the whole file. */
  range: { start: number; end: number } | null;
}

/** A range that starts past the file's end: HTTP answers 416 with the file's size. */
export interface UnsatisfiableRange {
  unsatisfiable: true;
  size: number;
}

export interface FileDescription {
  size: number;
  sha256: string;
}

/** The public files (served at /files) and the client photos (only ever through an access-checked route). */
export interface FileStores {
  public: FileStore;
  private: FileStore;
  /** Lets go of the stores' connections. */
  close(): void;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  webm: 'video/webm',
  webp: 'image/webp',
};

/** A stored file's type by its name's extension, as the folder's static serving names it. */
export function contentTypeOfName(relativePath: string): string {
  const extension = relativePath.slice(relativePath.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** A range against a file of this size: the bytes to send, or null when none of it lies within the file. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range)
    return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

export async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(body, hash);
  return hash.digest('hex');
}

export function createFileStore(filesDir: string): FileStore {
  const root = path.resolve(filesDir);
  const resolve = (relativePath: string): string => {
    const full = path.resolve(root, ...relativePath.split('/'));
    if (!full.startsWith(root + path.sep)) throw new FilePathOutsideStore(relativePath);
    return full;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  async function sizeOf(full: string): Promise<number | null> {
    try {
      const stats = await stat(full);
      return stats.isFile() ? stats.size : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }
  async function* walkFolder(folder: string, relative: string): AsyncGenerator<string> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) yield* walkFolder(path.join(folder, entry.name), child);
      else if (entry.isFile()) yield child;
    }
  }
  return {
    async write(relativePath, bytes) {
      const full = resolve(relativePath);
      await mkdir(path.dirname(full), { recursive: true });
      // A new name every time: 'wx' refuses to overwrite, so a clash can never replace someone's file.
      await writeFile(full, bytes, { flag: 'wx' });
    },
    async exists(relativePath) {
      return (await sizeOf(resolve(relativePath))) !== null;
    },
    async list(relativeFolder) {
      const folder = resolve(relativeFolder);
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
        if (missing(error)) return [];
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
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(relativePath) {
      const full = resolve(relativePath);
      const size = await sizeOf(full);
      return size === null ? null : { body: createReadStream(full), size, range: null };
    },
    async openRange(relativePath, range) {
      const full = resolve(relativePath);
      const size = await sizeOf(full);
      if (size === null) return null;
      const within = resolveRange(range, size);
      if (!within) return { unsatisfiable: true, size };
      return { body: createReadStream(full, within), size, range: within };
    },
    async describe(relativePath) {
      const full = resolve(relativePath);
      const size = await sizeOf(full);
      return size === null ? null : { size, sha256: await sha256Of(createReadStream(full)) };
    },
    walk: () => walkFolder(root, ''),
  };
}

/** The data folder's two stores: `files/` and `private/`. */
export function createFolderFileStores(folders: { filesDir: string; privateFilesDir: string }): FileStores {
  return {
    public: createFileStore(folders.filesDir),
    private: createFileStore(folders.privateFilesDir),
    close: () => undefined,
  };
}

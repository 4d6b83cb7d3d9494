import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import {
  contentTypeOfName,
  FILES_URL_PREFIX,
  FilePathOutsideStore,
  type ByteRange,
  type FileStore,
} from '../ports/files.ts';

/** Uploaded files are data, never pages: no scripts, even inside an SVG. */
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PUBLIC_CACHE = 'public, max-age=86400';

/**
 * One range of `Range: bytes=…`; null for a header to ignore (absent, several ranges, or malformed),
 * which HTTP answers with the whole file.
 */
export function byteRangeOf(header: string | undefined): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, start = '', end = ''] = match;
  if (start === '') return end === '' ? null : { suffix: Number(end) };
  if (end === '') return { start: Number(start) };
  return Number(end) >= Number(start) ? { start: Number(start), end: Number(end) } : null;
}

/**
 * GET /files/*: the public files (salon photos, the demo's images). From the data folder they are
 * served as static files; from a bucket, streamed through the server with the same headers and
 * ranges, since no object is public.
 */
export async function registerPublicFiles(
  app: FastifyInstance,
  options: { config: Config; files: FileStore },
): Promise<void> {
  const { config, files } = options;
  if (config.fileStore.kind === 'folder') {
    mkdirSync(config.filesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.filesDir,
      prefix: `${FILES_URL_PREFIX}/`,
      decorateReply: false,
      setHeaders: (res) => {
        res.header('content-security-policy', FILE_POLICY);
        res.header('cache-control', PUBLIC_CACHE);
      },
    });
    return;
  }

  app.get<{ Params: { '*': string } }>(`${FILES_URL_PREFIX}/*`, async (request, reply) => {
    const relativePath = request.params['*'];
    const range = byteRangeOf(request.headers.range);
    let opened;
    try {
      opened = range ? await files.openRange(relativePath, range) : await files.open(relativePath);
    } catch (error) {
      if (error instanceof FilePathOutsideStore) return reply.callNotFound();
      throw error;
    }
    if (!opened) return reply.callNotFound();
    reply.header('content-security-policy', FILE_POLICY).header('accept-ranges', 'bytes');
    if ('unsatisfiable' in opened) return reply.status(416).header('content-range', `bytes */${opened.size}`).send();
    reply
      .header('cache-control', PUBLIC_CACHE)
      .header('content-type', contentTypeOfName(relativePath))
      .header('content-length', opened.range ? opened.range.end - opened.range.start + 1 : opened.size);
    if (opened.range)
      reply.status(206).header('content-range', `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`);
    return reply.send(opened.body);
  });
}

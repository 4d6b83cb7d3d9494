import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SHIPPED_VIDEOS_PATH } from '@piiq/domain/videos';
import type { FastifyInstance } from 'fastify';

/** The videos piiq ships with their captions (scripts/make-demo-videos.ts), committed beside the server's sources. */
export const shippedVideosFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../videos');

/**
 * Serves the shipped videos under /videos/: NAME.mp4 as video/mp4 and its captions, NAME.vtt, as
 * text/vtt, each typed by its extension. A <video> element asks for byte ranges to read the file's
 * index and to seek, so ranges are answered (206). Their names do not change when a file is made
 * again, so browsers keep them a day rather than for good.
 */
export async function registerShippedVideos(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: shippedVideosFolder,
    prefix: SHIPPED_VIDEOS_PATH,
    decorateReply: false,
    // One route per file, found as the server starts: any other address under /videos/ is a 404.
    wildcard: false,
    index: false,
    acceptRanges: true,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=86400');
    },
  });
}

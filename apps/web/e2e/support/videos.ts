import type { Locator } from '@playwright/test';
import { expect } from './test.ts';

/**
 * A <video> element that plays: the browser has read the file's length and size from the server
 * (readyState HAVE_METADATA or more) and reports no error. Its own player, so no network but ours.
 */
export async function expectVideoLoads(video: Locator, what: string): Promise<void> {
  await expect(video, `${what} is a video element`).toHaveJSProperty('tagName', 'VIDEO');
  await expect
    .poll(
      () =>
        video.evaluate((element: HTMLVideoElement) => ({
          error: element.error?.code ?? null,
          metadata: element.readyState >= HTMLMediaElement.HAVE_METADATA,
          seconds: Number.isFinite(element.duration) ? Math.round(element.duration) : 0,
        })),
      { message: `${what} loads its metadata` },
    )
    .toEqual({ error: null, metadata: true, seconds: expect.any(Number) });
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration), `${what} has a length`).toBeGreaterThan(
    0,
  );
}

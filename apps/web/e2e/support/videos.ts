import type { Locator } from '@playwright/test';
import type { ShippedVideo } from '@piiq/domain/videos';
import { firstCaption } from '../../../../scripts/demo-videos/titles.ts';
import { expect } from './test.ts';

/**
 * A shipped video that plays, with its captions: the browser reads the file's length and size from
 * the server (readyState HAVE_METADATA or more) and reports no error; its English captions are off
 * until turned on; started muted (as a page may start a video without a tap) its time moves on; and
 * once its captions are shown, their cues are loaded, the first being the video's title card.
 * Its own player, so no network but ours.
 */
export async function expectVideoPlaysWithCaptions(video: Locator, name: ShippedVideo, what: string): Promise<void> {
  await expect(video, `${what} is a video element`).toHaveJSProperty('tagName', 'VIDEO');
  await expect(video, `${what} plays ${name}`).toHaveAttribute('src', `/videos/${name}.mp4`);
  await expect
    .poll(
      () =>
        video.evaluate((element: HTMLVideoElement) => ({
          error: element.error?.code ?? null,
          metadata: element.readyState >= HTMLMediaElement.HAVE_METADATA,
        })),
      { message: `${what} loads its metadata` },
    )
    .toEqual({ error: null, metadata: true });
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration), `${what} has a length`).toBeGreaterThan(
    0,
  );

  const tracks = () =>
    video.evaluate((element: HTMLVideoElement) =>
      [...element.textTracks].map(({ kind, language, label, mode }) => ({ kind, language, label, mode })),
    );
  expect(await tracks(), `${what}'s captions, off by default`).toEqual([
    { kind: 'captions', language: 'en', label: 'English', mode: 'disabled' },
  ]);

  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { message: `${what} plays` })
    .toBeGreaterThan(0);

  // What the player's captions button does.
  await video.evaluate((element: HTMLVideoElement) => {
    const [track] = element.textTracks;
    if (track) track.mode = 'showing';
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0), {
      message: `${what}'s captions load`,
    })
    .toBeGreaterThan(0);
  const first = await video.evaluate((element: HTMLVideoElement) => {
    const cue = element.textTracks[0]?.cues?.[0];
    return cue instanceof VTTCue ? cue.text : null;
  });
  expect(first, `${what}'s first caption`).toBe(firstCaption(name));
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}

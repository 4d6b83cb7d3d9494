import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SHIPPED_VIDEOS, shippedCaptionsUrl, shippedVideoUrl } from '@piiq/domain/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { shippedVideosFolder } from './videos.ts';

/** An MP4's length in seconds, from its movie header box (mvhd): its time scale and duration. */
function mp4Seconds(file: Buffer): number {
  const at = file.indexOf('mvhd', 0, 'latin1');
  if (at < 0) throw new Error('no mvhd box');
  const version = file[at + 4];
  return version === 1
    ? Number(file.readBigUInt64BE(at + 28)) / file.readUInt32BE(at + 24)
    : file.readUInt32BE(at + 20) / file.readUInt32BE(at + 16);
}

/** A WebVTT file's cues: start and end in seconds, and the text. */
function cuesOf(vtt: string): Array<{ start: number; end: number; text: string }> {
  const seconds = (time: string) => time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return [...vtt.matchAll(/^(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})\n(.+)$/gm)].map(
    ([, start = '', end = '', text = '']) => ({ start: seconds(start), end: seconds(end), text }),
  );
}

const read = (file: string) => readFileSync(path.join(shippedVideosFolder, file));

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ logger: { level: 'error' } });
});
afterAll(() => test.close());

describe('the shipped videos', () => {
  it('are the files the domain lists, each video with its captions, all small enough to ship', () => {
    const files = readdirSync(shippedVideosFolder).sort();
    expect(files).toEqual(SHIPPED_VIDEOS.flatMap((name) => [`${name}.mp4`, `${name}.vtt`]).sort());
    const sizes = files.map((file) => statSync(path.join(shippedVideosFolder, file)).size);
    for (const [index, size] of sizes.entries()) expect(size, files[index]).toBeLessThan(600 * 1000);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(4 * 1000 * 1000);
  });

  it('have captions from their first moment to their last, one after another', () => {
    for (const name of SHIPPED_VIDEOS) {
      const vtt = read(`${name}.vtt`).toString('utf8');
      expect(vtt.startsWith('WEBVTT\n\n'), name).toBe(true);
      const cues = cuesOf(vtt);
      expect(cues.length, name).toBeGreaterThan(2);
      expect(cues[0]?.start, name).toBe(0);
      for (const [index, cue] of cues.entries()) {
        expect(cue.end, `${name}, cue ${index + 1}`).toBeGreaterThan(cue.start);
        if (index > 0) expect(cue.start, `${name}, cue ${index + 1}`).toBe(cues[index - 1]?.end);
      }
      expect(cues.at(-1)?.end, name).toBeCloseTo(mp4Seconds(read(`${name}.mp4`)), 1);
    }
  });

  it('are served whole as MP4, kept a day, with byte ranges offered', async () => {
    const url = shippedVideoUrl('welcome');
    const response = await test.server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const size = statSync(path.join(shippedVideosFolder, 'welcome.mp4')).size;
    expect(response.rawPayload.length).toBe(size);
    // An MP4 begins with its ftyp box.
    expect(response.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('answer a range with that part alone, as a <video> element seeking asks', async () => {
    const url = shippedVideoUrl('pair-your-mirror');
    const size = statSync(path.join(shippedVideosFolder, 'pair-your-mirror.mp4')).size;
    const whole = (await test.server.app.inject({ method: 'GET', url })).rawPayload;
    const part = await test.server.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(whole.subarray(100, 200))).toBe(true);
    const open = await test.server.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-' } });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    const beyond = await test.server.app.inject({ method: 'GET', url, headers: { range: `bytes=${size + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('serve their captions as WebVTT, kept a day like the video', async () => {
    const response = await test.server.app.inject({ method: 'GET', url: shippedCaptionsUrl('welcome') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/vtt(;|$)/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.equals(read('welcome.vtt'))).toBe(true);
  });

  it('are the only files under /videos/', async () => {
    for (const url of [
      '/videos/unknown.mp4',
      '/videos/unknown.vtt',
      '/videos/',
      '/videos/../package.json',
      '/videos/%2e%2e/package.json',
    ]) {
      expect((await test.server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('may play on the app’s pages with their captions, and hosted videos only in their players’ frames', async () => {
    const policy = String(
      (await test.server.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    // media-src covers a <track>'s captions as well as the video.
    expect(policy).toContain("media-src 'self'");
    expect(policy).toContain("frame-src 'self' https://player.vimeo.com https://www.youtube-nocookie.com");
  });
});

import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SHIPPED_VIDEOS, shippedVideoUrl } from '@piiq/domain/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { shippedVideosFolder } from './videos.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ logger: { level: 'error' } });
});
afterAll(() => test.close());

describe('the shipped videos', () => {
  it('are the files the domain lists, each small', () => {
    const files = readdirSync(shippedVideosFolder).sort();
    expect(files).toEqual(SHIPPED_VIDEOS.map((name) => `${name}.mp4`).sort());
    for (const file of files) expect(statSync(path.join(shippedVideosFolder, file)).size).toBeLessThan(64 * 1024);
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
    const url = shippedVideoUrl('ibb-module-1');
    const size = statSync(path.join(shippedVideosFolder, 'ibb-module-1.mp4')).size;
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

  it('are the only files under /videos/', async () => {
    for (const url of ['/videos/unknown.mp4', '/videos/', '/videos/../package.json', '/videos/%2e%2e/package.json']) {
      expect((await test.server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('may play on the app’s pages, and hosted videos only in their players’ frames', async () => {
    const policy = String(
      (await test.server.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    expect(policy).toContain("media-src 'self'");
    expect(policy).toContain("frame-src 'self' https://player.vimeo.com https://www.youtube-nocookie.com");
  });
});

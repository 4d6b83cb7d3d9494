import { describe, expect, it } from 'vitest';
import { academyItemInputSchema, contentMessages } from './content.ts';
import { SHIPPED_VIDEOS, shippedVideoUrl, storedVideoUrl, VIDEO_URL_MESSAGE, videoSource } from './videos.ts';

describe('videoSource', () => {
  it('plays every shipped video as a file, with its captions beside it', () => {
    for (const name of SHIPPED_VIDEOS) {
      expect(videoSource(shippedVideoUrl(name))).toEqual({
        kind: 'file',
        src: `/videos/${name}.mp4`,
        captions: `/videos/${name}.vtt`,
      });
    }
  });

  it('plays no captions file, nor a video it no longer ships', () => {
    expect(videoSource('/videos/welcome.vtt')).toBeNull();
    expect(videoSource('/videos/ibb-module-1.mp4')).toBeNull();
  });

  it('plays the embed addresses of Vimeo and YouTube without cookies in their players', () => {
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual({
      kind: 'player',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoSource(' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ')).toEqual({
      kind: 'player',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  it('turns the page and share addresses staff copy into their players’ embed addresses', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(videoSource('https://vimeo.com/76979871')?.src).toBe('https://player.vimeo.com/video/76979871');
    expect(videoSource('https://player.vimeo.com/video/76979871?h=1a2b3c&autoplay=1')?.src).toBe(
      'https://player.vimeo.com/video/76979871?h=1a2b3c',
    );
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.src).toBe(youtube);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')?.src).toBe(youtube);
    expect(videoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')?.src).toBe(youtube);
  });

  it('refuses any other address', () => {
    for (const address of [
      'http://player.vimeo.com/video/76979871',
      'https://player.vimeo.com/video/abc',
      'https://player.vimeo.com.example.com/video/1',
      'https://user:secret@player.vimeo.com/video/1',
      'https://player.vimeo.com:8443/video/1',
      'https://www.youtube.com/channel/UC123456',
      'https://player.vimeo.com/video/1 onload=x',
      'https://videos.example.com/welcome.mp4',
      '/videos/unknown.mp4',
      '/videos/../files/a.mp4',
      '//player.vimeo.com/video/1',
      '76979871',
      'javascript:alert(1)',
    ]) {
      expect(videoSource(address), address).toBeNull();
    }
  });

  it('has nothing to play for an empty address', () => {
    expect(videoSource(null)).toBeNull();
    expect(videoSource('  ')).toBeNull();
  });
});

describe('storedVideoUrl and the content forms', () => {
  it('stores an empty field as no video, and a refused address as nothing at all', () => {
    expect(storedVideoUrl('')).toBeNull();
    expect(storedVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(storedVideoUrl('https://example.com/v')).toBeUndefined();
  });

  it('gives a form its field’s message for an address no video plays from', () => {
    const item = { name: 'A', transcriptHtml: '', images: [], position: 1 };
    const refused = academyItemInputSchema.safeParse({ ...item, videoUrl: 'https://example.com/v' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['videoUrl'], message: VIDEO_URL_MESSAGE }),
    ]);
    expect(contentMessages.videoUrl).toBe(VIDEO_URL_MESSAGE);
    expect(academyItemInputSchema.parse({ ...item, videoUrl: 'https://vimeo.com/1' }).videoUrl).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(academyItemInputSchema.parse({ ...item, videoUrl: '' }).videoUrl).toBeNull();
  });
});

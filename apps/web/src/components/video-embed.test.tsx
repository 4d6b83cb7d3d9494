// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoEmbed } from './video-embed.tsx';

describe('VideoEmbed', () => {
  afterEach(cleanup);

  it('plays a shipped video in the browser’s own player, named, with controls and never by itself', () => {
    render(<VideoEmbed title="Video: Welcome to piiq" url="/videos/welcome.mp4" />);
    const video = screen.getByLabelText('Video: Welcome to piiq');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/videos/welcome.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives a shipped video its English captions, off until the viewer turns them on', () => {
    render(<VideoEmbed title="Video: Pair your mirror" url="/videos/pair-your-mirror.mp4" />);
    const tracks = screen.getByLabelText('Video: Pair your mirror').querySelectorAll('track');
    expect(tracks).toHaveLength(1);
    const [track] = tracks;
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('en');
    expect(track?.getAttribute('label')).toBe('English');
    expect(track?.getAttribute('src')).toBe('/videos/pair-your-mirror.vtt');
    expect(track?.hasAttribute('default')).toBe(false);
  });

  it('frames a hosted player, a page address copied from YouTube played without cookies', () => {
    render(<VideoEmbed title="Video: Colour basics" url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" />);
    const frame = screen.getByTitle('Video: Colour basics');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(document.querySelector('video')).toBeNull();
    // A hosted player shows its own captions.
    expect(document.querySelector('track')).toBeNull();
  });

  it('shows nothing for no video, or an address no video plays from', () => {
    const { container, rerender } = render(<VideoEmbed title="Video: None" url={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<VideoEmbed title="Video: Elsewhere" url="https://videos.example.com/a.mp4" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<VideoEmbed title="Video: Unknown" url="/videos/unknown.mp4" />);
    expect(container).toBeEmptyDOMElement();
  });
});

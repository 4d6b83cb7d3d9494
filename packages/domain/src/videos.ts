/**
 * Where a video plays from (decision 043): one address per video, either a file piiq ships and its
 * server serves (`/videos/welcome.mp4`) or a hosted player's embed address on a host the content
 * security policy lets the page frame. The console, the server and the player read this one rule.
 */

/**
 * The videos piiq ships in apps/server/videos, each NAME.mp4 with its captions in NAME.vtt, filmed
 * from the product's own screens by scripts/make-demo-videos.ts; a test holds the list and the
 * folder equal.
 */
export const SHIPPED_VIDEOS = [
  'welcome',
  'pair-your-mirror',
  'mirror-consultation',
  'recommending-and-rebooking',
  'liked-looks',
  'follow-up-an-order',
  'set-up-retail',
  'weekly-numbers',
  'team-and-training',
  'marketing-kit',
] as const;
export type ShippedVideo = (typeof SHIPPED_VIDEOS)[number];

export const SHIPPED_VIDEOS_PATH = '/videos/';

/** The address of a shipped video. */
export const shippedVideoUrl = (name: ShippedVideo): string => `${SHIPPED_VIDEOS_PATH}${name}.mp4`;

/** The address of a shipped video's captions, in English (WebVTT). */
export const shippedCaptionsUrl = (name: ShippedVideo): string => `${SHIPPED_VIDEOS_PATH}${name}.vtt`;

/** The players' origins, every one a stored address can name: the server's frame-src lists them. */
export const VIDEO_PLAYER_ORIGINS = ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'] as const;

export const VIDEO_URL_MESSAGE =
  'Enter a Vimeo or YouTube address, such as https://player.vimeo.com/video/76979871, or one of piiq’s own videos, such as /videos/welcome.mp4.';

export const VIDEO_URL_MAX = 300;

export type VideoSource =
  /** Played by the browser itself, from the server, with its captions. */
  | { kind: 'file'; src: string; captions: string }
  /** A hosted player, framed. */
  | { kind: 'player'; src: string };

const SHIPPED = new Map<string, ShippedVideo>(SHIPPED_VIDEOS.map((name) => [shippedVideoUrl(name), name]));
const VIMEO_ID = /^\d+$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** An unlisted Vimeo video plays only with its hash (h), kept from the address typed. */
const vimeoPlayer = (id: string, hash: string | undefined) =>
  `https://player.vimeo.com/video/${id}${hash && /^[0-9a-f]+$/.test(hash) ? `?h=${hash}` : ''}`;
const youtubePlayer = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/**
 * A hosted player's embed address for what staff paste: the embed address itself, or the page or
 * share address they copy from Vimeo or YouTube (those pages refuse to be framed). Null for anything
 * else, an address on another host included.
 */
function playerAddress(text: string): string | null {
  // No URL parser here (the domain runs without the platform's): a host without a port or a
  // user's name, then a path and a query, each without spaces.
  const address = /^https:\/\/([a-z0-9.-]+)(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i.exec(text);
  if (!address) return null;
  const [, host = '', path = '', query = ''] = address;
  const parts = path.split('/').filter((part) => part !== '');
  const [first, second] = parts;
  const param = (name: string) => new RegExp(`(?:^|&)${name}=([^&]*)`).exec(query)?.[1];
  const watched = param('v');
  switch (host.toLowerCase()) {
    case 'player.vimeo.com':
      return parts.length === 2 && first === 'video' && second && VIMEO_ID.test(second)
        ? vimeoPlayer(second, param('h'))
        : null;
    case 'vimeo.com':
    case 'www.vimeo.com':
      return parts.length === 1 && first && VIMEO_ID.test(first) ? vimeoPlayer(first, param('h')) : null;
    case 'www.youtube-nocookie.com':
    case 'www.youtube.com':
    case 'youtube.com': {
      if (parts.length === 2 && first === 'embed' && second && YOUTUBE_ID.test(second)) return youtubePlayer(second);
      return parts.length === 1 && first === 'watch' && watched && YOUTUBE_ID.test(watched)
        ? youtubePlayer(watched)
        : null;
    }
    case 'youtu.be':
      return parts.length === 1 && first && YOUTUBE_ID.test(first) ? youtubePlayer(first) : null;
    default:
      return null;
  }
}

/**
 * The video an address plays, or null when it is none of piiq's files nor a player address this
 * rule accepts. A page or share address becomes its player's embed address.
 */
export function videoSource(address: string | null | undefined): VideoSource | null {
  const text = (address ?? '').trim();
  if (text === '') return null;
  const shipped = SHIPPED.get(text);
  if (shipped) return { kind: 'file', src: text, captions: shippedCaptionsUrl(shipped) };
  const player = playerAddress(text);
  return player ? { kind: 'player', src: player } : null;
}

/**
 * The address to store for what was typed: a shipped file as it is, a player as its embed address;
 * null for an empty field. Undefined when the address is not one a video can play from.
 */
export function storedVideoUrl(address: string | null | undefined): string | null | undefined {
  if ((address ?? '').trim() === '') return null;
  return videoSource(address)?.src;
}

import type { ShippedVideo } from '@piiq/domain/videos';

/**
 * Each video's title card: its title and what it shows. The card's words are the video's first
 * caption, which the browser tests read back from the captions the server serves.
 */
export const VIDEO_TITLES: Readonly<Record<ShippedVideo, { title: string; line: string }>> = {
  welcome: { title: 'Welcome to piiq', line: 'A tour of the admin area, where you run your salon.' },
  'pair-your-mirror': {
    title: 'Pair your mirror',
    line: 'A mirror joins your salon with a one-time code from Settings.',
  },
  'mirror-consultation': {
    title: 'Running a mirror consultation',
    line: 'The stylist starts it, the client joins from their phone, and the mirror analyses the hair.',
  },
  'recommending-and-rebooking': {
    title: 'Recommending products and rebooking',
    line: 'From the analysis to the products the client takes home, and their next visit.',
  },
  'liked-looks': {
    title: 'Liked looks',
    line: 'The client likes the photos to keep in mind; the salon and the client keep them.',
  },
  'follow-up-an-order': {
    title: 'Following up an order',
    line: 'From the Orders list to the order handed over at the desk.',
  },
  'set-up-retail': {
    title: 'Setting up retail',
    line: 'The brands your clients see, then your prices and what is on the shelf.',
  },
  'weekly-numbers': {
    title: 'Your weekly numbers',
    line: 'The dashboard and the weekly report: how the salon is going, at a glance.',
  },
  'team-and-training': {
    title: 'Your team and their training',
    line: 'Add your stylists, then learn together with IBB and the academy.',
  },
  'marketing-kit': {
    title: 'Your marketing kit',
    line: 'Ready-made posts, captions and texts that bring clients back.',
  },
};

/** A video's first caption: its title card's words. */
export function firstCaption(name: ShippedVideo): string {
  const { title, line } = VIDEO_TITLES[name];
  return `${title}. ${line}`;
}

/**
 * A client shares a kept photo of their visit from the portal, and the salon's record keeps how and
 * when (ImageShare.sharedTo, createdAt). The photo leaves the client's phone as a file; no public
 * address is ever made for it.
 */

/**
 * The ways a share goes, as `sharedTo` stores them: the phone's share sheet (Web Share with the file),
 * or a download the client posts themself.
 */
export const IMAGE_SHARE_WAYS = ['share-sheet', 'download'] as const;
export type ImageShareWay = (typeof IMAGE_SHARE_WAYS)[number];

export function isImageShareWay(value: string): value is ImageShareWay {
  return (IMAGE_SHARE_WAYS as readonly string[]).includes(value);
}

/**
 * The shares one visit keeps. The record lists them all, so a runaway client cannot grow it without
 * end; a share past it still happens on the phone, it is only not recorded.
 */
export const MAX_IMAGE_SHARES_PER_APPOINTMENT = 50;

/** How the salon's record says each way. */
export const IMAGE_SHARE_WAY_WORDS: Readonly<Record<ImageShareWay, string>> = {
  'share-sheet': 'Shared from their phone',
  download: 'Downloaded to share',
};

/** A share as the record says it: older shares name a network or an address, which is shown as it is. */
export function imageShareWayText(sharedTo: string): string {
  return isImageShareWay(sharedTo) ? IMAGE_SHARE_WAY_WORDS[sharedTo] : sharedTo;
}

/**
 * The words that go with the photo: the salon's default social media message, which holds its
 * hashtags (the setup wizard's Social step joins them with a space). Empty when it has none.
 */
export function imageShareText(socialMessage: string | null | undefined): string {
  return (socialMessage ?? '').trim();
}

export const imageShareMessages = {
  unknownWay: 'A share goes by share-sheet or download.',
  notThisVisit: 'That photo is not one of this visit’s photos.',
  tooMany: `This visit already has ${MAX_IMAGE_SHARES_PER_APPOINTMENT} shares recorded.`,
} as const;

/** The portal's words for sharing a photo. */
export const imageShareWords = {
  share: 'Share',
  download: 'Download photo',
  caption: 'Caption',
  loading: 'Getting your photo...',
  shared: 'Shared.',
  downloaded: 'Downloaded. Copy the caption, then post the photo from your phone.',
  notRecorded: 'Your salon won’t see this share on its record.',
  photoGone: 'This photo is no longer available.',
  photoFailed: 'We couldn’t get your photo. Check your connection and try again.',
  shareFailed: 'Your phone couldn’t open its share options. Download the photo instead.',
  tryAgain: 'Try again',
  close: 'Close',
} as const;

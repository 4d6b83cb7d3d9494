/*
 * Real photographs of real people, for the bench's real-photo figures: the painted heads say how the
 * measure does on what render-head.ts can draw, these say how it does on a camera's pixels. They come
 * from inside packages on the npm registry (devDependencies of the root package.json), because the
 * machines reach nothing else and nothing may be fetched at run time; each was chosen for a licence
 * that lets us use it in tests. Their hair was judged by eye, not measured, so the figures compare the
 * measure with a person's reading and an error of a level is within what two people would disagree on.
 *
 * Few such photos ship on npm with a clear licence: the six from @vladmandic/face-api are group shots,
 * so each expectation is for the face the measure reads (the largest, as the face detector ranks
 * them), named in its note, and a reading of a neighbour's hair is a miss the note explains.
 */

export interface RealPhoto {
  id: string;
  /** The file, as resolvable from the repo root's node_modules. */
  module: string;
  /** Who, as the source names them, or 'unnamed'. */
  person: string;
  source: string;
  licence: string;
  expect:
    | { kind: 'suggestion'; level: number; tone: 'warm' | 'neutral' | 'cool'; greyShare: number }
    | { kind: 'refusal'; why: 'greyscale' | 'tinted' | 'covered' | 'tiny-face' | 'no-face' };
  /** What the eye sees, one sentence. */
  note: string;
  /** One person's head and shoulders, as the mirror frames a client (shares of the photo's width and height); the whole photo when absent. */
  crop?: { x: number; y: number; width: number; height: number };
}

const FACE_API_SOURCE =
  '@vladmandic/face-api@1.7.15, demo/: sample photos its author, Vladimir Mandic, took himself (README: "Photos shown below are taken by me"; Sony α7 II EXIF)';
const FACE_API_LICENCE = 'MIT (the package, © Vladimir Mandic, the photographer)';

export const REAL_PHOTOS: ReadonlyArray<RealPhoto> = [
  {
    id: 'face-api-sample1-left',
    module: '@vladmandic/face-api/demo/sample1.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.14, y: 0.08, width: 0.31, height: 0.54 },
    expect: { kind: 'suggestion', level: 6, tone: 'warm', greyShare: 0 },
    note: 'The woman on the left: light brown hair with a dark-blonde top knot, partly under a black bow.',
  },
  {
    id: 'face-api-sample1-middle',
    module: '@vladmandic/face-api/demo/sample1.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.37, y: 0.18, width: 0.29, height: 0.67 },
    expect: { kind: 'suggestion', level: 1, tone: 'neutral', greyShare: 0 },
    note: 'The woman in the middle, looking down: long black hair.',
  },
  {
    id: 'face-api-sample1-right',
    module: '@vladmandic/face-api/demo/sample1.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.66, y: 0.08, width: 0.33, height: 0.67 },
    expect: { kind: 'suggestion', level: 8, tone: 'warm', greyShare: 0 },
    note: 'The woman on the right, laughing: long strawberry-blonde hair.',
  },
  {
    id: 'face-api-sample2-left',
    module: '@vladmandic/face-api/demo/sample2.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.14, y: 0.0, width: 0.32, height: 0.55 },
    expect: { kind: 'suggestion', level: 3, tone: 'neutral', greyShare: 0 },
    note: 'The woman on the left, in profile: long dark brown hair.',
  },
  {
    id: 'face-api-sample2-middle',
    module: '@vladmandic/face-api/demo/sample2.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.41, y: 0.03, width: 0.27, height: 0.47 },
    expect: { kind: 'suggestion', level: 6, tone: 'neutral', greyShare: 0 },
    note: 'The woman in the middle, looking down: light brown lengths over darker roots, under pink and white light.',
  },
  {
    id: 'face-api-sample2-right',
    module: '@vladmandic/face-api/demo/sample2.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.66, y: 0.0, width: 0.3, height: 0.55 },
    expect: { kind: 'suggestion', level: 5, tone: 'warm', greyShare: 0 },
    note: 'The woman on the right, hand in her hair: brown roots into caramel lengths, a pink lamp behind her.',
  },
  {
    id: 'face-api-sample3-left',
    module: '@vladmandic/face-api/demo/sample3.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.24, y: 0.15, width: 0.28, height: 0.4 },
    expect: { kind: 'suggestion', level: 9, tone: 'warm', greyShare: 0 },
    note: 'The woman on the left: curly golden blonde hair, darker at the roots.',
  },
  {
    id: 'face-api-sample3-middle',
    module: '@vladmandic/face-api/demo/sample3.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.52, y: 0.08, width: 0.22, height: 0.37 },
    expect: { kind: 'suggestion', level: 6, tone: 'neutral', greyShare: 0 },
    note: 'The woman in the middle: dark-blonde hair pulled back, bluish light from the right.',
  },
  {
    id: 'face-api-sample3-right',
    module: '@vladmandic/face-api/demo/sample3.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.69, y: 0.14, width: 0.21, height: 0.36 },
    expect: { kind: 'suggestion', level: 2, tone: 'neutral', greyShare: 0 },
    note: 'The woman on the right: near-black long hair.',
  },
  {
    id: 'face-api-sample5-bottom-left',
    module: '@vladmandic/face-api/demo/sample5.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.05, y: 0.56, width: 0.33, height: 0.44 },
    expect: { kind: 'suggestion', level: 5, tone: 'warm', greyShare: 0 },
    note: 'The woman at the bottom left: long light brown hair with caramel lengths over darker roots.',
  },
  {
    id: 'face-api-sample5-right',
    module: '@vladmandic/face-api/demo/sample5.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.7, y: 0.18, width: 0.26, height: 0.44 },
    expect: { kind: 'suggestion', level: 4, tone: 'warm', greyShare: 0 },
    note: 'The woman on the right, red top: long medium brown hair in warm light.',
  },
  {
    id: 'face-api-sample5-top',
    module: '@vladmandic/face-api/demo/sample5.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    crop: { x: 0.36, y: 0.02, width: 0.17, height: 0.28 },
    expect: { kind: 'suggestion', level: 2, tone: 'neutral', greyShare: 0 },
    note: 'The woman at the top, red top: near-black hair in a ponytail.',
  },
  {
    id: 'face-api-sample1',
    module: '@vladmandic/face-api/demo/sample1.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    expect: { kind: 'refusal', why: 'tiny-face' },
    note: 'The whole group photo, refused: each face is too small a share of the frame for a portrait at the mirror. Three women indoors in warm light; the largest face (left, clown make-up) has light brown hair with a dark-blonde top knot partly under a black bow, beside a black-haired woman and a strawberry-blonde one.',
  },
  {
    id: 'face-api-sample2',
    module: '@vladmandic/face-api/demo/sample2.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    expect: { kind: 'refusal', why: 'tiny-face' },
    note: 'The whole group photo, refused: each face is too small a share of the frame for a portrait at the mirror. Three women on a sofa under pinkish light; the largest face (right, looking down) has brown roots into caramel light-brown lengths, the others dark brown and ombré light brown.',
  },
  {
    id: 'face-api-sample3',
    module: '@vladmandic/face-api/demo/sample3.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    expect: { kind: 'refusal', why: 'tiny-face' },
    note: 'The whole group photo, refused: each face is too small a share of the frame for a portrait at the mirror. Three women in a bar; the largest face (middle, bluish light) has dark-blonde hair pulled back, between a bleached curly blonde (left, about level 9) and a near-black brunette (right).',
  },
  {
    id: 'face-api-sample4',
    module: '@vladmandic/face-api/demo/sample4.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    expect: { kind: 'refusal', why: 'tiny-face' },
    note: 'The whole group photo, refused: each face is too small a share of the frame for a portrait at the mirror. Four women against a violet-lit wall, faces of nearly one size; the largest (third from left, looking down) has dark brown hair in a ponytail, the others dark brown, caramel balayage and light blonde.',
  },
  {
    id: 'face-api-sample5',
    module: '@vladmandic/face-api/demo/sample5.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    expect: { kind: 'refusal', why: 'tiny-face' },
    note: 'The whole group photo, refused: each face is too small a share of the frame for a portrait at the mirror. Five women on a staircase in warm light; the largest whole face (right, red top) has medium brown hair, and all five are dark to medium brown, so a neighbour read instead should still land near 3-5.',
  },
  {
    id: 'face-api-sample6',
    module: '@vladmandic/face-api/demo/sample6.jpg',
    person: 'unnamed',
    source: FACE_API_SOURCE,
    licence: FACE_API_LICENCE,
    expect: { kind: 'refusal', why: 'tiny-face' },
    note: 'The whole group photo, refused: each face is too small a share of the frame for a portrait at the mirror. Four women by a window in daylight; the largest face (right, green top) has light-to-medium brown hair, the others black with blonde ends, black, and dark brown with blonde ends.',
  },
  {
    id: 'uswds-hero',
    module: '@uswds/uswds/img/hero.jpg',
    person: 'unnamed',
    source:
      '@uswds/uswds@3.14.0, dist/img/hero.jpg: the U.S. Web Design System’s hero photo of a naturalization oath ceremony, a U.S. government work (GSA)',
    licence: 'Public domain in the US, CC0 1.0 worldwide (LICENSE.md; not among its listed exceptions)',
    expect: { kind: 'refusal', why: 'tiny-face' },
    note: 'A wide 2048x820 shot of about a dozen people taking the oath, each face about a twentieth of the width, so none leaves hair enough to read.',
  },
];

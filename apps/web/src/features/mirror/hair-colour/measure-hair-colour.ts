import { findHair } from './find-hair.ts';
import { hairColourFromPixels } from './hair-colour-from-pixels.ts';
import { loadModels } from './mediapipe.ts';
import { CANNOT_MEASURE, type HairColourReading } from './reading.ts';

/*
 * The hair's colour from the portrait, measured in this browser: the photo is decoded, read and
 * forgotten here, and the models come from our own build. It runs in the measure's frame (decision
 * 059), the one document whose policy lets MediaPipe run; the mirror page asks it through
 * measure-in-frame.ts. MediaPipe and its models load only when a measure is asked for.
 */

export const UNREADABLE_PHOTO = 'The portrait could not be read: retake it.';

export async function measureHairColour(photo: Blob): Promise<HairColourReading> {
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return { kind: 'none', reason: UNREADABLE_PHOTO };
  }
  try {
    let found;
    try {
      found = await findHair(image, await loadModels());
    } catch {
      // The models would not start or run here (no WebGL, WebAssembly refused by the page's policy):
      // the stylist enters the colour, as on a mirror without the measure.
      return { kind: 'none', reason: CANNOT_MEASURE };
    }
    if ('none' in found) return { kind: 'none', reason: found.none };
    return hairColourFromPixels(found.photo, found.hairMask, found.eyes, found.face);
  } finally {
    image.close();
  }
}

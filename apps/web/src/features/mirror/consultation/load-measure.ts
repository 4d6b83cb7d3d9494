import type { HairColourReading } from '../hair-colour/reading.ts';

/**
 * The measure runs MediaPipe in a frame of its own, megabytes the rest of the app never needs: it
 * loads on the first tap only.
 */
export async function loadMeasure(): Promise<(photo: Blob) => Promise<HairColourReading>> {
  return (await import('../hair-colour/measure-in-frame.ts')).measureHairColour;
}

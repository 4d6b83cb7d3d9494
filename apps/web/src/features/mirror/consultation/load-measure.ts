import type { HairColourReading } from '../hair-colour/reading.ts';

/**
 * The measure runs MediaPipe on the mirror, megabytes the rest of the app never needs: it loads on
 * the first tap only.
 */
export async function loadMeasure(): Promise<(photo: Blob) => Promise<HairColourReading>> {
  return (await import('../hair-colour/measure-hair-colour.ts')).measureHairColour;
}

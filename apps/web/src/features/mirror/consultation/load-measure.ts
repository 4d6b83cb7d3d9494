import type { HairColourReading } from '../hair-colour/reading.ts';

type MeasureModule = { measureHairColour: (photo: Blob) => Promise<HairColourReading> };

/*
 * The measure runs MediaPipe on the mirror, megabytes the rest of the app never needs: it loads on
 * the first tap only. Through a glob, so that a build without the measure's module still builds,
 * and its tap then says so.
 */
const loaders = import.meta.glob<MeasureModule>('../hair-colour/measure-hair-colour.ts');

export const MEASURE_MISSING = 'This mirror cannot measure the hair colour: set it by hand.';

export async function loadMeasure(): Promise<MeasureModule['measureHairColour']> {
  const load = loaders['../hair-colour/measure-hair-colour.ts'];
  if (!load) throw new Error(MEASURE_MISSING);
  return (await load()).measureHairColour;
}

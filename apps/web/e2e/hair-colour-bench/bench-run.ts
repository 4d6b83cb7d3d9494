/*
 * What the benchmark's page and its driver (bench/hair-colour.ts) pass between them, apart from the
 * page itself: the driver runs under the server's types, where the measure's model imports have none.
 */
import type { HairColourReading } from '../../src/features/mirror/hair-colour/reading.ts';

export interface BenchRun {
  reading: HairColourReading;
  /** The measure alone, from the JPEG to the reading. */
  milliseconds: number;
}

/** The part of the picture kept (shares of its width and height) and the scale it is then taken at. */
export interface Framing {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}

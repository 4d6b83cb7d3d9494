import type { HairTone } from '@piiq/domain/hair-colour';

/**
 * What the on-device measure makes of one portrait: a suggestion for the stylist to confirm or
 * correct, or no suggestion and the reason in words the stylist can act on.
 */
export type HairColourReading =
  | {
      kind: 'suggestion';
      /** On the 1-10 level scale, to one decimal: the stylist confirms a whole level. */
      level: number;
      tone: HairTone;
      /** Whole percentage of the hair that reads as grey. */
      greyShare: number;
      /** 0 to 1: how far the photo and the hair found let the measure be trusted. */
      confidence: number;
      measureVersion: string;
    }
  | { kind: 'none'; reason: string };

export const HAIR_COLOUR_MEASURE_VERSION = 'measure-2026-11-29';

/** No suggestion, when the browser cannot start or run the measure's models, or its frame does not start. */
export const CANNOT_MEASURE =
  'The hair colour cannot be measured on this mirror: its browser could not start the measure. Enter the colour by hand.';

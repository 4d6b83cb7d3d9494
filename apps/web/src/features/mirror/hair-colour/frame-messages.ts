import { HAIR_TONES } from '@piiq/domain/hair-colour';
import type { HairColourReading } from './reading.ts';

/*
 * What the mirror page and the measure's frame (decision 059) say to each other by postMessage. Each
 * side reads only messages from the other's window and origin, and checks their shape as well: the
 * frame is the one document allowed eval, so the page trusts nothing from it but a reading.
 */

/** The frame's first message: its script runs and listens. */
export const MEASURE_FRAME_READY = 'piiq-hair-colour-measure-ready';

export interface MeasureRequest {
  id: number;
  photo: Blob;
}

export interface MeasureReply {
  id: number;
  reading: HairColourReading;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isMeasureRequest(data: unknown): data is MeasureRequest {
  return isObject(data) && Number.isInteger(data.id) && data.photo instanceof Blob;
}

function isReading(value: unknown): value is HairColourReading {
  if (!isObject(value)) return false;
  if (value.kind === 'none') return typeof value.reason === 'string';
  return (
    value.kind === 'suggestion' &&
    typeof value.level === 'number' &&
    HAIR_TONES.some((tone) => tone === value.tone) &&
    typeof value.greyShare === 'number' &&
    typeof value.confidence === 'number'
  );
}

export function isMeasureReply(data: unknown): data is MeasureReply {
  return isObject(data) && Number.isInteger(data.id) && isReading(data.reading);
}

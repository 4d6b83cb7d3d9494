import {
  CONFIDENCE_BAND_FLOORS,
  GREY_AGREES_WITHIN,
  LEVEL_AGREES_WITHIN,
  type AgreementTally,
  type ConfidenceBand,
} from '@piiq/domain/hair-colour';
import type { AgreementLimits, HairColourConfirmationReads } from '../mirror/mirror.reads.ts';

/** How the measure fared with the stylists: counts, from which the console makes its percentages. */
export interface HairColourMeasureFigures {
  summary: AgreementTally & { salons: number };
  /** Newest month first (UTC), each month by measure version. */
  byMonth: Array<AgreementTally & { month: string; measureVersion: string }>;
  /** Every band, most confident first, with no readings where none fell in it. */
  byConfidenceBand: Array<AgreementTally & { band: ConfidenceBand }>;
}

const LIMITS: AgreementLimits = { levelWithin: LEVEL_AGREES_WITHIN, greyWithin: GREY_AGREES_WITHIN };

const tallyOf = (row: AgreementTally): AgreementTally => ({
  readings: row.readings,
  levelWithinOne: row.levelWithinOne,
  toneAgreed: row.toneAgreed,
  greyWithinTen: row.greyWithinTen,
});

/**
 * The console's figures of the hair-colour measure across salons: how often the stylists confirmed
 * what it suggested, over time and by how confident it was. The rules of agreeing and of the bands
 * are the domain's; the counting is SQL's.
 */
export function createHairColourMeasureService(deps: { confirmations: HairColourConfirmationReads }) {
  return {
    async figures(): Promise<HairColourMeasureFigures> {
      const [summary, byMonth, byFloor] = await Promise.all([
        deps.confirmations.overall(LIMITS),
        deps.confirmations.byMonthAndVersion(LIMITS),
        deps.confirmations.byConfidenceFloor(
          CONFIDENCE_BAND_FLOORS.map((each) => each.from),
          LIMITS,
        ),
      ]);
      const none: AgreementTally = { readings: 0, levelWithinOne: 0, toneAgreed: 0, greyWithinTen: 0 };
      return {
        summary: { ...tallyOf(summary), salons: summary.salons },
        byMonth: byMonth.map((row) => ({ ...tallyOf(row), month: row.month, measureVersion: row.measureVersion })),
        byConfidenceBand: CONFIDENCE_BAND_FLOORS.map(({ band, from }) => {
          const row = byFloor.find((each) => each.floor === from);
          return { ...(row ? tallyOf(row) : none), band };
        }),
      };
    },
  };
}

export type HairColourMeasureService = ReturnType<typeof createHairColourMeasureService>;

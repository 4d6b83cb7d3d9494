import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** How often stylists confirmed the mirror's hair-colour suggestions: counts, made into percentages by the page. */
export const GetHairColourMeasureFigures = graphql(`
  query GetHairColourMeasureFigures {
    hairColourMeasureFigures {
      summary {
        readings
        salons
        levelWithinOne
        toneAgreed
        greyWithinTen
      }
      byMonth {
        month
        measureVersion
        readings
        levelWithinOne
        toneAgreed
        greyWithinTen
      }
      byConfidenceBand {
        band
        readings
        levelWithinOne
        toneAgreed
        greyWithinTen
      }
    }
  }
`);
export type HairColourMeasureFigures = ResultOf<typeof GetHairColourMeasureFigures>['hairColourMeasureFigures'];

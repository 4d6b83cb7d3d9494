import type { ObjectFieldBuilder } from '@pothos/core';
import { CONFIDENCE_BANDS, type AgreementTally } from '@piiq/domain/hair-colour';
import { builder, type BuilderTypes } from '../../graphql/builder.ts';
import type { HairColourMeasureFigures } from './hair-colour-measure.service.ts';

const ConfidenceBandEnum = builder.enumType('ConfidenceBand', {
  values: CONFIDENCE_BANDS,
  description: 'How far the measure trusted its suggestion: confident from 0.8, rough from 0.5, unsure below.',
});

/** The counts every row of the figures has; the console makes its percentages from them. */
function agreementFields<Row extends AgreementTally>(t: ObjectFieldBuilder<BuilderTypes, Row>) {
  return {
    readings: t.int({ description: 'Suggestions kept beside a confirmed colour.', resolve: (row) => row.readings }),
    levelWithinOne: t.int({
      description:
        'Of them, those whose suggested level (as measured, decimal and all) was within one of the confirmed.',
      resolve: (row) => row.levelWithinOne,
    }),
    toneAgreed: t.int({
      description: 'Of them, those whose suggested tone was the confirmed one.',
      resolve: (row) => row.toneAgreed,
    }),
    greyWithinTen: t.int({
      description: 'Of them, those whose suggested grey share was within 10 points of the confirmed.',
      resolve: (row) => row.greyWithinTen,
    }),
  };
}

type Figures = HairColourMeasureFigures;

const SummaryRef = builder.objectRef<Figures['summary']>('HairColourMeasureSummary').implement({
  fields: (t) => ({
    ...agreementFields(t),
    salons: t.exposeInt('salons', { description: 'The salons the readings come from.' }),
  }),
});

const MonthRef = builder.objectRef<Figures['byMonth'][number]>('HairColourMeasureMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'The UTC month of the save that kept each pair: 2026-11.' }),
    measureVersion: t.exposeString('measureVersion'),
    ...agreementFields(t),
  }),
});

const BandRef = builder.objectRef<Figures['byConfidenceBand'][number]>('HairColourMeasureBand').implement({
  fields: (t) => ({
    band: t.field({ type: ConfidenceBandEnum, resolve: (row) => row.band }),
    ...agreementFields(t),
  }),
});

const FiguresRef = builder.objectRef<Figures>('HairColourMeasureFigures').implement({
  description: 'How often stylists confirmed what the mirror’s hair-colour measure suggested, across salons.',
  fields: (t) => ({
    summary: t.field({ type: SummaryRef, resolve: (figures) => figures.summary }),
    byMonth: t.field({
      type: [MonthRef],
      description: 'By UTC month, newest first, and by measure version.',
      resolve: (figures) => figures.byMonth,
    }),
    byConfidenceBand: t.field({
      type: [BandRef],
      description: 'Every band, most confident first: whether the measure’s confidence is calibrated.',
      resolve: (figures) => figures.byConfidenceBand,
    }),
  }),
});

builder.queryFields((t) => ({
  hairColourMeasureFigures: t.field({
    type: FiguresRef,
    authScopes: { provider: true },
    description: 'The console’s figures of the mirror’s hair-colour measure against the stylists’ confirmations.',
    resolve: (_root, _args, context) => context.services.hairColourMeasure.figures(),
  }),
}));

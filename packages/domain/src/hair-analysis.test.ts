import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analysisRecorded,
  HAIR_SCORE_ENDS,
  HAIR_SCORES,
  TREATMENTS,
  displayScore,
  displayedScores,
  hairScoreTrends,
  hasHairAnalysis,
  isTreatmentRecommended,
  lastVisitText,
  scalpConcernLabels,
  scoreText,
  treatmentChanged,
} from './hair-analysis.ts';

describe('scores', () => {
  it('has the six scores', () => {
    expect(HAIR_SCORES).toEqual(['density', 'texture', 'curl', 'colorSensitivity', 'porous', 'elasticity']);
  });

  it('shows raw / 2 out of 10', () => {
    expect(displayScore(14)).toBe(7);
    expect(displayScore(5)).toBe(2.5);
    expect(displayScore(null)).toBeNull();
    expect(displayScore(Number.NaN)).toBeNull();
    expect(displayScore(30)).toBe(10);
    expect(displayScore(-2)).toBe(0);
  });

  it('says a shown score out of 10, or that it was not scored', () => {
    expect(scoreText(3.5)).toBe('3.5 / 10');
    expect(scoreText(null)).toBe('Not scored');
  });

  it('says the last visit’s score in the same words', () => {
    expect(lastVisitText(6)).toBe('Last visit: 6 / 10');
    expect(lastVisitText(null)).toBe('Last visit: Not scored');
  });

  it('names both ends of every score’s bar', () => {
    expect(HAIR_SCORE_ENDS.density).toEqual(['fine', 'thick']);
    expect(HAIR_SCORE_ENDS.curl).toEqual(['straight', 'coily']);
    for (const score of HAIR_SCORES) expect(HAIR_SCORE_ENDS[score].every((word) => word.length > 0)).toBe(true);
  });

  it('is exactly half of any raw score within 0..20, and always within 0..10', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20, noNaN: true }), (raw) => {
        expect(displayScore(raw)).toBe(raw / 2);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (raw) => {
        const shown = displayScore(raw) ?? -1;
        expect(shown >= 0 && shown <= 10).toBe(true);
      }),
    );
  });

  it('knows when there is no analysis', () => {
    expect(hasHairAnalysis(null)).toBe(false);
    expect(hasHairAnalysis({ scalpConcerns: 'oily' })).toBe(false);
    expect(hasHairAnalysis({ curl: 0 })).toBe(true);
    expect(displayedScores({ density: 12 })[0]).toEqual({ score: 'density', label: 'Density', value: 6 });
  });

  it('knows an analysis of scalp concerns or a colour alone, every score unset, is still one', () => {
    expect(analysisRecorded({ density: null, curl: null, scalpConcerns: 'oily' }, false)).toBe(true);
    expect(analysisRecorded({ density: null, scalpConcerns: null }, true)).toBe(true);
    expect(analysisRecorded({ curl: 4 }, false)).toBe(true);
    expect(analysisRecorded({ density: null, scalpConcerns: null }, false)).toBe(false);
    expect(analysisRecorded(null, false)).toBe(false);
  });
});

describe('scalp concerns', () => {
  it('maps the comma list to labels', () => {
    expect(scalpConcernLabels('growthPatterns,cowlicks, DANDRUFF,oily,dry,sensitive')).toEqual([
      'growth patterns',
      'cowlicks',
      'dandruff',
      'oily',
      'dry',
      'sensitive',
    ]);
    expect(scalpConcernLabels('GROWTH_PATTERNS,growth patterns,unknown')).toEqual(['growth patterns']);
    expect(scalpConcernLabels('')).toEqual([]);
    expect(scalpConcernLabels(null)).toEqual([]);
  });

  it('knows no concern named after an object property', () => {
    expect(scalpConcernLabels('constructor,toString,__proto__,dry')).toEqual(['dry']);
  });
});

describe('treatment', () => {
  it('offers scalp, protein, moisture, none', () => {
    expect(TREATMENTS).toEqual(['scalp', 'protein', 'moisture', 'none']);
  });

  it('shows Save only after a change', () => {
    expect(treatmentChanged('scalp', 'scalp')).toBe(false);
    expect(treatmentChanged('scalp', 'protein')).toBe(true);
    expect(treatmentChanged(null, undefined)).toBe(false);
    expect(treatmentChanged(null, 'none')).toBe(true);
  });

  it('counts a real treatment only', () => {
    expect(isTreatmentRecommended('protein')).toBe(true);
    expect(isTreatmentRecommended('none')).toBe(false);
    expect(isTreatmentRecommended(null)).toBe(false);
    expect(isTreatmentRecommended('laser')).toBe(false);
  });
});

describe('score trends', () => {
  const at = (iso: string) => new Date(iso);

  it('puts each score of the analysed sessions oldest first, raw / 2, and leaves out sessions without an analysis', () => {
    const trends = hairScoreTrends([
      {
        createdAt: at('2026-03-10T01:00:00Z'),
        hairAnalysis: { density: 12, texture: 11, curl: 5, colorSensitivity: 10, porous: 14, elasticity: 9 },
      },
      { createdAt: at('2026-02-10T01:00:00Z'), hairAnalysis: null },
      {
        createdAt: at('2026-01-10T01:00:00Z'),
        hairAnalysis: { density: 8, texture: 10, curl: 4, colorSensitivity: 12, porous: 16, elasticity: null },
      },
    ]);
    expect(trends.map((trend) => trend.label)).toEqual([
      'Density',
      'Texture',
      'Curl',
      'Colour Sensitivity',
      'Porosity',
      'Elasticity',
    ]);
    expect(trends[0]?.points).toEqual([
      { at: at('2026-01-10T01:00:00Z'), value: 4 },
      { at: at('2026-03-10T01:00:00Z'), value: 6 },
    ]);
    // A score the mirror missed in one session stays a point without a value, so every chart has the same dates.
    expect(trends[5]?.points.map((point) => point.value)).toEqual([null, 4.5]);
  });

  it('has no points when no session was analysed (scalp concerns alone are no analysis)', () => {
    const trends = hairScoreTrends([
      { createdAt: at('2026-01-10T01:00:00Z'), hairAnalysis: { scalpConcerns: 'oily' } },
    ]);
    expect(trends.every((trend) => trend.points.length === 0)).toBe(true);
  });

  it('keeps one point per analysed session for every score, on the 0..10 scale', () => {
    const raw = fc.option(fc.integer({ min: -5, max: 25 }), { nil: null });
    const analysis = fc.record({
      density: raw,
      texture: raw,
      curl: raw,
      colorSensitivity: raw,
      porous: raw,
      elasticity: raw,
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ createdAt: fc.date({ noInvalidDate: true }), hairAnalysis: fc.option(analysis, { nil: null }) }),
        ),
        (sessions) => {
          const analysed = sessions.filter((session) => hasHairAnalysis(session.hairAnalysis)).length;
          for (const trend of hairScoreTrends(sessions)) {
            expect(trend.points).toHaveLength(analysed);
            const times = trend.points.map((point) => point.at.getTime());
            expect(times).toEqual([...times].sort((a, b) => a - b));
            for (const point of trend.points)
              if (point.value !== null) expect(point.value >= 0 && point.value <= 10).toBe(true);
          }
        },
      ),
    );
  });
});

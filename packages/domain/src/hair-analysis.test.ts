import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HAIR_SCORES,
  TREATMENTS,
  displayScore,
  displayedScores,
  hasHairAnalysis,
  isTreatmentRecommended,
  scalpConcernLabels,
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

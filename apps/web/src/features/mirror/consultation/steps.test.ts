import { describe, expect, it } from 'vitest';
import { mirrorSession } from '../test/mirror-session.ts';
import { sessionChangesElsewhere, stepNumber } from './steps.ts';

const colourRecord = (consentStanding: 'signed' | 'older' | 'none') => ({
  timeZone: 'Australia/Sydney',
  allergies: [],
  lastFormula: null,
  formula: null,
  patchTestStanding: { kind: 'valid' as const, warning: null },
  consentForm: { version: 2, text: 'Form' },
  consentStanding,
});

describe('when the mirror asks for its session on its own', () => {
  const treatment = stepNumber('Treatment');

  it('while it waits for the client to join, and no longer once they have', () => {
    expect(sessionChangesElsewhere(0, mirrorSession({ state: 'WAITING_FOR_CLIENT' }))).toBe(true);
    expect(sessionChangesElsewhere(0, mirrorSession({ state: 'IN_PROGRESS' }))).toBe(false);
    expect(sessionChangesElsewhere(0, undefined)).toBe(false);
  });

  it('on the Treatment step, while a colour service waits for a consent the phone may sign', () => {
    const waiting = mirrorSession({ colourRecord: colourRecord('older') }, { colourService: true });
    expect(sessionChangesElsewhere(treatment, waiting)).toBe(true);
    expect(sessionChangesElsewhere(stepNumber('Recommendations'), waiting)).toBe(false);
    const signed = mirrorSession({ colourRecord: colourRecord('signed') }, { colourService: true });
    expect(sessionChangesElsewhere(treatment, signed)).toBe(false);
    const noColour = mirrorSession({ colourRecord: colourRecord('none') }, { colourService: false });
    expect(sessionChangesElsewhere(treatment, noColour)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { consentStandingText, photosText } from './consent-words.ts';

const SYDNEY = 'Australia/Sydney';

describe('the consent standing in words', () => {
  const signatures = [
    { formVersion: 1, signedAt: '2026-03-05T01:00:00.000Z', signedOn: 'mirror' },
    { formVersion: 2, signedAt: '2026-03-01T14:30:00.000Z', signedOn: 'portal' },
    { formVersion: 2, signedAt: '2026-02-01T23:30:00.000Z', signedOn: 'mirror' },
  ];

  it('names the version, the salon’s day and where the current form was signed: the latest of its signatures', () => {
    expect(consentStandingText('signed', signatures, SYDNEY)).toBe(
      'Signed the current form (version 2) on 2.03.2026, on the portal.',
    );
    // 1:30 in the morning in Sydney is still the evening before in Perth.
    expect(consentStandingText('signed', signatures, 'Australia/Perth')).toBe(
      'Signed the current form (version 2) on 1.03.2026, on the portal.',
    );
  });

  it('says an older version is signed again at the next colour service, and says when none was signed', () => {
    expect(consentStandingText('older', signatures, SYDNEY)).toBe(
      'Signed an older version: the client signs again at the next colour service.',
    );
    expect(consentStandingText('none', [], SYDNEY)).toBe('Not signed yet.');
  });

  it('says whether the photos may be kept', () => {
    expect(photosText(true)).toBe('Photos may be kept and shown');
    expect(photosText(false)).toBe('Photos not to be kept');
  });
});

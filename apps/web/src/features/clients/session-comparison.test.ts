import { describe, expect, it } from 'vitest';
import { defaultComparison, type ComparableSession } from './session-comparison.ts';

const photo = { url: '/photos/appointments/x/selfie' };
const session = (id: string, day: number, photos: { selfie?: boolean; view360?: boolean } = {}): ComparableSession => ({
  id,
  createdAt: new Date(Date.UTC(2026, 0, day, 1)).toISOString(),
  clientSelfieImage: photos.selfie ? photo : null,
  client360Image: photos.view360 ? photo : null,
});

describe('the sessions the comparison opens on', () => {
  it('are the first and the latest with photos, whatever order the sessions come in', () => {
    const sessions = [
      session('d', 20),
      session('c', 15, { selfie: true }),
      session('b', 10, { view360: true }),
      session('a', 5),
    ];
    expect(defaultComparison(sessions)).toEqual(['b', 'c']);
  });

  it('are the first and the latest session when fewer than two have photos', () => {
    expect(defaultComparison([session('c', 15), session('b', 10, { selfie: true }), session('a', 5)])).toEqual([
      'a',
      'c',
    ]);
  });

  it('are none with fewer than two sessions', () => {
    expect(defaultComparison([session('a', 5, { selfie: true })])).toBeNull();
    expect(defaultComparison([])).toBeNull();
  });
});

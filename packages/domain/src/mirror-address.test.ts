import { describe, expect, it } from 'vitest';
import { isMirrorAddress } from './mirror-address.ts';

describe('isMirrorAddress', () => {
  it('is the mirror page, with or without its trailing slash, in any case', () => {
    for (const pathname of ['/mirror', '/mirror/', '/MIRROR', '/Mirror/']) expect(isMirrorAddress(pathname)).toBe(true);
  });

  it('is no other address: nothing beneath it, and no salon named like it', () => {
    for (const pathname of ['/', '/mirrors', '/mirror/other', '/mirror-salon/dashboard', '/salon/mirror', '/portal'])
      expect(isMirrorAddress(pathname)).toBe(false);
  });
});

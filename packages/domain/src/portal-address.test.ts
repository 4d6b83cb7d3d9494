import { describe, expect, it } from 'vitest';
import { isPortalAddress } from './portal-address.ts';

describe('isPortalAddress', () => {
  it('is the portal itself and every address beneath it', () => {
    for (const pathname of ['/portal', '/portal/', '/portal/signin', '/portal/appointments/abc'])
      expect(isPortalAddress(pathname)).toBe(true);
  });

  it('is no other address, a salon named like the portal included', () => {
    for (const pathname of ['/', '/portals', '/portal-salon/dashboard', '/salon/portal', '/mirror'])
      expect(isPortalAddress(pathname)).toBe(false);
  });
});

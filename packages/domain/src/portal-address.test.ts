import { describe, expect, it } from 'vitest';
import { isPortalAddress, portalAppointmentUrl } from './portal-address.ts';

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

describe('portalAppointmentUrl', () => {
  it('is the appointment’s portal page under the public address, with or without its slash', () => {
    expect(portalAppointmentUrl('https://piiq.example/', 'a1')).toBe('https://piiq.example/portal/appointments/a1');
    expect(portalAppointmentUrl('http://localhost:3000', 'a1')).toBe('http://localhost:3000/portal/appointments/a1');
  });
});

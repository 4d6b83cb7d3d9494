import { describe, expect, it } from 'vitest';
import { administeredSalons, administersSalon, profileAllowsAdmin } from './salon-access.ts';

describe('salon access', () => {
  it('treats an absent role or Role=Salon as admin-capable', () => {
    expect(profileAllowsAdmin(null)).toBe(true);
    expect(profileAllowsAdmin('Salon')).toBe(true);
    expect(profileAllowsAdmin('Client')).toBe(false);
  });

  it('counts an admin of a salon only when flagged for it and the profile allows it', () => {
    expect(administersSalon(null, { salonAdmin: true })).toBe(true);
    expect(administersSalon('Salon', { salonAdmin: true })).toBe(true);
    expect(administersSalon('Client', { salonAdmin: true })).toBe(false);
    expect(administersSalon('Salon', { salonAdmin: false })).toBe(false);
    expect(administersSalon('Salon', null)).toBe(false);
    expect(administersSalon(null, undefined)).toBe(false);
  });

  it('lists the administered salons in the order given, and none for Role=Client', () => {
    const accesses = [
      { salonAdmin: true, salon: 'a' },
      { salonAdmin: false, salon: 'b' },
      { salonAdmin: true, salon: 'c' },
    ];
    expect(administeredSalons('Salon', accesses).map((access) => access.salon)).toEqual(['a', 'c']);
    expect(administeredSalons(null, accesses).map((access) => access.salon)).toEqual(['a', 'c']);
    expect(administeredSalons('Client', accesses)).toEqual([]);
  });
});

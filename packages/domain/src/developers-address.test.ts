import { describe, expect, it } from 'vitest';
import { isDevelopersAddress } from './developers-address.ts';

describe('isDevelopersAddress', () => {
  it('is the developer page, with or without its trailing slash', () => {
    for (const pathname of ['/developers', '/developers/']) expect(isDevelopersAddress(pathname)).toBe(true);
  });

  it('is no other address: nothing beneath it, and no salon named like it', () => {
    for (const pathname of ['/', '/developer', '/developers-salon/dashboard', '/developers/keys', '/salon/developers'])
      expect(isDevelopersAddress(pathname)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { addressRateKey } from './rate-limits.ts';

describe('addressRateKey', () => {
  it('counts an IPv4 address as itself, also when it comes mapped into IPv6', () => {
    expect(addressRateKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressRateKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressRateKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressRateKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressRateKey('203.0.113.8')).not.toBe(addressRateKey('203.0.113.7'));
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:db8:1:2::ffff',
      '2001:DB8:1:2:0:0:0:1',
      '2001:0db8:0001:0002:abcd:ef01:2345:6789',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::1.2.3.4',
      '2001:db8:1:2::',
    ];
    expect(new Set(spellings.map(addressRateKey))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('counts different /64s apart', () => {
    const neighbours = ['2001:db8:1:2::1', '2001:db8:1:3::1', '2001:db8:1:102::1', '2001:db9:1:2::1', '::1'];
    expect(new Set(neighbours.map(addressRateKey)).size).toBe(neighbours.length);
    expect(addressRateKey('::1')).toBe(addressRateKey('::'));
  });

  it('leaves a zone id out: it names the server’s interface, not the client', () => {
    expect(addressRateKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressRateKey('fe80::abcd%2')).toBe(addressRateKey('fe80::1'));
  });

  it('keeps what is not an address as it came', () => {
    expect(addressRateKey('')).toBe('');
    expect(addressRateKey('unknown')).toBe('unknown');
  });
});

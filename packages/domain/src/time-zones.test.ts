import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, timeZoneOfAddress } from './time-zones.ts';

describe('timeZoneOfAddress', () => {
  it.each([
    ['NSW', 'Sydney', '2000', 'Australia/Sydney'],
    ['ACT', 'Canberra', '2600', 'Australia/Sydney'],
    ['VIC', 'Melbourne', '3000', 'Australia/Melbourne'],
    ['QLD', 'Brisbane', '4000', 'Australia/Brisbane'],
    ['SA', 'Adelaide', '5000', 'Australia/Adelaide'],
    ['WA', 'Perth', '6000', 'Australia/Perth'],
    ['TAS', 'Hobart', '7000', 'Australia/Hobart'],
    ['NT', 'Darwin', '0800', 'Australia/Darwin'],
  ])('puts %s in its zone', (state, city, postcode, zone) => {
    expect(timeZoneOfAddress({ city, state, postcode, country: 'AU' })).toBe(zone);
    // The account tab has no country: the state alone tells.
    expect(timeZoneOfAddress({ city, state, postcode })).toBe(zone);
  });

  it.each([
    ['new south wales', 'Australia/Sydney'],
    ['Australian Capital Territory', 'Australia/Sydney'],
    ['victoria', 'Australia/Melbourne'],
    ['QUEENSLAND', 'Australia/Brisbane'],
    ['South Australia', 'Australia/Adelaide'],
    ['western australia', 'Australia/Perth'],
    ['Tasmania', 'Australia/Hobart'],
    ['northern territory', 'Australia/Darwin'],
    ['  nsw ', 'Australia/Sydney'],
    ['Vic', 'Australia/Melbourne'],
  ])('reads the state %j whatever its case or spelling', (state, zone) => {
    expect(timeZoneOfAddress({ state })).toBe(zone);
  });

  it('puts Broken Hill in its own zone, by suburb or by postcode 2880', () => {
    expect(timeZoneOfAddress({ city: 'Broken Hill', state: 'NSW', postcode: '2880', country: 'AU' })).toBe(
      'Australia/Broken_Hill',
    );
    expect(timeZoneOfAddress({ city: 'BROKEN HILL', state: 'NSW', postcode: '' })).toBe('Australia/Broken_Hill');
    expect(timeZoneOfAddress({ city: 'broken hill north', state: 'nsw' })).toBe('Australia/Broken_Hill');
    expect(timeZoneOfAddress({ city: 'Silverton', state: 'NSW', postcode: '2880' })).toBe('Australia/Broken_Hill');
  });

  it('puts Lord Howe Island in its own zone, by name or by postcode 2898', () => {
    expect(timeZoneOfAddress({ city: 'Lord Howe Island', state: 'NSW', postcode: '2898', country: 'AU' })).toBe(
      'Australia/Lord_Howe',
    );
    expect(timeZoneOfAddress({ city: 'lord howe island', state: 'NSW' })).toBe('Australia/Lord_Howe');
    expect(timeZoneOfAddress({ city: 'Island', state: 'NSW', postcode: '2898' })).toBe('Australia/Lord_Howe');
  });

  it('puts New Zealand in Pacific/Auckland, by country or by region', () => {
    expect(timeZoneOfAddress({ city: 'Auckland', state: 'Auckland', postcode: '1010', country: 'NZ' })).toBe(
      'Pacific/Auckland',
    );
    expect(timeZoneOfAddress({ city: 'Christchurch', state: '', postcode: '8011', country: 'NZ' })).toBe(
      'Pacific/Auckland',
    );
    expect(timeZoneOfAddress({ city: 'Christchurch', state: 'canterbury', postcode: '8011' })).toBe('Pacific/Auckland');
    expect(timeZoneOfAddress({ city: 'Napier', state: "Hawke's Bay" })).toBe('Pacific/Auckland');
    expect(timeZoneOfAddress({ city: 'Wellington', state: 'New Zealand' })).toBe('Pacific/Auckland');
  });

  it('puts the Chatham Islands in Pacific/Chatham, by name or by postcode 8942 in New Zealand', () => {
    expect(timeZoneOfAddress({ city: 'Waitangi', state: 'Chatham Islands', postcode: '8942', country: 'NZ' })).toBe(
      'Pacific/Chatham',
    );
    expect(timeZoneOfAddress({ city: 'Waitangi', state: '', postcode: '8942', country: 'NZ' })).toBe('Pacific/Chatham');
    expect(timeZoneOfAddress({ city: 'Chatham Islands', state: '' })).toBe('Pacific/Chatham');
    expect(timeZoneOfAddress({ city: 'CHATHAM ISLAND', state: 'canterbury' })).toBe('Pacific/Chatham');
  });

  it('reads the exceptions’ postcodes only in their own country', () => {
    // The two countries' four-digit postcodes overlap: each exception's postcode counts in its own country.
    expect(timeZoneOfAddress({ city: 'Melbourne', state: 'VIC', postcode: '8942', country: 'AU' })).toBe(
      'Australia/Melbourne',
    );
    expect(timeZoneOfAddress({ city: 'Auckland', postcode: '2880', country: 'NZ' })).toBe('Pacific/Auckland');
    expect(timeZoneOfAddress({ city: 'Auckland', postcode: '2898', country: 'NZ' })).toBe('Pacific/Auckland');
  });

  it('gives null when the address names no place it knows', () => {
    expect(timeZoneOfAddress({})).toBeNull();
    expect(timeZoneOfAddress({ city: '', state: '', postcode: '', country: 'AU' })).toBeNull();
    expect(timeZoneOfAddress({ city: 'Springfield', state: 'Somewhere', postcode: '1234' })).toBeNull();
    expect(timeZoneOfAddress({ city: null, state: null, postcode: null })).toBeNull();
  });

  it('gives only zones on the list', () => {
    for (const zone of [
      'Australia/Broken_Hill',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Pacific/Auckland',
      'Australia/Darwin',
    ]) {
      expect(isIanaTimeZone(zone)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { findTimeZones } from './time-zone-search.ts';

describe('findTimeZones', () => {
  it('finds a zone by its city, whatever the case', () => {
    expect(findTimeZones('Perth')[0]).toBe('Australia/Perth');
    expect(findTimeZones('perth')).toContain('Australia/Perth');
  });

  it('reads a space as the underscore of the zone name', () => {
    expect(findTimeZones('new york')[0]).toBe('America/New_York');
    expect(findTimeZones('New_York')[0]).toBe('America/New_York');
  });

  it('puts cities that start with the text before names that only contain it', () => {
    expect(findTimeZones('york', ['Europe/Yorkshire', 'America/New_York'])).toEqual([
      'Europe/Yorkshire',
      'America/New_York',
    ]);
  });

  it('still finds a typed region and city', () => {
    expect(findTimeZones('Australia/Pe')).toEqual(['Australia/Perth']);
  });

  it('finds nothing for a text no zone contains', () => {
    expect(findTimeZones('Atlantis')).toEqual([]);
  });
});

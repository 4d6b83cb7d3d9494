import { describe, expect, it } from 'vitest';
import { clientsCsvUrl } from './urls.ts';

describe('the client records spreadsheet’s address', () => {
  it('carries the search, and the colour record only when asked for', () => {
    expect(clientsCsvUrl('salon-1', 'ava b', false)).toBe('/exports/salon-1/clients.csv?search=ava+b');
    expect(clientsCsvUrl('salon-1', 'ava b', true)).toBe('/exports/salon-1/clients.csv?search=ava+b&colourRecord=1');
    expect(clientsCsvUrl('salon-1', '', true)).toBe('/exports/salon-1/clients.csv?search=&colourRecord=1');
  });
});

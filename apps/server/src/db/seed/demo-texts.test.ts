import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-seed.ts';

/**
 * American spellings a seeded text must not use (docs/product-rules.md: plain Australian English). Whole words
 * only, so the product's own names such as the hair-analysis field colorSensitivity stay as written.
 */
const US_SPELLINGS =
  /\b(personaliz\w*|colors?|colored|coloring|organiz\w*|centers?|centered|favorites?|behaviors?|analyz\w*|programs?|catalog|gray)\b/gi;

/** Every string of the demo data with the table and column it sits in. */
function seededTexts(value: unknown, where: string): Array<{ where: string; text: string }> {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => seededTexts(item, where));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, item]) => seededTexts(item, `${where}.${key}`));
  }
  return [];
}

describe('the seeded texts', () => {
  const data = buildDemoData(new Date('2026-03-16T03:20:00Z'), { shared: 'not-a-real-hash' });

  it('are in Australian English, the terms of service in both locales included', () => {
    const found = seededTexts(data, 'demo').flatMap(({ where, text }) =>
      [...text.matchAll(US_SPELLINGS)].map((match) => `${where}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('spell the terms as an Australian reads them', () => {
    for (const terms of data.termsOfService) {
      expect(terms.bodyHtml).toContain('personalise your visit');
      expect(terms.bodyHtml).toContain('colour sensitivity');
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bowlSummary,
  colourFormulaSchema,
  DEVELOPER_VOLUMES,
  developerLabel,
  formulaMessages,
  formulaStartedFrom,
  formulaSummary,
  MAX_AMOUNT,
} from './colour-formulas.ts';

const roots = {
  products: [{ name: 'Koleston Perfect', shade: '6/0', amount: 30, unit: 'g' as const }],
  developerVolume: 20 as const,
  developerAmount: 45,
  appliedTo: 'Roots',
  processingMinutes: 35,
  note: 'Regrowth 2 cm',
};

describe('a colour formula', () => {
  it('reads as a colourist writes it', () => {
    const formula = colourFormulaSchema.parse({ bowls: [roots] });
    expect(bowlSummary(formula.bowls[0]!)).toBe('6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min');
    const two = colourFormulaSchema.parse({
      bowls: [roots, { products: [{ name: 'Shades EQ', shade: '09V', amount: 60, unit: 'ml' }], appliedTo: 'Ends' }],
    });
    expect(formulaSummary(two)).toBe(
      'Bowl 1: 6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min; Bowl 2: 09V Shades EQ 60 ml · Ends',
    );
  });

  it('names each developer by its volume and its peroxide share', () => {
    expect(DEVELOPER_VOLUMES.map(developerLabel)).toEqual([
      '5 vol (1.5%)',
      '10 vol (3%)',
      '20 vol (6%)',
      '30 vol (9%)',
      '40 vol (12%)',
    ]);
  });

  it('refuses an empty formula, an empty bowl, a nameless product and an amount off the scale', () => {
    const messages = (input: unknown) =>
      colourFormulaSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ bowls: [] })).toEqual([formulaMessages.formulaEmpty]);
    expect(messages({ bowls: [{ ...roots, products: [] }] })).toEqual([formulaMessages.bowlEmpty]);
    expect(messages({ bowls: [{ ...roots, products: [{ name: ' ', amount: 10 }] }] })).toEqual([
      formulaMessages.productRequired,
    ]);
    expect(messages({ bowls: [{ ...roots, products: [{ name: 'X', amount: MAX_AMOUNT + 1 }] }] })).toEqual([
      formulaMessages.amountInvalid,
    ]);
    expect(messages({ bowls: [{ ...roots, developerVolume: 25 }] })).toHaveLength(1);
    expect(messages({ bowls: [{ ...roots, processingMinutes: 12.5 }] })).toEqual([formulaMessages.processingInvalid]);
  });

  it('started from the last visit keeps everything but the note, and changing it leaves the last one as it was (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.5, max: MAX_AMOUNT, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (amounts) => {
          const last = colourFormulaSchema.parse({
            bowls: [{ ...roots, products: amounts.map((amount, index) => ({ name: `P${index}`, amount })) }],
          });
          const today = formulaStartedFrom(last);
          expect(today.bowls[0]?.note).toBe('');
          expect({ ...today.bowls[0], note: roots.note }).toEqual(last.bowls[0]);
          today.bowls[0]!.products[0]!.amount = 1;
          expect(last.bowls[0]!.products[0]!.amount).toBe(Math.round(amounts[0]! * 10) / 10);
          // What is saved parses back to itself: the server keeps what the mirror shows.
          expect(colourFormulaSchema.parse(last)).toEqual(last);
        },
      ),
    );
  });
});

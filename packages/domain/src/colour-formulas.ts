import { z } from 'zod';
import { requiredText, TEXT_LIMITS, tooLongMessage } from './fields.ts';

/**
 * What a colourist mixed for a colour service, bowl by bowl: the colour products with their shades
 * and amounts, the developer, where the bowl went on, how long it processed, and a note. The same
 * rules check the mirror's form, the record's form and the server.
 */

/** Developer strengths in volumes, with the hydrogen peroxide share each is sold as. */
export const DEVELOPER_VOLUMES = [5, 10, 20, 30, 40] as const;
export type DeveloperVolume = (typeof DEVELOPER_VOLUMES)[number];

export function developerLabel(volume: DeveloperVolume): string {
  return `${volume} vol (${(volume * 0.3).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%)`;
}

export const AMOUNT_UNITS = ['g', 'ml'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

/** The most a bowl holds, in grams or ml: more is a typing slip. */
export const MAX_AMOUNT = 1_000;
export const MAX_PROCESSING_MINUTES = 240;
export const MAX_BOWLS = 6;
export const MAX_PRODUCTS_PER_BOWL = 6;

export const formulaMessages = {
  productRequired: 'Enter the product’s name.',
  amountInvalid: `Enter an amount from 0.5 to ${MAX_AMOUNT.toLocaleString('en-AU')}.`,
  processingInvalid: `Enter the processing time in minutes, up to ${MAX_PROCESSING_MINUTES}.`,
  bowlEmpty: 'Add at least one product to the bowl.',
  formulaEmpty: 'Add at least one bowl.',
  tooManyBowls: `A formula has at most ${MAX_BOWLS} bowls.`,
  tooManyProducts: `A bowl holds at most ${MAX_PRODUCTS_PER_BOWL} products.`,
  changedMeanwhile: 'Someone saved this visit’s formula while you were editing: cancel to see theirs, then edit again.',
} as const;

const SHADE_MAX = 40;
const APPLIED_TO_MAX = TEXT_LIMITS.shortText;

const amountSchema = z
  .number({ error: formulaMessages.amountInvalid })
  .min(0.5, formulaMessages.amountInvalid)
  .max(MAX_AMOUNT, formulaMessages.amountInvalid)
  // Scales read to a tenth of a gram; a finer figure is noise from a unit conversion.
  .transform((amount) => Math.round(amount * 10) / 10);

const optionalText = (max: number, label: string) => z.string().trim().max(max, tooLongMessage(label, max)).default('');

export const formulaProductSchema = z.object({
  /** The catalogue's product, when it was chosen from there; a typed product has none. */
  productId: z
    .uuid()
    .nullish()
    .transform((id) => id ?? null),
  name: requiredText(formulaMessages.productRequired, {
    max: TEXT_LIMITS.name,
    message: tooLongMessage('Product', TEXT_LIMITS.name),
  }),
  shade: optionalText(SHADE_MAX, 'Shade'),
  amount: amountSchema,
  unit: z.enum(AMOUNT_UNITS).default('g'),
});
export type FormulaProduct = z.infer<typeof formulaProductSchema>;
export type FormulaProductInput = z.input<typeof formulaProductSchema>;

export const formulaBowlSchema = z.object({
  products: z
    .array(formulaProductSchema)
    .min(1, formulaMessages.bowlEmpty)
    .max(MAX_PRODUCTS_PER_BOWL, formulaMessages.tooManyProducts),
  developerVolume: z
    .union(DEVELOPER_VOLUMES.map((volume) => z.literal(volume)))
    .nullish()
    .transform((volume) => volume ?? null),
  developerAmount: amountSchema.nullish().transform((amount) => amount ?? null),
  developerUnit: z.enum(AMOUNT_UNITS).default('ml'),
  appliedTo: optionalText(APPLIED_TO_MAX, 'Applied to'),
  processingMinutes: z
    .number({ error: formulaMessages.processingInvalid })
    .int(formulaMessages.processingInvalid)
    .min(0, formulaMessages.processingInvalid)
    .max(MAX_PROCESSING_MINUTES, formulaMessages.processingInvalid)
    .nullish()
    .transform((minutes) => minutes ?? null),
  note: optionalText(TEXT_LIMITS.message, 'Note'),
});
export type FormulaBowl = z.infer<typeof formulaBowlSchema>;
export type FormulaBowlInput = z.input<typeof formulaBowlSchema>;

export const colourFormulaSchema = z.object({
  bowls: z.array(formulaBowlSchema).min(1, formulaMessages.formulaEmpty).max(MAX_BOWLS, formulaMessages.tooManyBowls),
});
export type ColourFormula = z.infer<typeof colourFormulaSchema>;
export type ColourFormulaInput = z.input<typeof colourFormulaSchema>;

/** Where a bowl usually goes, offered as choices; any other place may be typed. */
export const APPLIED_TO_SUGGESTIONS = ['Roots', 'Mid-lengths', 'Ends', 'Full head', 'Highlights', 'Toner'] as const;

function formatAmount(amount: number, unit: AmountUnit): string {
  return `${amount.toLocaleString('en-AU', { maximumFractionDigits: 1 })} ${unit}`;
}

/** One bowl in a line a colourist reads at a glance: '6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min'. */
export function bowlSummary(bowl: FormulaBowl): string {
  const products = bowl.products
    .map((product) =>
      [product.shade, product.name, formatAmount(product.amount, product.unit)].filter(Boolean).join(' '),
    )
    .join(' + ');
  const developer =
    bowl.developerVolume === null
      ? ''
      : ` + ${developerLabel(bowl.developerVolume)}${bowl.developerAmount === null ? '' : ` ${formatAmount(bowl.developerAmount, bowl.developerUnit)}`}`;
  const where = bowl.appliedTo ? ` · ${bowl.appliedTo}` : '';
  const time = bowl.processingMinutes === null ? '' : ` · ${bowl.processingMinutes} min`;
  return `${products}${developer}${where}${time}`;
}

/** The whole formula in one line, bowls joined: how the mirror names the last visit's formula. */
export function formulaSummary(formula: ColourFormula): string {
  return formula.bowls
    .map((bowl, index) => (formula.bowls.length > 1 ? `Bowl ${index + 1}: ` : '') + bowlSummary(bowl))
    .join('; ');
}

/**
 * Today's formula started from an earlier one: the same bowls, products, amounts and timings, each
 * to be changed before it is saved. Notes stay with the visit they were written for.
 */
export function formulaStartedFrom(previous: ColourFormula): ColourFormula {
  return {
    bowls: previous.bowls.map((bowl) => ({
      ...bowl,
      products: bowl.products.map((product) => ({ ...product })),
      note: '',
    })),
  };
}

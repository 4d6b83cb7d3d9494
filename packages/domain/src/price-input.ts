import { z } from 'zod';
import { parsePriceToCents, PRICE_INVALID_MESSAGE } from './money.ts';

/*
 * Apart from money.ts so the screens that only show amounts (formatMoney) do not load zod: a schema
 * built at module level cannot be left out of a bundle that imports its module.
 */

/** A typed price string in, integer cents out; the same message in the form and on the server. */
export const priceInputSchema = z.string({ error: PRICE_INVALID_MESSAGE }).transform((text, ctx) => {
  const parsed = parsePriceToCents(text);
  if (parsed.ok) return parsed.cents;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});
export type PriceInput = z.infer<typeof priceInputSchema>;

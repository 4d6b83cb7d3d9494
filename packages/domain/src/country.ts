import { z } from 'zod';

/** The product sells in Australia and New Zealand only; each country keeps its own value (docs/product-rules.md). */
export const countrySchema = z.enum(['AU', 'NZ']);
export type Country = z.infer<typeof countrySchema>;

export const COUNTRIES = countrySchema.options;

export const COUNTRY_LABELS: Readonly<Record<Country, string>> = {
  AU: 'Australia',
  NZ: 'New Zealand',
};

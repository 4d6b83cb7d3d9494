import type { Cents } from './money.ts';

/** The catalogue's recommended retail prices (RRPAU, RRPNZ, RRPCA, RRPUS), in cents. */
export interface RecommendedRetailPrices {
  rrpAuCents: Cents;
  rrpNzCents: Cents | null;
  rrpCaCents: Cents | null;
  rrpUsCents: Cents | null;
}

/**
 * A salon product's msrp is the RRP of the currency it sells in. Every catalogue product has an
 * Australian RRP; one without a price for another currency falls back to it rather than showing none.
 */
export function msrpForCurrency(currency: string, prices: RecommendedRetailPrices): Cents {
  const byCurrency: Record<string, Cents | null> = {
    AUD: prices.rrpAuCents,
    NZD: prices.rrpNzCents,
    CAD: prices.rrpCaCents,
    USD: prices.rrpUsCents,
  };
  return byCurrency[currency.toUpperCase()] ?? prices.rrpAuCents;
}

/** Why a salon may not sell a catalogue product, as its products page shows it beside the toggle. */
export const productIneligibleReasons = {
  archived: 'Archived in the catalogue',
  outOfStock: 'Out of stock',
} as const;

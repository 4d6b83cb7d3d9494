/**
 * Every amount in the domain is an integer number of cents (AUD, GST included), so sums and
 * comparisons are exact; dollars exist only at the edges (typed input, display, partner records).
 */
export type Cents = number;

/** For amounts that are exact in dollars (price tables): nearest cent, so 34.95 is 3495 despite binary floats. */
export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/**
 * Catalogue prices arrive as dollar floats and the admin area floors money to 2 decimals.
 * Rounding the product to 6 places first stops 0.29 * 100 = 28.999999999999996 flooring to 28.
 */
export function floorDollarsToCents(dollars: number): Cents {
  return Math.floor(Number((dollars * 100).toFixed(6)));
}

/** Partner records carry dollars as a number (2750.5), not cents. */
export function centsToDollars(cents: Cents): number {
  return Math.floor(cents) / 100;
}

function splitCents(cents: Cents): { sign: string; whole: string; fraction: string } {
  const floored = Math.floor(cents);
  const absolute = Math.abs(floored);
  return {
    sign: floored < 0 ? '-' : '',
    whole: String(Math.floor(absolute / 100)),
    fraction: String(absolute % 100).padStart(2, '0'),
  };
}

/**
 * Admin area money (docs/product-rules.md): the code AUD, one space, an optional minus sign,
 * the dollars without grouping and always two decimals: 'AUD 1234.50', 'AUD -5.00'.
 * A fractional cent is floored, as the admin area floors money to 2 decimals.
 */
export function formatMoney(cents: Cents): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `AUD ${sign}${whole}.${fraction}`;
}

/**
 * The signup summary ("total in dollars including GST") is read by a salon owner deciding to buy,
 * so it uses the familiar Australian form: a dollar sign, thousands grouped by commas, two decimals:
 * '$2,750.00', '-$5.00'.
 */
export function formatDollars(cents: Cents): string {
  const { sign, whole, fraction } = splitCents(cents);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}.${fraction}`;
}

/** AUD prices include GST at 10%, so the GST part is one eleventh, rounded to the nearest cent (half up). */
export function gstPartOfCents(totalCents: Cents): Cents {
  return Math.round(totalCents / 11);
}

export const PRICE_INVALID_MESSAGE = 'Enter a price in dollars and cents, like 24.95';

/** Up to 9,999,999.99 dollars: the only place a typed price can be that large is a typing mistake. */
const PRICE_PATTERN = /^\$?\s*(\d{1,7}|\d{1,3}(?:,\d{3}){1,2})(?:\.(\d{1,2}))?$/;

export type ParsedPrice = { ok: true; cents: Cents } | { ok: false; message: string };

/** Accepts what people type for a price: '24', '24.9', '24.95', '$24.95', '1,234.50'. */
export function parsePriceToCents(text: string): ParsedPrice {
  const match = PRICE_PATTERN.exec(text.trim());
  const whole = match?.[1];
  if (whole === undefined) return { ok: false, message: PRICE_INVALID_MESSAGE };
  const fraction = (match?.[2] ?? '').padEnd(2, '0');
  return { ok: true, cents: Number(whole.replaceAll(',', '')) * 100 + Number(fraction) };
}

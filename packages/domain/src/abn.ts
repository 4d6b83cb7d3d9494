/**
 * The Australian Business Number on a tax invoice: 11 digits whose weighted sum, after taking 1
 * from the first digit, is a multiple of 89 (the ATO's published check).
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ATO's own worked example: a valid ABN that belongs to no business, for the demo's invoices. */
export const DEMO_SELLER_ABN = '51 824 753 556';

function abnDigits(abn: string): number[] | null {
  const compact = abn.replace(/\s/g, '');
  return /^\d{11}$/.test(compact) ? [...compact].map(Number) : null;
}

export function isValidAbn(abn: string): boolean {
  const digits = abnDigits(abn);
  if (!digits) return false;
  const sum = digits.reduce(
    (total, digit, index) => total + (index === 0 ? digit - 1 : digit) * (WEIGHTS[index] ?? 0),
    0,
  );
  return sum % 89 === 0;
}

/** As the ATO prints it: '51 824 753 556'. */
export function formatAbn(abn: string): string {
  const compact = abn.replace(/\s/g, '');
  return `${compact.slice(0, 2)} ${compact.slice(2, 5)} ${compact.slice(5, 8)} ${compact.slice(8)}`;
}

/**
 * Spreadsheets may skip blanks before a cell's first character, and some (Apple Numbers among them)
 * normalise a compatibility form such as U+FE66 ﹦ or U+FF1D ＝ to the plain character. Format
 * characters (zero-width spaces, direction marks) are skipped too: nobody reading the sheet would see
 * one standing before a formula.
 */
const FIRST_VISIBLE = /[^\p{White_Space}\p{Cf}]/u;

const FORMULA_STARTS: ReadonlySet<string> = new Set(['=', '+', '-', '@']);

/**
 * Whether a spreadsheet could run this text as a formula: it starts with a tab or carriage return,
 * or its first visible character, in its NFKC form, is =, +, - or @.
 */
export function startsLikeFormula(text: string): boolean {
  if (text.startsWith('\t') || text.startsWith('\r')) return true;
  const at = text.search(FIRST_VISIBLE);
  const first = at === -1 ? undefined : text.codePointAt(at);
  return first !== undefined && FORMULA_STARTS.has(String.fromCodePoint(first).normalize('NFKC').charAt(0));
}

/**
 * Text bound for a CSV, made safe to open: one that could run as a formula is written after a single
 * quote, which spreadsheets take as "show this as text". Anything else is left exactly as it was.
 * For text the product was given, not numbers it computed: a negative amount must stay a number.
 */
export function neutraliseFormula(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

import { z } from 'zod';
import { TEXT_LIMITS } from './fields.ts';
import { parsePriceToCents } from './money.ts';
import { PRODUCT_TYPES } from './recommendations.ts';
import { startsLikeFormula } from './spreadsheet-formulas.ts';

/**
 * The provider's catalogue as it is edited: one product's fields (every field of a
 * catalogue product), the rules they follow, and the product sheet (CSV) the console imports
 * and exports. The same rules serve the product form and every line of a sheet.
 */

/** The Suits* filters with a fixed vocabulary: the words the recommendation engine matches (SUITS_BANDS, GENDERS). */
export const SUITS_VOCABULARY = {
  suitsColoured: ['Coloured', 'Natural'],
  suitsHairDensities: ['Fine', 'Medium', 'Thick'],
  suitsHairElasticities: ['Low', 'Medium', 'High'],
  suitsHairPorosity: ['Low', 'Medium', 'High'],
  suitsHairTextures: ['Straight', 'Wavy', 'Curly', 'Coily'],
  suitsScalpConcerns: ['growthPatterns', 'cowlicks', 'dandruff', 'oily', 'dry', 'sensitive'],
  suitsGenders: ['Female', 'Male'],
} as const;

/** The filters whose words the provider chooses (hair colours, other filters such as Vegan, hair concerns). */
export const OPEN_TAG_FIELDS = ['suitsHairColour', 'suitsOtherFilters', 'hairConcernsFilters'] as const;

export const MAX_TAGS = 20;
export const TAG_MAX_LENGTH = 60;
export const MAX_BULLETS = 10;
export const MAX_IMAGES = 10;

export const catalogueMessages = {
  sku: 'Enter the SKU: letters, digits, dots, dashes or underscores, up to 64.',
  name: 'Enter the product name (up to 200 characters).',
  type: `Choose the product type: ${PRODUCT_TYPES.join(', ')}.`,
  size: 'The size can be at most 50 characters.',
  text: 'This text can be at most 5,000 characters.',
  bullet: `Up to ${MAX_BULLETS} bullets of at most 300 characters each.`,
  image: `Up to ${MAX_IMAGES} images, each a path under /files/ or an https:// address.`,
  tags: `Up to ${MAX_TAGS} values of at most ${TAG_MAX_LENGTH} characters each.`,
  price: 'Enter a price in dollars and cents, like 24.95.',
  rrpAuRequired: 'Enter the RRP in Australian dollars.',
  ean: 'The EAN is 8, 12, 13 or 14 digits.',
  brand: 'Choose the brand.',
  changedElsewhere:
    'Someone else changed this product after you opened it. Their change is shown now: make yours again and save.',
  brandName: `Enter the brand name (up to ${TEXT_LIMITS.name} characters).`,
  brandAbbreviation: 'Enter an abbreviation of 1 to 10 letters or digits.',
  brandChangedElsewhere:
    'Someone else changed this brand after you opened it. Their change is shown now: make yours again and save.',
  brandTaken: 'Another brand already has this name or abbreviation.',
  brandLogo: 'A logo is a path under /files/ or an https:// address.',
  skuTaken: 'Another product already has this SKU.',
} as const;

const vocabularyOf = (values: readonly string[], field: string) =>
  z
    .array(z.string())
    .max(values.length)
    .refine((chosen) => chosen.every((value) => values.includes(value)), {
      message: `${field} takes: ${values.join(', ')}.`,
    })
    .transform((chosen) => values.filter((value) => chosen.includes(value)));

const tagsSchema = z
  .array(z.string().trim().min(1).max(TAG_MAX_LENGTH, catalogueMessages.tags))
  .max(MAX_TAGS, catalogueMessages.tags)
  .transform((tags) => [...new Set(tags)]);

/** An optional text: empty is stored as none. Accepts its own output (null), so a checked product checks again. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((text) => (text === '' || text === null ? null : text));

const isImageAddress = (text: string) => /^\/files\/[\w./-]+$/.test(text) || /^https:\/\/[^\s]+$/.test(text);

const imagePath = z.string().trim().refine(isImageAddress, catalogueMessages.image);

/** Integer cents, or null for a price left empty. */
const centsSchema = z.number().int().min(0, catalogueMessages.price).max(999_999_999, catalogueMessages.price);

/** One catalogue product as the console saves it (the form sends cents; the sheet's dollars are read by readSheetRow). */
export const catalogueProductInputSchema = z.object({
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, catalogueMessages.sku),
  brandId: z.string().min(1, catalogueMessages.brand),
  productName: z.string().trim().min(1, catalogueMessages.name).max(200, catalogueMessages.name),
  productType: z.enum(PRODUCT_TYPES, catalogueMessages.type),
  productSize: z.string().trim().max(50, catalogueMessages.size),
  description: z.string().trim().max(5_000, catalogueMessages.text),
  bullets: z
    .array(z.string().trim().min(1).max(300, catalogueMessages.bullet))
    .max(MAX_BULLETS, catalogueMessages.bullet),
  forMen: z.boolean(),
  isArchived: z.boolean(),
  isFallback: z.boolean(),
  isMask: z.boolean(),
  isOil: z.boolean(),
  outOfStock: z.boolean(),
  listPriceCents: centsSchema,
  rrpAuCents: centsSchema,
  rrpNzCents: centsSchema.nullable(),
  rrpCaCents: centsSchema.nullable(),
  rrpUsCents: centsSchema.nullable(),
  productImageMain: imagePath.nullable(),
  images: z.array(imagePath).max(MAX_IMAGES, catalogueMessages.image),
  benefits: optionalText(5_000, catalogueMessages.text),
  directions: optionalText(5_000, catalogueMessages.text),
  ingredients: optionalText(5_000, catalogueMessages.text),
  ean: z
    .string()
    .trim()
    .refine((text) => text === '' || /^(\d{8}|\d{12,14})$/.test(text), catalogueMessages.ean)
    .nullable()
    .transform((text) => (text === '' || text === null ? null : text)),
  hairConcernsFilters: tagsSchema,
  suitsHairColour: tagsSchema,
  suitsOtherFilters: tagsSchema,
  suitsColoured: vocabularyOf(SUITS_VOCABULARY.suitsColoured, 'SuitsColoured'),
  suitsHairDensities: vocabularyOf(SUITS_VOCABULARY.suitsHairDensities, 'SuitsHairDensities'),
  suitsHairElasticities: vocabularyOf(SUITS_VOCABULARY.suitsHairElasticities, 'SuitsHairElasticities'),
  suitsHairPorosity: vocabularyOf(SUITS_VOCABULARY.suitsHairPorosity, 'SuitsHairPorosity'),
  suitsHairTextures: vocabularyOf(SUITS_VOCABULARY.suitsHairTextures, 'SuitsHairTextures'),
  suitsScalpConcerns: vocabularyOf(SUITS_VOCABULARY.suitsScalpConcerns, 'SuitsScalpConcerns'),
  suitsGenders: vocabularyOf(SUITS_VOCABULARY.suitsGenders, 'SuitsGenders'),
});
export type CatalogueProductInput = z.input<typeof catalogueProductInputSchema>;
export type CatalogueProductFields = z.output<typeof catalogueProductInputSchema>;

/** The console's catalogue list and its export: a search of name or SKU, and one brand. */
export const consoleProductFilterSchema = z.object({
  search: z.string().max(200).nullish(),
  brandId: z.uuid().nullish(),
});

export const brandInputSchema = z.object({
  name: z.string().trim().min(1, catalogueMessages.brandName).max(TEXT_LIMITS.name, catalogueMessages.brandName),
  abbreviation: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, catalogueMessages.brandAbbreviation),
  active: z.boolean(),
  /** Left out, the stored logo stays; empty removes it. */
  logoPath: z
    .string()
    .trim()
    .max(2_000, catalogueMessages.brandLogo)
    .refine((text) => text === '' || isImageAddress(text), catalogueMessages.brandLogo)
    .nullish()
    .transform((text) => (text === '' ? null : text)),
});
export type BrandInput = z.output<typeof brandInputSchema>;
export type BrandForm = z.input<typeof brandInputSchema>;

/* ---------------------------------------------------------------- the product sheet (CSV) */

type ListField =
  | 'bullets'
  | 'images'
  | 'hairConcernsFilters'
  | 'suitsHairColour'
  | 'suitsOtherFilters'
  | keyof typeof SUITS_VOCABULARY;
type FlagField = 'forMen' | 'isArchived' | 'isFallback' | 'isMask' | 'isOil' | 'outOfStock';
type PriceField = 'listPriceCents' | 'rrpAuCents' | 'rrpNzCents' | 'rrpCaCents' | 'rrpUsCents';
type TextField =
  | 'sku'
  | 'productName'
  | 'productType'
  | 'productSize'
  | 'description'
  | 'productImageMain'
  | 'benefits'
  | 'directions'
  | 'ingredients'
  | 'ean';

type SheetColumn =
  | { header: string; kind: 'brand' }
  | { header: string; kind: 'text'; field: TextField }
  | { header: string; kind: 'list'; field: ListField }
  | { header: string; kind: 'flag'; field: FlagField }
  | { header: string; kind: 'price'; field: PriceField };

/** The sheet's columns, named as the product names the catalogue's fields, in the order an export writes them. */
export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { header: 'SKU', kind: 'text', field: 'sku' },
  { header: 'Brand', kind: 'brand' },
  { header: 'ProductName', kind: 'text', field: 'productName' },
  { header: 'ProductType', kind: 'text', field: 'productType' },
  { header: 'ProductSize', kind: 'text', field: 'productSize' },
  { header: 'Description', kind: 'text', field: 'description' },
  { header: 'Bullets', kind: 'list', field: 'bullets' },
  { header: 'ForMen', kind: 'flag', field: 'forMen' },
  { header: 'isArchived', kind: 'flag', field: 'isArchived' },
  { header: 'isFallback', kind: 'flag', field: 'isFallback' },
  { header: 'isMask', kind: 'flag', field: 'isMask' },
  { header: 'isOil', kind: 'flag', field: 'isOil' },
  { header: 'Outofstock', kind: 'flag', field: 'outOfStock' },
  { header: 'ListPrice', kind: 'price', field: 'listPriceCents' },
  { header: 'RRPAU', kind: 'price', field: 'rrpAuCents' },
  { header: 'RRPNZ', kind: 'price', field: 'rrpNzCents' },
  { header: 'RRPCA', kind: 'price', field: 'rrpCaCents' },
  { header: 'RRPUS', kind: 'price', field: 'rrpUsCents' },
  { header: 'ProductImageMain', kind: 'text', field: 'productImageMain' },
  { header: 'Images', kind: 'list', field: 'images' },
  { header: 'Benefits', kind: 'text', field: 'benefits' },
  { header: 'Directions', kind: 'text', field: 'directions' },
  { header: 'Ingredients', kind: 'text', field: 'ingredients' },
  { header: 'EAN', kind: 'text', field: 'ean' },
  { header: 'HairConcernsFilters', kind: 'list', field: 'hairConcernsFilters' },
  { header: 'SuitsColoured', kind: 'list', field: 'suitsColoured' },
  { header: 'SuitsHairColour', kind: 'list', field: 'suitsHairColour' },
  { header: 'SuitsHairDensities', kind: 'list', field: 'suitsHairDensities' },
  { header: 'SuitsHairElasticities', kind: 'list', field: 'suitsHairElasticities' },
  { header: 'SuitsHairPorosity', kind: 'list', field: 'suitsHairPorosity' },
  { header: 'SuitsHairTextures', kind: 'list', field: 'suitsHairTextures' },
  { header: 'SuitsOtherFilters', kind: 'list', field: 'suitsOtherFilters' },
  { header: 'SuitsScalpConcerns', kind: 'list', field: 'suitsScalpConcerns' },
  { header: 'SuitsGenders', kind: 'list', field: 'suitsGenders' },
];

/** The column a line is matched to the catalogue by: the one column every sheet has. */
export const KEY_HEADER = 'SKU';

/**
 * Without these a line cannot become a new product. A known product's line changes only the columns
 * the sheet has, so a sheet of the SKU and one other column is a whole sheet.
 */
export const REQUIRED_HEADERS = [KEY_HEADER, 'Brand', 'ProductName', 'ProductType', 'RRPAU'] as const;

/** Several values in one cell are separated by a vertical bar: commas already appear in descriptions. */
export const LIST_SEPARATOR = '|';

export const sheetMessages = {
  empty: 'The file has no header line.',
  unknownColumn: (header: string) =>
    `Unknown column "${header}". The columns are: ${SHEET_COLUMNS.map((column) => column.header).join(', ')}.`,
  missingColumn: (header: string) => `The column "${header}" is missing.`,
  repeatedColumn: (header: string) => `The column "${header}" appears twice.`,
  unknownBrand: (brand: string) => `Unknown brand "${brand}": use a brand's name or abbreviation from the catalogue.`,
  repeatedSku: (sku: string, line: number) => `SKU ${sku} is also on line ${line}.`,
  flag: (header: string) => `${header} must be TRUE or FALSE (or empty for FALSE).`,
  price: (header: string) => `${header} must be a price in dollars and cents, like 24.95.`,
  tooManyLines: (max: number) => `A sheet can have at most ${max.toLocaleString('en-AU')} products.`,
  noLines: 'The file has a header but no products.',
} as const;

export const MAX_SHEET_LINES = 50_000;
/** What a sheet may weigh: 50,000 full products fit with room. */
export const MAX_SHEET_BYTES = 64 * 1024 * 1024;

export interface SheetProblem {
  /** The line of the file, the header being line 1. */
  line: number;
  message: string;
}

/** A line of the sheet read into a product's fields, before its brand is known by id. */
export type SheetProduct = Omit<CatalogueProductFields, 'brandId'> & { brand: string };

const FLAG_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  '1': true,
  '0': false,
  '': false,
};

/** Checks the header line: every column known, none twice, the SKU present. */
export function checkSheetHeader(headers: readonly string[]): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const seen = new Set<string>();
  for (const header of headers) {
    if (!SHEET_COLUMNS.some((column) => column.header === header))
      problems.push({ line: 1, message: sheetMessages.unknownColumn(header) });
    else if (seen.has(header)) problems.push({ line: 1, message: sheetMessages.repeatedColumn(header) });
    seen.add(header);
  }
  if (!seen.has(KEY_HEADER)) problems.push({ line: 1, message: sheetMessages.missingColumn(KEY_HEADER) });
  return problems;
}

/**
 * The server's CSV writer puts a single quote before a text cell a spreadsheet could run as a formula
 * (neutraliseFormula). An import takes that quote off again, and an export quotes once more a value
 * that itself starts with quotes before such a formula, so every exported sheet reads back exactly as
 * it was written.
 */
const quotedBeforeFormula = (cell: string) => cell.startsWith("'") && startsLikeFormula(cell.replace(/^'+/, ''));

const withoutFormulaGuard = (cell: string) => (quotedBeforeFormula(cell) ? cell.slice(1) : cell);

const keepingLeadingQuotes = (cell: string) => (quotedBeforeFormula(cell) ? `'${cell}` : cell);

const splitList = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** A product as the catalogue stores it, without its brand's id: what a sheet line is read against. */
export type StoredSheetProduct = Omit<CatalogueProductFields, 'brandId'>;

const sameWord = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

/** A word as the catalogue spells it, whatever case the sheet wrote it in; an unknown word as written. */
const canonicalWord = (word: string, words: readonly string[]) => words.find((known) => sameWord(known, word)) ?? word;

const isVocabularyField = (field: ListField): field is keyof typeof SUITS_VOCABULARY => field in SUITS_VOCABULARY;
const isOpenTagField = (field: ListField): field is (typeof OPEN_TAG_FIELDS)[number] =>
  (OPEN_TAG_FIELDS as readonly string[]).includes(field);

/**
 * A list cell in the catalogue's spelling, each word once: a Suits* word as the vocabulary spells
 * it, a tag the product has as the product spells it (else as first written).
 */
function listValue(field: ListField, parts: readonly string[], stored: StoredSheetProduct | null): string[] {
  if (isVocabularyField(field)) return [...new Set(parts.map((part) => canonicalWord(part, SUITS_VOCABULARY[field])))];
  if (!isOpenTagField(field)) return [...parts];
  const known = stored?.[field] ?? [];
  const tags: string[] = [];
  for (const part of parts) {
    const tag = canonicalWord(canonicalWord(part, known), tags);
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** The list fields a product is filtered by; bullets and images are shown in their order, so theirs counts. */
type FilterField = keyof typeof SUITS_VOCABULARY | (typeof OPEN_TAG_FIELDS)[number];

const isFilterField = (field: ListField): field is FilterField => isVocabularyField(field) || isOpenTagField(field);

/** Two values of a filter name the same words, in any order, case or number of times. */
function sameFilterWords(a: readonly string[], b: readonly string[]): boolean {
  const words = (list: readonly string[]) => new Set(list.map((word) => word.trim().toLocaleLowerCase('en')));
  const [left, right] = [words(a), words(b)];
  return left.size === right.size && [...left].every((word) => right.has(word));
}

/** Whether a list field's two values differ: a filter's as a set of words, any other in its order. */
function listChanged(field: ListField, before: readonly string[], after: readonly string[]): boolean {
  if (isFilterField(field)) return !sameFilterWords(before, after);
  return before.length !== after.length || before.some((item, index) => item !== after[index]);
}

/**
 * One line of the sheet (cells by header), each cell read by the product's rules, or what is wrong
 * with it, each problem prefixed by its column. Without `stored` the line is a new product and a
 * column left out reads as empty. With it, the line changes that product: a column the sheet leaves
 * out, or a cell left blank, keeps the product's value, and the brand is '' when the line keeps it.
 */
function readRow(
  cells: Readonly<Record<string, string>>,
  line: number,
  stored: StoredSheetProduct | null,
): { product: SheetProduct } | { problems: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  const values: Record<string, unknown> = { ...stored, brandId: 'sheet' };
  let brand = '';
  for (const column of SHEET_COLUMNS) {
    const cell = withoutFormulaGuard((cells[column.header] ?? '').trim());
    if (stored && cell === '') continue;
    switch (column.kind) {
      case 'brand':
        brand = cell;
        break;
      case 'text':
        if (column.field === 'productImageMain') values[column.field] = cell === '' ? null : cell;
        else if (column.field === 'productType') values[column.field] = canonicalWord(cell, PRODUCT_TYPES);
        else values[column.field] = cell;
        break;
      case 'list':
        values[column.field] = listValue(column.field, splitList(cell), stored);
        break;
      case 'flag': {
        const flag = FLAG_WORDS[cell.toLowerCase()];
        if (flag === undefined) problems.push({ line, message: sheetMessages.flag(column.header) });
        values[column.field] = flag ?? false;
        break;
      }
      case 'price': {
        if (cell === '') {
          if (column.field === 'rrpAuCents')
            problems.push({ line, message: `RRPAU: ${catalogueMessages.rrpAuRequired}` });
          values[column.field] = column.field === 'listPriceCents' ? 0 : null;
          break;
        }
        const parsed = parsePriceToCents(cell);
        if (!parsed.ok) problems.push({ line, message: sheetMessages.price(column.header) });
        values[column.field] = parsed.ok ? parsed.cents : 0;
        break;
      }
    }
  }
  if (!stored && brand === '') problems.push({ line, message: `Brand: ${catalogueMessages.brand}` });
  const checked = catalogueProductInputSchema.safeParse(values);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      const header = SHEET_COLUMNS.find((column) => 'field' in column && column.field === field)?.header ?? field;
      problems.push({ line, message: `${header}: ${issue.message}` });
    }
  }
  if (problems.length > 0 || !checked.success) return { problems };
  const { brandId: _brandId, ...fields } = checked.data;
  if (stored) {
    // The rules put a filter's words in the vocabulary's order; a product stored in another order
    // keeps its own, so a sheet that leaves a filter out, or names the same words, writes nothing new.
    for (const column of SHEET_COLUMNS) {
      if (
        column.kind === 'list' &&
        isFilterField(column.field) &&
        !listChanged(column.field, stored[column.field], fields[column.field])
      )
        fields[column.field] = stored[column.field];
    }
  }
  return { product: { ...fields, brand } };
}

/** A line that adds a product: every required column filled, a column left out read as empty. */
export function readSheetRow(
  cells: Readonly<Record<string, string>>,
  line: number,
): { product: SheetProduct } | { problems: SheetProblem[] } {
  return readRow(cells, line, null);
}

/**
 * A line that changes a known product: only its non-blank cells count, each in any case for a word
 * of the catalogue's (SuitsHairTextures straight is Straight). Its brand is '' when the line keeps it.
 */
export function readSheetUpdate(
  cells: Readonly<Record<string, string>>,
  line: number,
  stored: StoredSheetProduct,
): { product: SheetProduct } | { problems: SheetProblem[] } {
  return readRow(cells, line, stored);
}

/** A product's cells for the sheet, in SHEET_COLUMNS order: what an import reads back unchanged. */
export function sheetRowOf(product: Omit<CatalogueProductFields, 'brandId'>, brandName: string): string[] {
  return SHEET_COLUMNS.map((column) => keepingLeadingQuotes(sheetCellOf(product, brandName, column)));
}

function sheetCellOf(product: Omit<CatalogueProductFields, 'brandId'>, brandName: string, column: SheetColumn): string {
  switch (column.kind) {
    case 'brand':
      return brandName;
    case 'text':
      return product[column.field] ?? '';
    case 'list':
      return product[column.field].join(LIST_SEPARATOR);
    case 'flag':
      return product[column.field] ? 'TRUE' : 'FALSE';
    case 'price': {
      const cents = product[column.field];
      return cents === null ? '' : (cents / 100).toFixed(2);
    }
  }
}

/** What a preview shows of a cell before and after: enough to recognise it. */
export const PREVIEW_CELL_LENGTH = 80;

const previewOf = (cell: string) =>
  cell.length > PREVIEW_CELL_LENGTH ? `${cell.slice(0, PREVIEW_CELL_LENGTH - 1)}\u2026` : cell;

/** One column a sheet line changes, as the sheet writes its value before and after. */
export interface SheetChange {
  column: string;
  before: string;
  after: string;
}

/**
 * The columns a sheet line changes on a stored product, by their sheet headers, each old -> new.
 * Only the sheet's own columns (`headers`) are compared: a column it leaves out is not its to change.
 */
export function changedColumns(
  stored: StoredSheetProduct & { brandId: string },
  incoming: StoredSheetProduct & { brandId: string },
  brandNameOf: (brandId: string) => string,
  headers: readonly string[],
): SheetChange[] {
  const changed: SheetChange[] = [];
  for (const column of SHEET_COLUMNS) {
    if (!headers.includes(column.header)) continue;
    if (column.kind === 'brand') {
      if (stored.brandId !== incoming.brandId)
        changed.push({
          column: column.header,
          before: previewOf(brandNameOf(stored.brandId)),
          after: previewOf(brandNameOf(incoming.brandId)),
        });
      continue;
    }
    const differs =
      column.kind === 'list'
        ? listChanged(column.field, stored[column.field], incoming[column.field])
        : (stored[column.field] ?? null) !== (incoming[column.field] ?? null);
    if (differs)
      changed.push({
        column: column.header,
        before: previewOf(sheetCellOf(stored, '', column)),
        after: previewOf(sheetCellOf(incoming, '', column)),
      });
  }
  return changed;
}

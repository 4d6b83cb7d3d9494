import {
  changedColumns,
  checkSheetHeader,
  KEY_HEADER,
  MAX_SHEET_LINES,
  readSheetRow,
  readSheetUpdate,
  sheetMessages,
  type CatalogueProductFields,
  type SheetChange,
  type SheetProblem,
  type SheetProduct,
} from '@piiq/domain/catalogue-sheet';
import { parse } from 'csv-parse/sync';

/** What importing a sheet would do, line by line; applied only when it has no problem. */
export interface ImportPlan {
  problems: SheetProblem[];
  creates: Array<{ line: number; values: CatalogueProductFields }>;
  updates: Array<{ line: number; id: string; values: CatalogueProductFields; changed: SheetChange[] }>;
  unchanged: number;
}

/** Brands as a sheet may name them: by name or by abbreviation, in any case. */
export function brandKeys(
  brands: ReadonlyArray<{ id: string; name: string; abbreviation: string }>,
): Map<string, string> {
  const keys = new Map<string, string>();
  for (const brand of brands) {
    keys.set(brand.name.trim().toLowerCase(), brand.id);
    keys.set(brand.abbreviation.trim().toLowerCase(), brand.id);
  }
  return keys;
}

/** Reads the sheet's lines: the header's problems, or each line's cells by header with its line number. */
export function readSheet(text: string): {
  problems: SheetProblem[];
  lines: Array<{ line: number; cells: Record<string, string> }>;
} {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, csv-parse answers each record with where it ended; its types only know plain records.
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { problems: [{ line, message: `The file is not a readable CSV: ${(error as Error).message}` }], lines: [] };
  }
  const [header, ...rows] = records;
  if (!header) return { problems: [{ line: 1, message: sheetMessages.empty }], lines: [] };
  const headers = header.record.map((cell) => cell.trim());
  const problems = checkSheetHeader(headers);
  if (problems.length > 0) return { problems, lines: [] };
  if (rows.length === 0) return { problems: [{ line: 1, message: sheetMessages.noLines }], lines: [] };
  if (rows.length > MAX_SHEET_LINES)
    return { problems: [{ line: 1, message: sheetMessages.tooManyLines(MAX_SHEET_LINES) }], lines: [] };
  return {
    problems: [],
    lines: rows.map(({ record, info }) => ({
      line: info.lines,
      cells: Object.fromEntries(headers.map((name, index) => [name, record[index] ?? ''])),
    })),
  };
}

/** The SKU a line names, as the catalogue is searched for it. */
export const skuOfLine = (cells: Readonly<Record<string, string>>): string => (cells[KEY_HEADER] ?? '').trim();

/**
 * The plan of a sheet against the catalogue: each line's SKU matched to a stored product or not.
 * A known product's line is read over the product, so it changes only the columns the sheet has and
 * whose non-blank value differs (an update of those alone); any other line must be a whole new product.
 * `stored` must hold the stored products of the sheet's SKUs.
 */
export function planImport(
  lines: ReadonlyArray<{ line: number; cells: Record<string, string> }>,
  brands: ReadonlyArray<{ id: string; name: string; abbreviation: string }>,
  stored: ReadonlyMap<string, CatalogueProductFields & { id: string }>,
): ImportPlan {
  const brandIds = brandKeys(brands);
  const brandNames = new Map(brands.map((brand) => [brand.id, brand.name]));
  const brandNameOf = (brandId: string) => brandNames.get(brandId) ?? '';
  const plan: ImportPlan = { problems: [], creates: [], updates: [], unchanged: 0 };
  const lineOfSku = new Map<string, number>();
  for (const { line, cells } of lines) {
    const existing = stored.get(skuOfLine(cells));
    const read = existing ? readSheetUpdate(cells, line, existing) : readSheetRow(cells, line);
    if ('problems' in read) {
      plan.problems.push(...read.problems);
      continue;
    }
    const values =
      existing && read.product.brand === ''
        ? { ...withoutBrand(read.product), brandId: existing.brandId }
        : withBrand(read.product, brandIds);
    if (!values) {
      plan.problems.push({ line, message: sheetMessages.unknownBrand(read.product.brand) });
      continue;
    }
    const skuKey = values.sku;
    const earlier = lineOfSku.get(skuKey);
    if (earlier !== undefined) {
      plan.problems.push({ line, message: sheetMessages.repeatedSku(values.sku, earlier) });
      continue;
    }
    lineOfSku.set(skuKey, line);
    if (!existing) {
      plan.creates.push({ line, values });
      continue;
    }
    const changed = changedColumns(existing, values, brandNameOf, Object.keys(cells));
    if (changed.length === 0) plan.unchanged += 1;
    else plan.updates.push({ line, id: existing.id, values, changed });
  }
  plan.problems.sort((a, b) => a.line - b.line);
  return plan;
}

function withoutBrand(product: SheetProduct): Omit<CatalogueProductFields, 'brandId'> {
  const { brand: _brand, ...fields } = product;
  return fields;
}

function withBrand(product: SheetProduct, brandIds: ReadonlyMap<string, string>): CatalogueProductFields | null {
  const brandId = brandIds.get(product.brand.toLowerCase());
  return brandId ? { ...withoutBrand(product), brandId } : null;
}

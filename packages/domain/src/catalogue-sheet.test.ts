import { describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  changedColumns,
  checkSheetHeader,
  readSheetRow,
  readSheetUpdate,
  SHEET_COLUMNS,
  sheetMessages,
  sheetRowOf,
  type SheetProduct,
  type StoredSheetProduct,
} from './catalogue-sheet.ts';

const line = (cells: Record<string, string>) => ({
  SKU: 'SH-1',
  Brand: 'Botanics',
  ProductName: 'Shampoo',
  ProductType: 'Shampoo',
  RRPAU: '24.95',
  ...cells,
});

function productOf(cells: Record<string, string>): SheetProduct {
  const read = readSheetRow(line(cells), 2);
  if (!('product' in read)) throw new Error(JSON.stringify(read.problems));
  return read.product;
}

const cellOf = (product: SheetProduct, header: string) =>
  sheetRowOf(product, product.brand)[SHEET_COLUMNS.findIndex((column) => column.header === header)];

describe('a sheet cell that would run as a formula', () => {
  it('is read without the single quote an export puts before it', () => {
    const product = productOf({
      Brand: "'@Botanics",
      ProductName: "'=Shampoo",
      Description: "'-Gentle",
      Bullets: "'+Shine|Soft",
      Directions: "''=Quoted",
    });
    expect(product).toMatchObject({
      brand: '@Botanics',
      productName: '=Shampoo',
      description: '-Gentle',
      bullets: ['+Shine', 'Soft'],
      directions: "'=Quoted",
    });
  });

  it('keeps a quote that guards nothing', () => {
    expect(productOf({ Description: "'80s look" }).description).toBe("'80s look");
  });

  it('is written with one more quote when the value itself starts with quotes before a formula character, so it reads back as it was', () => {
    const product = productOf({ Directions: "''=Quoted", Description: "'80s look" });
    expect(cellOf(product, 'Directions')).toBe("''=Quoted");
    expect(cellOf(product, 'Description')).toBe("'80s look");
  });

  it('is read without its quote, and written with one more, when blanks or another form of the character come first', () => {
    const product = productOf({
      ProductName: "'\uFE661+1",
      Description: "'\u00A0\uFE63Gentle",
      Directions: "'' =Quoted",
    });
    expect(product).toMatchObject({
      productName: '\uFE661+1',
      description: '\uFE63Gentle',
      directions: "' =Quoted",
    });
    expect(cellOf(product, 'Directions')).toBe("'' =Quoted");
    expect(cellOf({ ...product, description: "'\uFE62Quoted" }, 'Description')).toBe("''\uFE62Quoted");
  });
});

const stored: StoredSheetProduct = {
  sku: 'SH-1',
  productName: 'Hydrate Shampoo',
  productType: 'Shampoo',
  productSize: '300 ml',
  description: 'Cleanses gently.',
  bullets: ['Gentle', 'Sulphate free'],
  forMen: false,
  isArchived: false,
  isFallback: false,
  isMask: false,
  isOil: false,
  outOfStock: true,
  listPriceCents: 1500,
  rrpAuCents: 2995,
  rrpNzCents: 3195,
  rrpCaCents: null,
  rrpUsCents: 2495,
  productImageMain: '/files/hydrate.jpg',
  images: ['/files/hydrate.jpg'],
  benefits: 'Moisture.',
  directions: null,
  ingredients: null,
  ean: '9300000000017',
  hairConcernsFilters: ['Dryness'],
  suitsColoured: ['Coloured'],
  suitsHairColour: ['Blonde'],
  suitsHairDensities: ['Fine', 'Medium'],
  suitsHairElasticities: ['Low'],
  suitsHairPorosity: ['High'],
  suitsHairTextures: ['Straight', 'Wavy'],
  suitsOtherFilters: ['Vegan', 'Sulphate free'],
  suitsScalpConcerns: ['dry'],
  suitsGenders: ['Female'],
};

function updateOf(cells: Record<string, string>, from: StoredSheetProduct = stored): SheetProduct {
  const read = readSheetUpdate(cells, 2, from);
  if (!('product' in read)) throw new Error(JSON.stringify(read.problems));
  return read.product;
}

/** What a line of a sheet of these cells' columns changes on the stored product. */
const changesOf = (cells: Record<string, string>, from: StoredSheetProduct = stored) =>
  changedColumns({ ...from, brandId: 'b1' }, { ...updateOf(cells, from), brandId: 'b1' }, () => 'Botanics', [
    ...Object.keys(cells),
  ]);

describe('a sheet of a known product', () => {
  it('may carry the SKU and one column alone', () => {
    expect(checkSheetHeader(['SKU', 'RRPAU'])).toEqual([]);
    expect(checkSheetHeader(['RRPAU'])).toEqual([{ line: 1, message: sheetMessages.missingColumn('SKU') }]);
  });

  it('changes only what it carries: a line of the SKU and RRPAU keeps every other value, out of stock too', () => {
    const line = { SKU: 'SH-1', RRPAU: '31.50' };
    expect(updateOf(line)).toEqual({ ...stored, rrpAuCents: 3150, brand: '' });
    expect(changesOf(line)).toEqual([{ column: 'RRPAU', before: '29.95', after: '31.50' }]);
  });

  it('marks an oil by its isOil column, a flag like the others', () => {
    expect(changesOf({ SKU: 'SH-1', isOil: 'TRUE' })).toEqual([{ column: 'isOil', before: 'FALSE', after: 'TRUE' }]);
    expect(updateOf({ SKU: 'SH-1', isOil: 'yes' }).isOil).toBe(true);
  });

  it('keeps a value whose cell is blank, flags and prices alike', () => {
    const line = {
      SKU: 'SH-1',
      Brand: '',
      Outofstock: '',
      Description: '  ',
      RRPAU: '',
      RRPNZ: '',
      SuitsGenders: '',
    };
    expect(updateOf(line)).toEqual({ ...stored, brand: '' });
    expect(changesOf(line)).toEqual([]);
  });

  it('reads a word of the catalogue in any case as the catalogue spells it, so only a real change is one', () => {
    const same = {
      SKU: 'SH-1',
      ProductType: 'shampoo',
      SuitsHairTextures: 'wavy|STRAIGHT',
      SuitsOtherFilters: 'sulphate FREE|vegan',
      Outofstock: 'true',
    };
    expect(changesOf(same)).toEqual([]);
    const changed = { SKU: 'SH-1', SuitsHairTextures: 'curly', SuitsOtherFilters: 'vegan|Cruelty free' };
    expect(updateOf(changed)).toMatchObject({
      suitsHairTextures: ['Curly'],
      suitsOtherFilters: ['Vegan', 'Cruelty free'],
    });
    expect(changesOf(changed)).toEqual([
      { column: 'SuitsHairTextures', before: 'Straight|Wavy', after: 'Curly' },
      { column: 'SuitsOtherFilters', before: 'Vegan|Sulphate free', after: 'Vegan|Cruelty free' },
    ]);
  });

  it('compares only the columns the sheet has, and a list of filters as a set', () => {
    const reordered: StoredSheetProduct = {
      ...stored,
      suitsColoured: ['Natural', 'Coloured'],
      suitsHairDensities: ['Medium', 'Fine'],
      suitsHairPorosity: ['High', 'Low'],
      suitsHairTextures: ['Wavy', 'Straight'],
    };
    const priceOnly = { SKU: 'SH-1', RRPAU: '31.50' };
    expect(changesOf(priceOnly, reordered)).toEqual([{ column: 'RRPAU', before: '29.95', after: '31.50' }]);
    expect(updateOf(priceOnly, reordered)).toEqual({ ...reordered, rrpAuCents: 3150, brand: '' });
    const sameWords = {
      SKU: 'SH-1',
      SuitsColoured: 'coloured|NATURAL',
      SuitsHairDensities: ' fine | Medium|medium',
      SuitsHairPorosity: 'low|high',
      SuitsHairTextures: 'Straight|Wavy',
      SuitsOtherFilters: 'vegan| Sulphate free |VEGAN',
    };
    expect(changesOf(sameWords, reordered)).toEqual([]);
    expect(updateOf(sameWords, reordered)).toEqual({ ...reordered, brand: '' });
    expect(changesOf({ SKU: 'SH-1', SuitsHairTextures: 'Wavy|Curly' }, reordered)).toEqual([
      { column: 'SuitsHairTextures', before: 'Wavy|Straight', after: 'Wavy|Curly' },
    ]);
    expect(changesOf({ SKU: 'SH-1', Bullets: 'Sulphate free|Gentle' })).toEqual([
      { column: 'Bullets', before: 'Gentle|Sulphate free', after: 'Sulphate free|Gentle' },
    ]);
  });

  it('names a cell it cannot read, and shortens a long value in the preview', () => {
    expect(readSheetUpdate({ SKU: 'SH-1', RRPAU: 'lots', SuitsHairTextures: 'frizzy' }, 4, stored)).toEqual({
      problems: [
        { line: 4, message: sheetMessages.price('RRPAU') },
        { line: 4, message: 'SuitsHairTextures: SuitsHairTextures takes: Straight, Wavy, Curly, Coily.' },
      ],
    });
    const [change] = changesOf({ SKU: 'SH-1', Description: 'x'.repeat(300) });
    expect(change?.after).toHaveLength(80);
    expect(change?.after.endsWith('\u2026')).toBe(true);
  });
});

describe('a line of a new product', () => {
  it('still needs every required column, with the same messages', () => {
    expect(readSheetRow({ SKU: 'NEW-1', RRPAU: '10' }, 3)).toEqual({
      problems: [
        { line: 3, message: `Brand: ${catalogueMessages.brand}` },
        { line: 3, message: `ProductName: ${catalogueMessages.name}` },
        { line: 3, message: `ProductType: ${catalogueMessages.type}` },
      ],
    });
  });

  it('reads the catalogue words in any case', () => {
    expect(productOf({ ProductType: 'conditioner', SuitsHairDensities: 'thick|FINE' })).toMatchObject({
      productType: 'Conditioner',
      suitsHairDensities: ['Fine', 'Thick'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { readSheetRow, SHEET_COLUMNS, sheetRowOf, type SheetProduct } from './catalogue-sheet.ts';

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
});

import { describe, expect, it } from 'vitest';
import { swapChoices } from './swap-choices.ts';

const product = (sku: string, name: string, productType: string, brandName = 'Lumière') => ({
  sku,
  name,
  productType,
  brandName,
});
const catalogue = [
  product('C1', 'Balance Conditioner', 'Conditioner'),
  product('S1', 'Balance Shampoo', 'Shampoo'),
  product('S2', 'Calm Shampoo', 'Shampoo', 'Kōwhai'),
  product('T1', 'Repair Mask', 'Treatment', 'Kōwhai'),
  product('S3', 'Volume Shampoo', 'Shampoo'),
];
const skus = (products: ReadonlyArray<{ sku: string }>) => products.map((one) => one.sku);

describe('swapChoices', () => {
  it('offers the replaced product’s type first, then the others, leaving out what is already recommended', () => {
    const choices = swapChoices(catalogue, { productType: 'Shampoo', recommendedSkus: ['S1', 'C1'], search: '' });
    expect(skus(choices.sameType)).toEqual(['S2', 'S3']);
    expect(skus(choices.otherTypes)).toEqual(['T1']);
    expect(choices.matching).toBe(3);
  });

  it('searches the name or the brand, ignoring case and spaces around', () => {
    expect(
      skus(swapChoices(catalogue, { productType: 'Shampoo', recommendedSkus: [], search: ' KŌWHAI ' }).sameType),
    ).toEqual(['S2']);
    const byName = swapChoices(catalogue, { productType: 'Shampoo', recommendedSkus: ['S1'], search: 'balance' });
    expect([...skus(byName.sameType), ...skus(byName.otherTypes)]).toEqual(['C1']);
  });

  it('shows at most the limit, same type first, and counts every match', () => {
    const choices = swapChoices(catalogue, { productType: 'Shampoo', recommendedSkus: [], search: '', limit: 2 });
    expect(skus(choices.sameType)).toEqual(['S1', 'S2']);
    expect(choices.otherTypes).toEqual([]);
    expect(choices.matching).toBe(5);
  });

  it('with no type known, every product is of another type', () => {
    expect(skus(swapChoices(catalogue, { productType: null, recommendedSkus: [], search: 'mask' }).otherTypes)).toEqual(
      ['T1'],
    );
  });
});

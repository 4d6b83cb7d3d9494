import { PRODUCT_CHOICES_SHOWN } from '@piiq/domain/recommendations';

interface Choice {
  sku: string;
  name: string;
  brandName: string;
  productType: string;
}

export interface SwapChoices<P> {
  /** Of the replaced product's type, then the others, each in the server's order (by name). */
  sameType: P[];
  otherTypes: P[];
  /** How many match in all, shown or not. */
  matching: number;
}

const folded = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * The products a recommendation may be swapped for: not already recommended, matching the search
 * in the name or the brand (ignoring case), those of the replaced product's type first, at most
 * `limit` shown.
 */
export function swapChoices<P extends Choice>(
  products: readonly P[],
  {
    productType,
    recommendedSkus,
    search,
    limit = PRODUCT_CHOICES_SHOWN,
  }: { productType: string | null; recommendedSkus: readonly string[]; search: string; limit?: number },
): SwapChoices<P> {
  const recommended = new Set(recommendedSkus);
  const wanted = folded(search);
  const matches = products.filter(
    (product) =>
      !recommended.has(product.sku) &&
      (folded(product.name).includes(wanted) || folded(product.brandName).includes(wanted)),
  );
  const sameType = matches.filter((product) => product.productType === productType);
  const otherTypes = matches.filter((product) => product.productType !== productType);
  return {
    sameType: sameType.slice(0, limit),
    otherTypes: otherTypes.slice(0, Math.max(limit - sameType.length, 0)),
    matching: matches.length,
  };
}

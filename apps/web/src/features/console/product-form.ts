import { catalogueMessages, catalogueProductInputSchema, type SUITS_VOCABULARY } from '@piiq/domain/catalogue-sheet';
import { parsePriceToCents } from '@piiq/domain/money';
import { z } from 'zod';
import type { ConsoleProduct } from './console-operations.ts';

/**
 * The product form's values as typed: prices in dollars, lists one per line, the Suits* filters of
 * a fixed vocabulary as ticked words. productFormSchema turns them into the API's input and checks
 * them with the domain's schema, so the form says what the server would.
 */
export interface ProductFormValues {
  sku: string;
  brandId: string;
  productName: string;
  productType: string;
  productSize: string;
  description: string;
  bullets: string;
  forMen: boolean;
  isArchived: boolean;
  isFallback: boolean;
  isMask: boolean;
  isOil: boolean;
  outOfStock: boolean;
  listPriceCents: string;
  rrpAuCents: string;
  rrpNzCents: string;
  rrpCaCents: string;
  rrpUsCents: string;
  productImageMain: string;
  images: string;
  benefits: string;
  directions: string;
  ingredients: string;
  ean: string;
  hairConcernsFilters: string;
  suitsHairColour: string;
  suitsOtherFilters: string;
  suitsColoured: string[];
  suitsHairDensities: string[];
  suitsHairElasticities: string[];
  suitsHairPorosity: string[];
  suitsHairTextures: string[];
  suitsScalpConcerns: string[];
  suitsGenders: string[];
}

export const PRICE_FIELDS = [
  { name: 'rrpAuCents', label: 'RRP AUD', required: true },
  { name: 'rrpNzCents', label: 'RRP NZD', required: false },
  { name: 'rrpCaCents', label: 'RRP CAD', required: false },
  { name: 'rrpUsCents', label: 'RRP USD', required: false },
  { name: 'listPriceCents', label: 'List price (what the salon pays, AUD)', required: false },
] as const;

export const VOCABULARY_FIELDS = [
  { name: 'suitsColoured', label: 'Suits coloured or natural hair' },
  { name: 'suitsHairDensities', label: 'Suits hair densities' },
  { name: 'suitsHairTextures', label: 'Suits hair textures' },
  { name: 'suitsHairPorosity', label: 'Suits hair porosity' },
  { name: 'suitsHairElasticities', label: 'Suits hair elasticities' },
  { name: 'suitsScalpConcerns', label: 'Suits scalp concerns' },
  { name: 'suitsGenders', label: 'Suits genders' },
] as const satisfies ReadonlyArray<{ name: keyof typeof SUITS_VOCABULARY; label: string }>;

export const LINE_LIST_FIELDS = [
  { name: 'bullets', label: 'Bullets (one per line)' },
  { name: 'images', label: 'Images (one per line: /files/… or https://…)' },
  { name: 'hairConcernsFilters', label: 'Hair concerns (one per line)' },
  { name: 'suitsHairColour', label: 'Suits hair colours (one per line)' },
  { name: 'suitsOtherFilters', label: 'Other filters, e.g. Vegan (one per line)' },
] as const;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const centsToText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

function priceOf(text: string, required: boolean, ctx: z.RefinementCtx, path: string): number | null {
  if (text.trim() === '') {
    if (required) ctx.addIssue({ code: 'custom', message: catalogueMessages.rrpAuRequired, path: [path] });
    return null;
  }
  const parsed = parsePriceToCents(text);
  if (parsed.ok) return parsed.cents;
  ctx.addIssue({ code: 'custom', message: catalogueMessages.price, path: [path] });
  return null;
}

const text = z.string();
const words = z.array(z.string());

export const productFormSchema = z
  .object({
    sku: text,
    brandId: text,
    productName: text,
    productType: text,
    productSize: text,
    description: text,
    bullets: text,
    forMen: z.boolean(),
    isArchived: z.boolean(),
    isFallback: z.boolean(),
    isMask: z.boolean(),
    isOil: z.boolean(),
    outOfStock: z.boolean(),
    listPriceCents: text,
    rrpAuCents: text,
    rrpNzCents: text,
    rrpCaCents: text,
    rrpUsCents: text,
    productImageMain: text,
    images: text,
    benefits: text,
    directions: text,
    ingredients: text,
    ean: text,
    hairConcernsFilters: text,
    suitsHairColour: text,
    suitsOtherFilters: text,
    suitsColoured: words,
    suitsHairDensities: words,
    suitsHairElasticities: words,
    suitsHairPorosity: words,
    suitsHairTextures: words,
    suitsScalpConcerns: words,
    suitsGenders: words,
  })
  .transform((values, ctx) => ({
    ...values,
    // Typed as the domain takes them, which also reads its own output (none for an empty text).
    benefits: values.benefits as string | null,
    directions: values.directions as string | null,
    ingredients: values.ingredients as string | null,
    ean: values.ean as string | null,
    bullets: lines(values.bullets),
    images: lines(values.images),
    hairConcernsFilters: lines(values.hairConcernsFilters),
    suitsHairColour: lines(values.suitsHairColour),
    suitsOtherFilters: lines(values.suitsOtherFilters),
    productImageMain: values.productImageMain.trim() === '' ? null : values.productImageMain.trim(),
    listPriceCents: priceOf(values.listPriceCents, false, ctx, 'listPriceCents') ?? 0,
    rrpAuCents: priceOf(values.rrpAuCents, true, ctx, 'rrpAuCents') ?? 0,
    rrpNzCents: priceOf(values.rrpNzCents, false, ctx, 'rrpNzCents'),
    rrpCaCents: priceOf(values.rrpCaCents, false, ctx, 'rrpCaCents'),
    rrpUsCents: priceOf(values.rrpUsCents, false, ctx, 'rrpUsCents'),
  }))
  .pipe(catalogueProductInputSchema);

export type ProductFormOutput = z.output<typeof productFormSchema>;

/** The checked form as the API takes it: the optional texts the domain stores as none are sent empty. */
export function productApiInput(output: ProductFormOutput) {
  return {
    ...output,
    productType: output.productType,
    benefits: output.benefits ?? '',
    directions: output.directions ?? '',
    ingredients: output.ingredients ?? '',
    ean: output.ean ?? '',
  };
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  sku: '',
  brandId: '',
  productName: '',
  productType: 'Shampoo',
  productSize: '',
  description: '',
  bullets: '',
  forMen: false,
  isArchived: false,
  isFallback: false,
  isMask: false,
  isOil: false,
  outOfStock: false,
  listPriceCents: '',
  rrpAuCents: '',
  rrpNzCents: '',
  rrpCaCents: '',
  rrpUsCents: '',
  productImageMain: '',
  images: '',
  benefits: '',
  directions: '',
  ingredients: '',
  ean: '',
  hairConcernsFilters: '',
  suitsHairColour: '',
  suitsOtherFilters: '',
  suitsColoured: [],
  suitsHairDensities: [],
  suitsHairElasticities: [],
  suitsHairPorosity: [],
  suitsHairTextures: [],
  suitsScalpConcerns: [],
  suitsGenders: [],
};

/** A stored product as the form shows it. */
export function productFormValuesOf(product: ConsoleProduct): ProductFormValues {
  return {
    sku: product.sku,
    brandId: product.brandId,
    productName: product.productName,
    productType: product.productType,
    productSize: product.productSize,
    description: product.description,
    bullets: product.bullets.join('\n'),
    forMen: product.forMen,
    isArchived: product.isArchived,
    isFallback: product.isFallback,
    isMask: product.isMask,
    isOil: product.isOil,
    outOfStock: product.outOfStock,
    listPriceCents: product.listPriceCents === 0 ? '' : centsToText(product.listPriceCents),
    rrpAuCents: centsToText(product.rrpAuCents),
    rrpNzCents: centsToText(product.rrpNzCents),
    rrpCaCents: centsToText(product.rrpCaCents),
    rrpUsCents: centsToText(product.rrpUsCents),
    productImageMain: product.productImageMain ?? '',
    images: product.images.join('\n'),
    benefits: product.benefits ?? '',
    directions: product.directions ?? '',
    ingredients: product.ingredients ?? '',
    ean: product.ean ?? '',
    hairConcernsFilters: product.hairConcernsFilters.join('\n'),
    suitsHairColour: product.suitsHairColour.join('\n'),
    suitsOtherFilters: product.suitsOtherFilters.join('\n'),
    suitsColoured: [...product.suitsColoured],
    suitsHairDensities: [...product.suitsHairDensities],
    suitsHairElasticities: [...product.suitsHairElasticities],
    suitsHairPorosity: [...product.suitsHairPorosity],
    suitsHairTextures: [...product.suitsHairTextures],
    suitsScalpConcerns: [...product.suitsScalpConcerns],
    suitsGenders: [...product.suitsGenders],
  };
}

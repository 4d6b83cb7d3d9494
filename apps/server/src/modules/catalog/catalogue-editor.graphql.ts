import {
  brandInputSchema,
  catalogueProductInputSchema,
  consoleProductFilterSchema,
} from '@piiq/domain/catalogue-sheet';
import { PRODUCT_TYPES } from '@piiq/domain/recommendations';
import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import { UserError } from '../../errors.ts';
import { pagingMessages } from '@piiq/domain/paging';
import { isUuid } from '../../ids.ts';
import type { BrandRecord, CatalogueProductRow, NameCursor } from './catalogue-editor.repository.ts';

const PRODUCTS_PAGE_SIZE = 25;

/** The console's product list resumes after a name and id, carried as an opaque token. */
function encodeNameCursor(cursor: NameCursor): string {
  return Buffer.from(JSON.stringify([cursor.name, cursor.id]), 'utf8').toString('base64url');
}
function decodeNameCursor(token: string): NameCursor {
  try {
    const [name, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (typeof name === 'string' && typeof id === 'string' && isUuid(id)) return { name, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new UserError('BAD_USER_INPUT', pagingMessages.pageGone);
}

const ProductTypeEnum = builder.enumType('CatalogueProductType', { values: PRODUCT_TYPES });

const ConsoleBrandRef = builder.objectRef<BrandRecord>('ConsoleBrand').implement({
  description: 'A brand of the catalogue as the provider edits it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    abbreviation: t.exposeString('abbreviation'),
    active: t.exposeBoolean('active'),
    logoPath: t.exposeString('logoPath', { nullable: true }),
    version: t.exposeInt('version'),
  }),
});

type ConsoleProduct = CatalogueProductRow & { brandName: string };

const ConsoleProductRef = builder.objectRef<ConsoleProduct>('ConsoleProduct').implement({
  description: 'A catalogue product with every catalogue field, as the provider edits it. Prices in cents.',
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    brandId: t.exposeID('brandId'),
    brandName: t.exposeString('brandName'),
    productName: t.exposeString('productName'),
    productType: t.field({ type: ProductTypeEnum, resolve: (product) => product.productType }),
    productSize: t.exposeString('productSize'),
    description: t.exposeString('description'),
    bullets: t.exposeStringList('bullets'),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    forMen: t.exposeBoolean('forMen'),
    isArchived: t.exposeBoolean('isArchived'),
    isFallback: t.exposeBoolean('isFallback'),
    isMask: t.exposeBoolean('isMask'),
    isOil: t.exposeBoolean('isOil', {
      description: 'An oil: never recommended for an oily scalp, nor is a mask not made for one.',
    }),
    outOfStock: t.exposeBoolean('outOfStock'),
    listPriceCents: t.exposeInt('listPriceCents'),
    rrpAuCents: t.exposeInt('rrpAuCents'),
    rrpNzCents: t.exposeInt('rrpNzCents', { nullable: true }),
    rrpCaCents: t.exposeInt('rrpCaCents', { nullable: true }),
    rrpUsCents: t.exposeInt('rrpUsCents', { nullable: true }),
    productImageMain: t.exposeString('productImageMain', { nullable: true }),
    images: t.exposeStringList('images'),
    benefits: t.exposeString('benefits', { nullable: true }),
    directions: t.exposeString('directions', { nullable: true }),
    ingredients: t.exposeString('ingredients', { nullable: true }),
    ean: t.exposeString('ean', { nullable: true }),
    hairConcernsFilters: t.exposeStringList('hairConcernsFilters'),
    suitsColoured: t.exposeStringList('suitsColoured'),
    suitsHairColour: t.exposeStringList('suitsHairColour'),
    suitsHairDensities: t.exposeStringList('suitsHairDensities'),
    suitsHairElasticities: t.exposeStringList('suitsHairElasticities'),
    suitsHairPorosity: t.exposeStringList('suitsHairPorosity'),
    suitsHairTextures: t.exposeStringList('suitsHairTextures'),
    suitsOtherFilters: t.exposeStringList('suitsOtherFilters'),
    suitsScalpConcerns: t.exposeStringList('suitsScalpConcerns'),
    suitsGenders: t.exposeStringList('suitsGenders'),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ConsoleProductPageRef = builder
  .objectRef<{ items: ConsoleProduct[]; nextToken: string | null }>('ConsoleProductPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ConsoleProductRef], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const BrandInputRef = builder.inputType('BrandInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    abbreviation: t.string({ required: true }),
    active: t.boolean({ required: true }),
    logoPath: t.string({
      description: 'A path under /files/ or an https:// address; empty removes the logo, left out keeps it.',
    }),
  }),
});

const CatalogueProductInputRef = builder.inputType('CatalogueProductInput', {
  description: 'Every catalogue field; prices in cents (rrpAuCents required, the other RRPs null when not sold there).',
  fields: (t) => ({
    sku: t.string({ required: true }),
    brandId: t.id({ required: true }),
    productName: t.string({ required: true }),
    productType: t.field({ type: ProductTypeEnum, required: true }),
    productSize: t.string({ required: true }),
    description: t.string({ required: true }),
    bullets: t.stringList({ required: true }),
    forMen: t.boolean({ required: true }),
    isArchived: t.boolean({ required: true }),
    isFallback: t.boolean({ required: true }),
    isMask: t.boolean({ required: true }),
    isOil: t.boolean({ required: true }),
    outOfStock: t.boolean({ required: true }),
    listPriceCents: t.int({ required: true }),
    rrpAuCents: t.int({ required: true }),
    rrpNzCents: t.int(),
    rrpCaCents: t.int(),
    rrpUsCents: t.int(),
    productImageMain: t.string(),
    images: t.stringList({ required: true }),
    benefits: t.string({ required: true }),
    directions: t.string({ required: true }),
    ingredients: t.string({ required: true }),
    ean: t.string({ required: true }),
    hairConcernsFilters: t.stringList({ required: true }),
    suitsColoured: t.stringList({ required: true }),
    suitsHairColour: t.stringList({ required: true }),
    suitsHairDensities: t.stringList({ required: true }),
    suitsHairElasticities: t.stringList({ required: true }),
    suitsHairPorosity: t.stringList({ required: true }),
    suitsHairTextures: t.stringList({ required: true }),
    suitsOtherFilters: t.stringList({ required: true }),
    suitsScalpConcerns: t.stringList({ required: true }),
    suitsGenders: t.stringList({ required: true }),
  }),
});

/** GraphQL leaves a nullable input out or null; the domain's schema reads both as null. */
const productInputSchema = z.preprocess(
  (input) => ({
    rrpNzCents: null,
    rrpCaCents: null,
    rrpUsCents: null,
    productImageMain: null,
    ...(input as Record<string, unknown>),
  }),
  catalogueProductInputSchema,
);

builder.queryFields((t) => ({
  consoleBrands: t.field({
    type: [ConsoleBrandRef],
    authScopes: { provider: true },
    description: 'Every brand of the catalogue, by name, for the provider’s staff.',
    resolve: (_root, _args, context) => context.services.catalogueEditor.brands(),
  }),
  consoleProducts: t.field({
    type: ConsoleProductPageRef,
    authScopes: { provider: true },
    description: 'The catalogue by product name, searched by name or SKU and narrowed to a brand.',
    args: {
      search: t.arg.string({ validate: consoleProductFilterSchema.shape.search }),
      brandId: t.arg.id({ validate: consoleProductFilterSchema.shape.brandId }),
      limit: t.arg.int({ defaultValue: PRODUCTS_PAGE_SIZE, validate: z.number().int().min(1).max(100) }),
      nextToken: t.arg.string({ validate: z.string().max(1_000).nullish() }),
    },
    resolve: async (_root, args, context) => {
      const page = await context.services.catalogueEditor.productsPage(
        { search: args.search?.trim() || undefined, brandId: args.brandId ? String(args.brandId) : undefined },
        args.limit ?? PRODUCTS_PAGE_SIZE,
        args.nextToken ? decodeNameCursor(args.nextToken) : null,
      );
      return { items: page.items, nextToken: page.next ? encodeNameCursor(page.next) : null };
    },
  }),
  consoleProduct: t.field({
    type: ConsoleProductRef,
    nullable: true,
    authScopes: { provider: true },
    description: 'One catalogue product; null for an id that is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.catalogueEditor.product(String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveBrand: t.field({
    type: ConsoleBrandRef,
    authScopes: { provider: true },
    description:
      'A new brand (no id), or a change over the version read (CONFLICT when someone else saved it meanwhile).',
    args: {
      id: t.arg.id(),
      version: t.arg.int(),
      input: t.arg({ type: BrandInputRef, required: true, validate: brandInputSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.catalogueEditor.saveBrand(
        auditActorOf(context),
        args.id ? String(args.id) : null,
        brandInputSchema.parse(args.input),
        args.version ?? null,
      ),
  }),
  saveCatalogueProduct: t.field({
    type: ConsoleProductRef,
    authScopes: { provider: true },
    description:
      'A new product (no id), or a change over the version read (CONFLICT when someone else saved it meanwhile). Archiving or marking out of stock takes it out of every salon’s recommendations.',
    args: {
      id: t.arg.id(),
      version: t.arg.int(),
      input: t.arg({ type: CatalogueProductInputRef, required: true, validate: productInputSchema }),
    },
    resolve: async (_root, args, context) => {
      const saved = await context.services.catalogueEditor.saveProduct(
        auditActorOf(context),
        args.id ? String(args.id) : null,
        productInputSchema.parse(args.input),
        args.version ?? null,
      );
      return (await context.services.catalogueEditor.product(saved.id)) ?? { ...saved, brandName: '' };
    },
  }),
}));

import { customPriceInputSchema } from '@piiq/domain/salon-settings';
import { z } from 'zod';
import type { ObjectFieldBuilder } from '@pothos/core';
import { builder, type BuilderTypes } from '../../graphql/builder.ts';
import { pageArgs, pageOf, pageType } from '../../graphql/paging.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type { CatalogueProductSummaryRow } from './catalog.repository.ts';
import type { Brand, SalonCatalogBrand, SalonProduct } from './catalog.service.ts';

/** What names a catalogue product wherever another part of the product lists one. */
export function catalogueProductSummaryFields(t: ObjectFieldBuilder<BuilderTypes, CatalogueProductSummaryRow>) {
  return {
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    size: t.exposeString('size'),
    productType: t.exposeString('productType'),
    brandName: t.exposeString('brandName'),
  };
}

export const BrandRef = builder.objectRef<Brand>('Brand').implement({
  description: 'A brand of the catalogue (the product’s BrandName and BrandAbbreviation).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    abbreviation: t.exposeString('abbreviation'),
    active: t.exposeBoolean('active', { description: 'The brand-level switch of the catalogue.' }),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    comingSoon: t.exposeBoolean('comingSoon', {
      description:
        'A placeholder brand (its name contains the word Coming): shown with a Coming Soon label, never toggled.',
    }),
  }),
});

const SalonCatalogBrandRef = builder.objectRef<SalonCatalogBrand>('SalonCatalogBrand').implement({
  description: 'A catalogue brand as one salon sees it (catalog.allBrands of GetSalonCatalogBrands).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    abbreviation: t.exposeString('abbreviation'),
    active: t.exposeBoolean('active'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    comingSoon: t.exposeBoolean('comingSoon'),
    availableToSalon: t.exposeBoolean('availableToSalon', {
      description: 'Offered to the salon by the provider (BrandsAvailableToSalon).',
    }),
    enabled: t.exposeBoolean('enabled', { description: 'Switched on by the salon (enabledBrands).' }),
    visibleToClients: t.exposeBoolean('visibleToClients', {
      description: 'Shown to the salon’s clients (BrandsVisibleToClients).',
    }),
  }),
});

const SalonCatalogRef = builder.objectRef<{ salonId: string }>('SalonCatalog').implement({
  fields: (t) => ({
    allBrands: t.field({
      type: [SalonCatalogBrandRef],
      description: 'Every brand of the catalogue, by name.',
      resolve: ({ salonId }, _args, context) => context.services.catalog.catalogOfSalon(salonId),
    }),
  }),
});

const SalonProductRef = builder.objectRef<SalonProduct>('SalonProduct').implement({
  description: 'A catalogue product as one salon sells it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The salon product’s id (what updateProduct takes).' }),
    productId: t.exposeID('productId', { description: 'The catalogue product’s id.' }),
    name: t.exposeString('name'),
    size: t.exposeString('size'),
    sku: t.exposeString('sku'),
    productType: t.exposeString('productType'),
    brand: t.expose('brand', { type: BrandRef }),
    available: t.exposeBoolean('available'),
    customPrice: t.exposeInt('customPrice', {
      nullable: true,
      description: 'Cents; null when the product sells at its msrp.',
    }),
    msrp: t.exposeInt('msrp', { description: 'Cents: the catalogue RRP of the salon’s currency.' }),
    currency: t.exposeString('currency'),
    eligible: t.exposeBoolean('eligible'),
    eligibleReason: t.exposeString('eligibleReason', { nullable: true }),
    images: t.exposeStringList('images'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SalonProductPageRef = pageType('SalonProductPage', SalonProductRef, 'A page of the salon’s products, by name.');

builder.objectFields(SalonRef, (t) => ({
  brandsAvailableToSalon: t.idList({
    description: 'BrandsAvailableToSalon: the brands the provider offers this salon.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.catalog.availableBrandIds(salon.id),
  }),
  brandsVisibleToClients: t.idList({
    description: 'BrandsVisibleToClients.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.catalog.visibleBrandIds(salon.id),
  }),
  enabledBrands: t.field({
    type: [BrandRef],
    description: 'The brands the salon switched on, by name.',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    resolve: (salon, _args, context) => context.services.catalog.enabledBrands(salon.id),
  }),
  catalog: t.field({
    type: SalonCatalogRef,
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    resolve: (salon) => ({ salonId: salon.id }),
  }),
  products: t.field({
    type: SalonProductPageRef,
    description:
      'GetSalonProducts, by product name then id. search: a case-insensitive part of the name; brandId and productType narrow the list ("ALL" or empty: no filter).',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    args: {
      ...pageArgs(t.arg),
      search: t.arg.string(),
      brandId: t.arg.id(),
      productType: t.arg.string(),
    },
    resolve: async (salon, args, context) => {
      const page = pageOf(args);
      const query = { search: args.search, brandId: args.brandId?.toString(), productType: args.productType };
      return { ...page, ...(await context.services.catalog.productsPage(salon.id, query, page)) };
    },
  }),
  productSuggestions: t.field({
    type: [SalonProductRef],
    description:
      'The products search box’s suggestions: at most 8 of the salon’s products, by name, whose name starts with search (ignoring case), within the same brandId and productType filters as products; none for an empty search.',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    args: { search: t.arg.string({ required: true }), brandId: t.arg.id(), productType: t.arg.string() },
    resolve: (salon, args, context) =>
      context.services.catalog.productSuggestions(salon.id, {
        search: args.search,
        brandId: args.brandId?.toString(),
        productType: args.productType,
      }),
  }),
}));

const UpdateProductInput = builder
  .inputType('UpdateProductInput', {
    description: "Only the given fields change. customPrice is typed text ('24.95'); '' or null clears it.",
    fields: (t) => ({ available: t.boolean(), customPrice: t.string() }),
  })
  .validate(
    z
      .object({
        available: z
          .boolean()
          .nullish()
          .transform((value) => value ?? undefined),
        customPrice: customPriceInputSchema,
      })
      .transform(({ available, customPrice }) => ({ available, customPriceCents: customPrice })),
  );

builder.mutationFields((t) => ({
  enableBrandForSalon: t.field({
    type: SalonCatalogBrandRef,
    description: 'Switches on a brand offered to the salon. Coming Soon brands cannot be switched.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { brandId: t.arg.id({ required: true }), salonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.catalog.enableBrand(String(args.salonId), String(args.brandId)),
  }),
  disableBrandForSalon: t.field({
    type: SalonCatalogBrandRef,
    description: 'Switches a brand off and hides it from clients; refused for the preferred recommendation brand.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { brandId: t.arg.id({ required: true }), salonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.catalog.disableBrand(String(args.salonId), String(args.brandId)),
  }),
  updateProduct: t.field({
    type: SalonProductRef,
    description: 'UpdateProduct: productId is the salon product’s id.',
    authScopes: async (_root, args, context) => ({
      salonAdmin: (await context.services.catalog.salonIdOfProduct(String(args.productId))) ?? '',
    }),
    args: { productId: t.arg.id({ required: true }), input: t.arg({ type: UpdateProductInput, required: true }) },
    resolve: (_root, { productId, input }, context) => context.services.catalog.updateProduct(String(productId), input),
  }),
}));

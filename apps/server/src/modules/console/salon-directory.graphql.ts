import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import { keysetArgs } from '../../graphql/paging.ts';
import type { DirectorySalon, DirectorySalonDetail } from './salon-directory.service.ts';

const SALONS_PAGE_SIZE = 25;

const DirectorySalonRef = builder.objectRef<DirectorySalon>('DirectorySalon').implement({
  description: 'A salon in the provider console: its plan, mirrors, state and last activity.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    ownerName: t.exposeString('ownerName'),
    onboardingComplete: t.exposeBoolean('onboardingComplete'),
    signedUpAt: t.expose('createdAt', { type: 'DateTime' }),
    plan: t.string({ nullable: true, resolve: (salon) => salon.subscription?.plan ?? null }),
    subscriptionType: t.string({
      nullable: true,
      description: 'ANNUAL or MONTHLY.',
      resolve: (salon) => salon.subscription?.subscriptionType ?? null,
    }),
    subscriptionStatus: t.string({
      nullable: true,
      description: 'ACTIVE, PAST_DUE, CANCELLED or INCOMPLETE; null for a salon set up without one.',
      resolve: (salon) => salon.subscription?.status ?? null,
    }),
    mirrorsOrdered: t.int({
      description: 'Mirrors on the latest subscription.',
      resolve: (salon) => salon.subscription?.mirrors ?? 0,
    }),
    mirrorsPaired: t.exposeInt('mirrorsPaired'),
    lastSessionAt: t.expose('lastSessionAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Its latest mirror session: its last activity.',
    }),
  }),
});

const DirectoryInvoiceRef = builder.objectRef<DirectorySalonDetail['invoices'][number]>('DirectoryInvoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    totalCents: t.exposeInt('totalCents'),
    paid: t.boolean({ resolve: (invoice) => invoice.paidAt !== null }),
    issuedAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DirectoryBrandRef = builder.objectRef<DirectorySalonDetail['brands'][number]>('DirectorySalonBrand').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    availableToSalon: t.boolean({ resolve: (row) => row.availableToSalon ?? false }),
    visibleToClients: t.boolean({ resolve: (row) => row.visibleToClients ?? false }),
  }),
});

export const DirectorySalonDetailRef = builder.objectRef<DirectorySalonDetail>('DirectorySalonDetail').implement({
  description: 'A salon’s page in the provider console.',
  fields: (t) => ({
    summary: t.field({ type: DirectorySalonRef, resolve: (detail) => detail }),
    phone: t.string({ nullable: true, resolve: (detail) => detail.salon.phone }),
    timeZone: t.string({ resolve: (detail) => detail.salon.timeZone }),
    onboardingState: t.string({
      nullable: true,
      description: 'The wizard’s progress as stored (JSON).',
      resolve: (detail) => detail.salon.onboardingState,
    }),
    invoices: t.field({ type: [DirectoryInvoiceRef], resolve: (detail) => detail.invoices }),
    brands: t.field({
      type: [DirectoryBrandRef],
      description: 'Every brand, with whether it is offered to the salon (BrandsAvailableToSalon).',
      resolve: (detail) => detail.brands,
    }),
    conversationId: t.id({ nullable: true, resolve: (detail) => detail.conversationId }),
  }),
});

const DirectoryPageRef = builder
  .objectRef<{ items: DirectorySalon[]; nextToken: string | null }>('DirectorySalonPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [DirectorySalonRef], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  consoleSalons: t.field({
    type: DirectoryPageRef,
    authScopes: { provider: true },
    description: 'Every salon for the provider’s staff, newest signup first, searched by salon, owner or email.',
    args: { search: t.arg.string({ validate: z.string().max(200).nullish() }), ...keysetArgs(t.arg, SALONS_PAGE_SIZE) },
    resolve: (_root, args, context) =>
      context.services.salonDirectory.page(
        args.search?.trim() || undefined,
        args.limit ?? SALONS_PAGE_SIZE,
        args.nextToken ?? null,
      ),
  }),
  consoleSalon: t.field({
    type: DirectorySalonDetailRef,
    nullable: true,
    authScopes: { provider: true },
    description: 'One salon’s page in the console; null for an id that is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.salonDirectory.salon(String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  setBrandAvailableToSalon: t.boolean({
    authScopes: { provider: true },
    description:
      'Offers a brand to a salon (its products on the salon’s shelf) or withdraws it (BrandsAvailableToSalon).',
    args: {
      salonId: t.arg.id({ required: true }),
      brandId: t.arg.id({ required: true }),
      available: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, context) => {
      await context.services.salonDirectory.setBrandAvailability(
        auditActorOf(context),
        String(args.salonId),
        String(args.brandId),
        args.available,
      );
      return args.available;
    },
  }),
}));

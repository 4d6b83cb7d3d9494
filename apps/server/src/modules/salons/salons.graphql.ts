import { salonAccountSchema } from '@piiq/domain/salon-account';
import { FINDER_PAGE_SIZE, finderAddress } from '@piiq/domain/salon-finder';
import { finderSearchSchema } from '@piiq/domain/salon-finder-schemas';
import { retailProfileSchema } from '@piiq/domain/salon-settings';
import { updateSalonInputSchema } from '@piiq/domain/salon-update';
import { builder } from '../../graphql/builder.ts';
import { notFound } from '../../errors.ts';
import { keysetArgs } from '../../graphql/paging.ts';
import { PhoneInput, UserRef } from '../auth/auth.graphql.ts';
import type { SalonAccessRow, SalonRow } from './salons.repository.ts';
import type { FinderSalon, RetailProfile, SalonAccount } from './salons.service.ts';
import { salonAdminStream } from '../../graphql/live-access.ts';

export const SalonRef = builder.objectRef<SalonRow>('Salon');
SalonRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    timeZone: t.exposeString('timeZone', {
      description: 'IANA time zone; every "today" of this salon is computed in it.',
    }),
    locale: t.exposeString('locale'),
    bookingUrl: t.exposeString('bookingUrl', { nullable: true }),
    defaultSocialMediaMessage: t.exposeString('defaultSocialMediaMessage', { nullable: true }),
    rebookNotificationMessage: t.exposeString('rebookNotificationMessage', { nullable: true }),
    rebookNotificationDelay: t.exposeInt('rebookNotificationDelay', { description: 'Days.' }),
    onboardingComplete: t.exposeBoolean('onboardingComplete'),
    onboardingState: t.exposeString('onboardingState', { nullable: true }),
    // The fields below are the salon's own business: a client of the salon reaching it through
    // me.salonAccess may not read them.
    scheduleRebookReminderOnRequest: t.exposeBoolean('scheduleRebookReminderOnRequest', {
      description:
        'Schedule the reminder when a client asks to rebook: a rebook request then schedules it with the salon’s delay and message, as Setup Reminder would.',
      authScopes: (salon) => ({ salonAdmin: salon.id }),
    }),
    preferredRecommendationBrand: t.id({
      nullable: true,
      description: 'PreferredRecommendationBrand: a brand id, always among brandsVisibleToClients.',
      authScopes: (salon) => ({ salonAdmin: salon.id }),
      resolve: (salon) => salon.preferredRecommendationBrandId,
    }),
    retailProfile: t.field({
      type: RetailProfileRef,
      authScopes: (salon) => ({ salonAdmin: salon.id }),
      resolve: (salon, _args, context) => context.services.salons.retailProfile(salon),
    }),
    account: t.field({
      type: SalonAccountRef,
      authScopes: (salon) => ({ salonAdmin: salon.id }),
      resolve: (salon, _args, context) => context.services.salons.account(salon),
    }),
  }),
});

const RetailProfileRef = builder.objectRef<RetailProfile>('RetailProfile').implement({
  description: 'The retail tab’s profile: how the salon appears in the salon finder and where it is paid.',
  fields: (t) => ({
    hideFromFinder: t.exposeBoolean('hideFromFinder'),
    bankAccountName: t.exposeString('bankAccountName'),
    bankBsb: t.exposeString('bankBsb', { description: 'Six digits, or empty.' }),
    bankAccountNumber: t.exposeString('bankAccountNumber'),
    sfPhotoUrl: t.exposeString('sfPhotoUrl', {
      nullable: true,
      description: 'The salon finder photo; null when none.',
    }),
    specialities: t.exposeStringList('specialities'),
    styles: t.exposeStringList('styles'),
  }),
});

const SalonAccountRef = builder.objectRef<SalonAccount>('SalonAccount').implement({
  description: 'The account tab: account details, and the plan of the latest subscription.',
  fields: (t) => ({
    accountName: t.exposeString('accountName', { description: 'The salon’s name until an account name is saved.' }),
    addressLine1: t.exposeString('addressLine1'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    postcode: t.exposeString('postcode'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone', { nullable: true, description: 'E.164.' }),
    email: t.exposeString('email'),
    timeZone: t.exposeString('timeZone', { description: 'The salon’s time zone.' }),
    plan: t.exposeString('plan', {
      nullable: true,
      description: 'FREE, GROWTH, SALON or PLUS; null without a subscription.',
    }),
    subscriptionType: t.exposeString('subscriptionType', { nullable: true, description: 'ANNUAL or MONTHLY.' }),
    mirrors: t.exposeInt('mirrors'),
    total: t.exposeInt('totalCents', { description: 'Cents: the latest subscription’s total; 0 without one.' }),
  }),
});

const UpdateSalonInput = builder
  .inputType('UpdateSalonInput', {
    description: 'Every field is optional: only the given ones change.',
    fields: (t) => ({
      name: t.string(),
      rebookNotificationMessage: t.string(),
      rebookNotificationDelay: t.int({ description: 'Days, 0 to 365.' }),
      scheduleRebookReminderOnRequest: t.boolean({ description: 'Null or absent leaves it as it is.' }),
      defaultSocialMediaMessage: t.string(),
      bookingUrl: t.string({ description: 'An http(s) address, or empty for none.' }),
      brandsVisibleToClients: t.idList({ description: 'Brands offered to the salon; a visible brand is enabled too.' }),
      preferredRecommendationBrand: t.id({ description: 'Must be among the visible brands; null clears it.' }),
      onboardingComplete: t.boolean({ description: 'Once true, stays true.' }),
      onboardingState: t.string({
        description: 'JSON {version: "2020-02-06", completedSections}; progress never goes backwards.',
      }),
    }),
  })
  .validate(updateSalonInputSchema);

const SalonAccountInput = builder
  .inputType('SalonAccountInput', {
    fields: (t) => ({
      accountName: t.string({ required: true }),
      addressLine1: t.string({ required: true }),
      city: t.string({ required: true }),
      state: t.string({ required: true }),
      postcode: t.string({ required: true }),
      firstName: t.string({ required: true }),
      lastName: t.string({ required: true }),
      phone: t.field({ type: PhoneInput, required: true }),
      email: t.string({ required: true }),
      timeZone: t.string({ required: true }),
    }),
  })
  .validate(salonAccountSchema);

const RetailProfileInput = builder
  .inputType('RetailProfileInput', {
    fields: (t) => ({
      hideFromFinder: t.boolean({ required: true }),
      bankAccountName: t.string({ required: true }),
      bankBsb: t.string({ required: true }),
      bankAccountNumber: t.string({ required: true }),
      sfPhoto: t.string({
        description: 'A path the photo upload answered for this salon; empty to remove the photo; null to keep it.',
      }),
      specialities: t.stringList({ required: true }),
      styles: t.stringList({ required: true }),
    }),
  })
  .validate(retailProfileSchema);

const SalonAccessRef = builder.objectRef<{ access: SalonAccessRow; salon: SalonRow }>('SalonAccess');
SalonAccessRef.implement({
  fields: (t) => ({
    salonAdmin: t.boolean({ resolve: ({ access }) => access.salonAdmin }),
    salonClient: t.boolean({ resolve: ({ access }) => access.salonClient }),
    salon: t.field({ type: SalonRef, resolve: ({ salon }) => salon }),
  }),
});

builder.objectField(UserRef, 'salonAccess', (t) =>
  t.field({
    type: [SalonAccessRef],
    description: 'The salons this user administers or is a client of (GetMySalons).',
    // Only the user themself may list their salons, even when the User object is reached another way.
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, context) => context.services.salons.listAccessOfUser(user.id),
  }),
);

const FinderSalonRef = builder.objectRef<FinderSalon>('FinderSalon').implement({
  description:
    'A salon as the portal’s salon finder shows it: what the salon shows the public. Not its phone or email, which are the owner’s contact on the account.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    address: t.string({
      description: 'Street, suburb, city, state and postcode as one line, each part said once; empty when none.',
      resolve: (salon) => finderAddress(salon),
    }),
    bookingUrl: t.exposeString('bookingUrl', {
      nullable: true,
      description: 'Where clients book online; null when the salon has none.',
    }),
    photoUrl: t.exposeString('photoUrl', {
      nullable: true,
      description: 'The salon finder photo (SFPhoto); null when none.',
    }),
    specialities: t.exposeStringList('specialities'),
    styles: t.exposeStringList('styles'),
  }),
});

const FinderSalonPageRef = builder
  .objectRef<{ items: FinderSalon[]; nextToken: string | null }>('FinderSalonPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [FinderSalonRef], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true, description: 'For the next page; null on the last.' }),
    }),
  });

builder.queryFields((t) => ({
  findSalons: t.field({
    type: FinderSalonPageRef,
    description:
      'The portal’s salon finder: live salons by a word of their street, suburb or city, or by 4-digit postcode, exact matches first, then nearby ones, each by name. Never a salon hidden from the finder. Open to anyone, limited per address.',
    authScopes: { guest: true },
    args: {
      search: t.arg
        .string({ required: true, description: 'A suburb, city or street, or a 4-digit postcode.' })
        .validate(finderSearchSchema),
      ...keysetArgs(t.arg, FINDER_PAGE_SIZE),
    },
    resolve: (_root, args, context) =>
      context.services.salons.findSalons(
        args.search,
        { limit: args.limit ?? FINDER_PAGE_SIZE, nextToken: args.nextToken ?? null },
        context.ip,
      ),
  }),
  salon: t.field({
    type: SalonRef,
    // A salon API key reads its own salon's profile, and through it the fields open to keys.
    authScopes: (_root, args) => ({ salonAdmin: String(args.id), salonKeyRead: String(args.id) }),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const salon = await context.services.salons.salonForRead(String(args.id));
      if (!salon) throw notFound();
      return salon;
    },
  }),
}));

builder.mutationFields((t) => ({
  updateSalon: t.field({
    type: SalonRef,
    description:
      'Saves salon settings, brand visibility and the preferred brand, or onboarding progress, in one transaction.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.id) }),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateSalonInput, required: true }) },
    resolve: (_root, { id, input }, context) => context.services.salons.updateSalon(String(id), input),
  }),
  updateSalonAccount: t.field({
    type: SalonAccountRef,
    description: 'Saves the account details; the time zone is the salon’s own.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }), input: t.arg({ type: SalonAccountInput, required: true }) },
    resolve: (_root, { salonId, input }, context) => context.services.salons.updateAccount(String(salonId), input),
  }),
  updateRetailProfile: t.field({
    type: RetailProfileRef,
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }), input: t.arg({ type: RetailProfileInput, required: true }) },
    resolve: (_root, { salonId, input }, context) =>
      context.services.salons.updateRetailProfile(String(salonId), input),
  }),
}));

builder.subscriptionFields((t) => ({
  salonUpdated: t.field({
    type: SalonRef,
    description: "Fires when the salon's settings change on another device.",
    args: { salonId: t.arg.id({ required: true }) },
    ...salonAdminStream((services, salonId) => services.salons.subscribeToSalonUpdates(salonId)),
    resolve: async (event, _args, context) => {
      const salon = await context.services.salons.findSalon(event.salonId);
      if (!salon) throw notFound();
      return salon;
    },
  }),
}));

import { builder } from '../../graphql/builder.ts';
import { UserError } from '../../graphql/errors.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import type { SalonAccessRow, SalonRow } from './salons.repository.ts';

export const SalonRef = builder.objectRef<SalonRow>('Salon');
SalonRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    timeZone: t.exposeString('timeZone', { description: 'IANA time zone; every "today" of this salon is computed in it.' }),
    locale: t.exposeString('locale'),
    bookingUrl: t.exposeString('bookingUrl', { nullable: true }),
    defaultSocialMediaMessage: t.exposeString('defaultSocialMediaMessage', { nullable: true }),
    rebookNotificationMessage: t.exposeString('rebookNotificationMessage', { nullable: true }),
    rebookNotificationDelay: t.exposeInt('rebookNotificationDelay', { description: 'Days.' }),
    onboardingComplete: t.exposeBoolean('onboardingComplete'),
    onboardingState: t.exposeString('onboardingState', { nullable: true }),
  }),
});

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

builder.queryFields((t) => ({
  salon: t.field({
    type: SalonRef,
    authScopes: (_root, args) => ({ salonAdmin: String(args.id) }),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const salon = await context.services.salons.findSalon(String(args.id));
      if (!salon) throw new UserError('NOT_FOUND', 'Not found');
      return salon;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  salonUpdated: t.field({
    type: SalonRef,
    description: "Fires when the salon's settings change on another device.",
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }) },
    subscribe: (_root, args, context) => context.services.salons.subscribeToSalonUpdates(String(args.salonId)),
    resolve: async (event, _args, context) => {
      const salon = await context.services.salons.findSalon(event.salonId);
      if (!salon) throw new UserError('NOT_FOUND', 'Not found');
      return salon;
    },
  }),
}));

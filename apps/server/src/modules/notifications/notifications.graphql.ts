import { authMessages } from '@piiq/domain/auth-rules';
import { ANNOUNCEMENT_KINDS, type SalonNotification } from '@piiq/domain/notifications';
import { pushEndpointSchema, pushSubscriptionSchema } from '@piiq/domain/push';
import { UserError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { salonAdminStream } from '../../graphql/live-access.ts';

/** The scope `authenticated` has already refused a guest; this narrows the type. */
function viewerId(context: GraphQLContext): string {
  if (!context.viewer) throw new UserError('UNAUTHENTICATED', authMessages.signedOut);
  return context.viewer.user.id;
}

interface PushSettings {
  endpoint: string | null;
}

const PushNotificationsRef = builder.objectRef<PushSettings>('PushNotifications').implement({
  description:
    'Web Push for this device: the key a browser subscribes with, and whether its subscription is stored for the viewer.',
  fields: (t) => ({
    vapidPublicKey: t.string({
      description: 'The server’s VAPID public key (base64url), the applicationServerKey of PushManager.subscribe.',
      resolve: (_settings, _args, context) => context.services.notifications.vapidPublicKey,
    }),
    subscribed: t.boolean({
      description: 'Whether the endpoint asked about is stored for the viewer; false without one.',
      resolve: (settings, _args, context) =>
        settings.endpoint ? context.services.notifications.isSubscribed(viewerId(context), settings.endpoint) : false,
    }),
  }),
});

const PushSubscriptionKeysInput = builder.inputType('PushSubscriptionKeysInput', {
  fields: (t) => ({ p256dh: t.string({ required: true }), auth: t.string({ required: true }) }),
});

const PushSubscriptionInput = builder
  .inputType('PushSubscriptionInput', {
    description: 'A browser’s PushSubscription.toJSON(): its push service endpoint and its keys.',
    fields: (t) => ({
      endpoint: t.string({ required: true }),
      keys: t.field({ type: PushSubscriptionKeysInput, required: true }),
    }),
  })
  .validate(pushSubscriptionSchema);

builder.queryFields((t) => ({
  pushNotifications: t.field({
    type: PushNotificationsRef,
    description:
      'Web Push settings for the signed-in viewer’s device (the original app’s push id becomes a Web Push subscription).',
    authScopes: { authenticated: true },
    args: { endpoint: t.arg.string({ validate: pushEndpointSchema.nullish() }) },
    resolve: (_root, args) => ({ endpoint: args.endpoint ?? null }),
  }),
}));

builder.mutationFields((t) => ({
  savePushSubscription: t.boolean({
    description: 'Stores this device’s Web Push subscription for the viewer; the salons they administer push to it.',
    authScopes: { authenticated: true },
    args: { subscription: t.arg({ type: PushSubscriptionInput, required: true }) },
    resolve: async (_root, { subscription }, context) => {
      await context.services.notifications.subscribe(viewerId(context), subscription, context.userAgent);
      return true;
    },
  }),
  removePushSubscription: t.boolean({
    description: 'Forgets this device’s subscription, if the viewer stored it; answers whether there was one.',
    authScopes: { authenticated: true },
    args: { endpoint: t.arg.string({ required: true, validate: pushEndpointSchema }) },
    resolve: (_root, { endpoint }, context) => context.services.notifications.unsubscribe(viewerId(context), endpoint),
  }),
}));

const AnnouncementKindEnum = builder.enumType('AnnouncementKind', {
  description: 'What the news is about: a pickup, an order to deliver, a rebook request, or a message from support.',
  values: ANNOUNCEMENT_KINDS,
});

export const SalonAnnouncementRef = builder.objectRef<SalonNotification>('SalonAnnouncement').implement({
  description: 'One piece of news for the salon’s admins, told once per change, in the product’s words.',
  fields: (t) => ({
    kind: t.field({ type: AnnouncementKindEnum, resolve: (news) => news.kind }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    appointmentId: t.exposeID('appointmentId', {
      nullable: true,
      description: 'The appointment the news is about; null for a message, which opens the salon’s Messages page.',
    }),
  }),
});

builder.subscriptionFields((t) => ({
  salonAnnounced: t.field({
    type: SalonAnnouncementRef,
    description:
      'Fires once for each piece of news a change makes at the salon (a pickup, a retail order, a rebook request, a message from support): the admin page’s top banner.',
    args: { salonId: t.arg.id({ required: true }) },
    ...salonAdminStream((services, salonId) => services.notifications.subscribeToAnnouncements(salonId)),
    resolve: (event) => event.announcement,
  }),
}));

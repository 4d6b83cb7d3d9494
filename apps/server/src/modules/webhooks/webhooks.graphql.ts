import {
  WEBHOOK_URL_MAX_LENGTH,
  webhookDeliveryStatus,
  webhookEndpointStatus,
  type WebhookDeliveryStatus,
} from '@piiq/domain/webhook-endpoints';
import { WEBHOOK_EVENT_TYPES } from '@piiq/domain/webhook-events';
import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { pageArgs, pageOf, pageType } from '../../graphql/paging.ts';
import type { WebhookEndpointRow } from './webhooks.repository.ts';
import type { WebhooksService } from './webhooks.service.ts';

type DeliveryRow = Awaited<ReturnType<WebhooksService['deliveries']>>['items'][number];

const WEBHOOK_DELIVERIES_PAGE_SIZE = 10;

/** Event names as sent; anything else is refused by the rule in the service with the product's message. */
const eventsArg = z.array(z.string().max(100)).max(WEBHOOK_EVENT_TYPES.length * 2);

const WebhookEndpointStatusEnum = builder.enumType('WebhookEndpointStatus', {
  values: ['ACTIVE', 'FAILING', 'DISABLED'] as const,
  description:
    'ACTIVE: delivering; FAILING: deliveries have failed since failingSince (disabled after 3 days); DISABLED: nothing is sent until an admin enables it.',
});

const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: ['PENDING', 'RETRYING', 'DELIVERED', 'FAILED'] as const satisfies readonly WebhookDeliveryStatus[],
  description: 'PENDING: not tried yet; RETRYING: failed and due again; DELIVERED: answered 2xx; FAILED: given up on.',
});

const WebhookDeliveryRef = builder.objectRef<DeliveryRow>('WebhookDelivery').implement({
  description: 'One event sent (or to send) to an endpoint: its id is the webhook-id header of every attempt.',
  fields: (t) => ({
    id: t.exposeID('id'),
    event: t.exposeString('type', { description: 'The event type, e.g. appointment.created or webhook.test.' }),
    status: t.field({ type: WebhookDeliveryStatusEnum, resolve: (row) => webhookDeliveryStatus(row) }),
    attempts: t.exposeInt('attemptCount', { description: 'Every attempt made, Redeliver’s included.' }),
    nextRetryAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it is tried again, while it is retrying.',
      resolve: (row) => (webhookDeliveryStatus(row) === 'RETRYING' ? row.runAt : null),
    }),
    responseStatus: t.exposeInt('responseStatus', {
      nullable: true,
      description: 'The HTTP status of the latest attempt, when the endpoint answered one.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event happened.' }),
  }),
});

const WebhookDeliveryPageRef = pageType(
  'WebhookDeliveryPage',
  WebhookDeliveryRef,
  'A page of an endpoint’s delivery log, newest first.',
);

const WebhookEndpointRef = builder.objectRef<WebhookEndpointRow>('WebhookEndpoint').implement({
  description: 'Where a salon’s events are sent. Its signing secret is answered once, when it is added.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    events: t.exposeStringList('events'),
    status: t.field({ type: WebhookEndpointStatusEnum, resolve: (endpoint) => webhookEndpointStatus(endpoint) }),
    failingSince: t.expose('failingSince', { type: 'DateTime', nullable: true }),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveries: t.field({
      type: WebhookDeliveryPageRef,
      description: 'The delivery log, newest first, paged by limit and page.',
      authScopes: (endpoint) => ({ salonAdmin: endpoint.salonId }),
      args: pageArgs(t.arg),
      resolve: async (endpoint, args, context) => {
        const page = pageOf({ limit: args.limit ?? WEBHOOK_DELIVERIES_PAGE_SIZE, page: args.page });
        return { ...page, ...(await context.services.webhooks.deliveries(endpoint.salonId, endpoint.id, page)) };
      },
    }),
  }),
});

const AddedWebhookEndpointRef = builder
  .objectRef<{ endpoint: WebhookEndpointRow; secret: string }>('AddedWebhookEndpoint')
  .implement({
    fields: (t) => ({
      endpoint: t.field({ type: WebhookEndpointRef, resolve: (added) => added.endpoint }),
      secret: t.exposeString('secret', {
        description: 'The Standard Webhooks signing secret (whsec_…): answered this once, never again.',
      }),
    }),
  });

const endpointScope = async (endpointId: string, context: GraphQLContext) => ({
  salonAdmin: (await context.services.webhooks.salonIdOfEndpoint(endpointId)) ?? '',
});

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    type: [WebhookEndpointRef],
    description: 'The salon’s webhook endpoints, oldest first.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.webhooks.endpoints(String(args.salonId)),
  }),
  webhookDeliveries: t.field({
    type: WebhookDeliveryPageRef,
    description: 'One endpoint’s delivery log, newest first, paged by limit and page.',
    authScopes: (_root, args, context) => endpointScope(String(args.endpointId), context),
    args: { endpointId: t.arg.id({ required: true }), ...pageArgs(t.arg) },
    resolve: async (_root, args, context) => {
      const endpointId = String(args.endpointId);
      const salonId = (await context.services.webhooks.salonIdOfEndpoint(endpointId)) ?? '';
      const page = pageOf({ limit: args.limit ?? WEBHOOK_DELIVERIES_PAGE_SIZE, page: args.page });
      return { ...page, ...(await context.services.webhooks.deliveries(salonId, endpointId, page)) };
    },
  }),
}));

builder.mutationFields((t) => ({
  addWebhookEndpoint: t.field({
    type: AddedWebhookEndpointRef,
    description:
      'Adds an endpoint: https only (http to localhost, 127.0.0.1 or ::1 outside production), with the events it gets.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: {
      salonId: t.arg.id({ required: true }),
      url: t.arg.string({ required: true, validate: z.string().max(WEBHOOK_URL_MAX_LENGTH + 100) }),
      events: t.arg.stringList({ required: true, validate: eventsArg }),
    },
    resolve: (_root, args, context) =>
      context.services.webhooks.add(auditActorOf(context), String(args.salonId), {
        url: args.url,
        events: args.events,
      }),
  }),
  updateWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    description: 'Changes the events an endpoint gets, or with enable: true sends to a disabled one again.',
    authScopes: (_root, args, context) => endpointScope(String(args.endpointId), context),
    args: {
      endpointId: t.arg.id({ required: true }),
      events: t.arg.stringList({ validate: eventsArg.nullish() }),
      enable: t.arg.boolean(),
    },
    resolve: (_root, args, context) =>
      context.services.webhooks.update(auditActorOf(context), String(args.endpointId), {
        events: args.events ?? undefined,
        enable: args.enable ?? undefined,
      }),
  }),
  removeWebhookEndpoint: t.boolean({
    description: 'Removes an endpoint: nothing more is sent to it.',
    authScopes: (_root, args, context) => endpointScope(String(args.endpointId), context),
    args: { endpointId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.webhooks.remove(auditActorOf(context), String(args.endpointId)),
  }),
  sendTestWebhookEvent: t.id({
    description: 'Sends the webhook.test event to this endpoint alone; answers the delivery’s id.',
    authScopes: (_root, args, context) => endpointScope(String(args.endpointId), context),
    args: { endpointId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const salonId = (await context.services.webhooks.salonIdOfEndpoint(String(args.endpointId))) ?? '';
      return context.services.webhooks.sendTest(salonId, String(args.endpointId));
    },
  }),
  redeliverWebhookDelivery: t.boolean({
    description: 'Sends a delivery again now with the same webhook-id; false while an attempt of it is being made.',
    authScopes: async (_root, args, context) => ({
      salonAdmin: (await context.services.webhooks.salonIdOfDelivery(String(args.deliveryId))) ?? '',
    }),
    args: { deliveryId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.webhooks.redeliver(String(args.deliveryId)),
  }),
}));

import { DELIVERY_STATES } from '@piiq/domain/deliveries';
import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import { keysetArgs } from '../../graphql/paging.ts';
import type { OutboxAttemptRow } from '../../jobs/outbox.repository.ts';
import type { DeliveriesService, Delivery } from './deliveries.service.ts';

const DELIVERIES_PAGE_SIZE = 20;

type DeliveryPage = Awaited<ReturnType<DeliveriesService['page']>>;

const DeliveryStateEnum = builder.enumType('DeliveryState', {
  values: DELIVERY_STATES,
  description: 'PENDING: not tried yet; RETRYING: failed and due again; DEAD: given up on until someone retries it.',
});

const DeliveryAttemptRef = builder.objectRef<OutboxAttemptRow>('DeliveryAttempt').implement({
  fields: (t) => ({
    attempt: t.exposeInt('attempt'),
    succeeded: t.exposeBoolean('succeeded'),
    statusCode: t.exposeInt('statusCode', {
      nullable: true,
      description: 'The receiver’s HTTP status, when it answered.',
    }),
    error: t.exposeString('detail', { nullable: true }),
    durationMs: t.exposeInt('durationMs'),
    at: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DeliveryRef = builder.objectRef<Delivery>('Delivery').implement({
  description: 'One outbox delivery not yet delivered: an email, a partner call, a push or scheduled work.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    destination: t.exposeString('destination'),
    state: t.field({
      type: DeliveryStateEnum,
      resolve: (row) => (row.status === 'DEAD' ? 'DEAD' : row.attempts > 0 ? 'RETRYING' : 'PENDING'),
    }),
    attemptCount: t.exposeInt('attempts'),
    runAt: t.expose('runAt', { type: 'DateTime', description: 'When it is due (again).' }),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    attempts: t.field({ type: [DeliveryAttemptRef], resolve: (row) => row.attemptLog }),
  }),
});

const DeliveryPageRef = builder.objectRef<DeliveryPage>('DeliveryPage').implement({
  fields: (t) => ({
    items: t.field({ type: [DeliveryRef], resolve: (page) => page.items }),
    nextToken: t.exposeString('nextToken', { nullable: true }),
  }),
});

const DeliveryCountRef = builder
  .objectRef<{ kind: string; destination: string; state: (typeof DELIVERY_STATES)[number]; count: number }>(
    'DeliveryCount',
  )
  .implement({
    fields: (t) => ({
      kind: t.exposeString('kind'),
      destination: t.exposeString('destination'),
      state: t.field({ type: DeliveryStateEnum, resolve: (row) => row.state }),
      count: t.exposeInt('count'),
    }),
  });

const DeliveryHourRef = builder.objectRef<{ hour: Date; succeeded: number; failed: number }>('DeliveryHour').implement({
  fields: (t) => ({
    hour: t.expose('hour', { type: 'DateTime' }),
    succeeded: t.exposeInt('succeeded'),
    failed: t.exposeInt('failed'),
  }),
});

builder.queryFields((t) => ({
  deliveryCounts: t.field({
    type: [DeliveryCountRef],
    authScopes: { provider: true },
    description: 'Undelivered outbox deliveries counted by kind, destination and state.',
    resolve: (_root, _args, context) => context.services.deliveries.counts(),
  }),
  deliveryHours: t.field({
    type: [DeliveryHourRef],
    authScopes: { provider: true },
    description: 'Delivery attempts per hour over the last 24 hours, succeeded and failed.',
    resolve: (_root, _args, context) => context.services.deliveries.hours(),
  }),
  deliveries: t.field({
    type: DeliveryPageRef,
    authScopes: { provider: true },
    description: 'Deliveries in one state, newest first, with their attempts; narrowed by kind and destination.',
    args: {
      state: t.arg({ type: DeliveryStateEnum, required: true }),
      kind: t.arg.string({ validate: z.string().max(100).nullish() }),
      destination: t.arg.string({ validate: z.string().max(500).nullish() }),
      ...keysetArgs(t.arg, DELIVERIES_PAGE_SIZE),
    },
    resolve: (_root, args, context) =>
      context.services.deliveries.page(
        { state: args.state, kind: args.kind ?? undefined, destination: args.destination ?? undefined },
        args.limit ?? DELIVERIES_PAGE_SIZE,
        args.nextToken ?? null,
      ),
  }),
}));

builder.mutationFields((t) => ({
  retryDelivery: t.field({
    type: DeliveryRef,
    authScopes: { provider: true },
    description: 'Gives a dead delivery a new run of attempts, due now; answers it as it now stands.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.deliveries.retryOne(auditActorOf(context), String(args.id)),
  }),
  retryDeadDeliveries: t.int({
    authScopes: { provider: true },
    description: 'Gives every dead delivery of a destination a new run of attempts; answers how many.',
    args: { destination: t.arg.string({ required: true, validate: z.string().max(500) }) },
    resolve: (_root, args, context) =>
      context.services.deliveries.retryDestination(auditActorOf(context), args.destination),
  }),
}));

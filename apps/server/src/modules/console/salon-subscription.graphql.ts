import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { SubscriptionRow } from '../billing/billing.reads.ts';
import { DirectorySalonDetailRef } from './salon-directory.graphql.ts';

const ConsoleSubscriptionRef = builder.objectRef<SubscriptionRow>('ConsoleSubscription').implement({
  description: 'A salon’s latest subscription as the provider console shows and changes it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    plan: t.exposeString('plan'),
    subscriptionType: t.exposeString('subscriptionType', { description: 'ANNUAL or MONTHLY.' }),
    status: t.exposeString('status', { description: 'ACTIVE, PAST_DUE, CANCELLED or INCOMPLETE.' }),
    mirrors: t.exposeInt('mirrors', { description: 'The mirrors it pays for: the most the salon may pair.' }),
    provider: t.exposeString('provider', { description: 'offline or stripe: who bills it.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.objectField(DirectorySalonDetailRef, 'subscription', (t) =>
  t.field({
    type: ConsoleSubscriptionRef,
    nullable: true,
    description: 'Its latest subscription; null for a salon set up without one.',
    resolve: (detail) => detail.subscription,
  }),
);

builder.mutationFields((t) => ({
  cancelSalonSubscription: t.field({
    type: ConsoleSubscriptionRef,
    authScopes: { providerAdmin: true },
    description:
      'Ends the salon’s subscription at once, at the payment provider and here; a provider admin’s alone. Audited. Nothing changes when the provider refuses.',
    args: {
      salonId: t.arg.id({ required: true }),
      idempotencyKey: t.arg.string({
        required: true,
        description: 'One per cancel, the same on every retry of it.',
        validate: z.string().min(1).max(200),
      }),
    },
    resolve: (_root, args, context) =>
      context.services.salonSubscription.cancel(auditActorOf(context), String(args.salonId), args.idempotencyKey),
  }),
  changeSalonMirrors: t.field({
    type: ConsoleSubscriptionRef,
    authScopes: { providerAdmin: true },
    description:
      'The mirrors the salon’s subscription pays for: at least 1 and at least those paired. Changed at the payment provider and here; a provider admin’s alone. Audited.',
    args: {
      salonId: t.arg.id({ required: true }),
      mirrors: t.arg.int({ required: true }),
      idempotencyKey: t.arg.string({
        required: true,
        description: 'One per change, the same on every retry of it.',
        validate: z.string().min(1).max(200),
      }),
    },
    resolve: (_root, args, context) =>
      context.services.salonSubscription.changeMirrors(
        auditActorOf(context),
        String(args.salonId),
        args.mirrors,
        args.idempotencyKey,
      ),
  }),
}));

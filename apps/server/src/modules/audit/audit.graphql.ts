import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { keysetArgs } from '../../graphql/paging.ts';
import type { AuditEvent } from './audit.service.ts';

const AUDIT_PAGE_SIZE = 25;

/** A stored value shown as the JSON it was kept as, indented for reading; null when there was none. */
const shownJson = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value, null, 2);

const AuditEventRef = builder.objectRef<AuditEvent>('AuditEvent').implement({
  description: 'One entry of the audit log: who did what, to which record, with the record before and after.',
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('at', { type: 'DateTime' }),
    actorEmail: t.exposeString('actorEmail'),
    action: t.exposeString('action', { description: 'e.g. lead.update, delivery.retry, product.archive.' }),
    subjectKind: t.exposeString('subjectKind'),
    subjectId: t.exposeString('subjectId', { nullable: true }),
    salonId: t.exposeID('salonId', { nullable: true }),
    before: t.string({
      nullable: true,
      description: 'The record before, as JSON.',
      resolve: (event) => shownJson(event.before),
    }),
    after: t.string({
      nullable: true,
      description: 'The record after, as JSON.',
      resolve: (event) => shownJson(event.after),
    }),
  }),
});

const AuditPageRef = builder.objectRef<{ items: AuditEvent[]; nextToken: string | null }>('AuditEventPage').implement({
  description: 'A page of the audit log, newest first; nextToken asks for the next one.',
  fields: (t) => ({
    items: t.field({ type: [AuditEventRef], resolve: (page) => page.items }),
    nextToken: t.exposeString('nextToken', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  auditLog: t.field({
    type: AuditPageRef,
    authScopes: { provider: true },
    description:
      'The audit log for the provider’s staff, newest first, filtered by action (or its family, e.g. "lead"), actor email and salon.',
    args: {
      action: t.arg.string({ validate: z.string().max(100).nullish() }),
      actor: t.arg.string({ description: 'Part of the actor’s email.', validate: z.string().max(200).nullish() }),
      salonId: t.arg.id({ validate: z.uuid().nullish() }),
      ...keysetArgs(t.arg, AUDIT_PAGE_SIZE),
    },
    resolve: (_root, args, context) =>
      context.services.audit.page(
        {
          action: args.action?.trim() || undefined,
          actor: args.actor?.trim() || undefined,
          salonId: args.salonId ? String(args.salonId) : undefined,
        },
        args.limit ?? AUDIT_PAGE_SIZE,
        args.nextToken ?? null,
      ),
  }),
}));

import { LEAD_STATUSES, leadSearchSchema, leadUpdateSchema } from '@piiq/domain/leads';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import { keysetArgs } from '../../graphql/paging.ts';
import type { BetaLeadRow } from './signup.repository.ts';
import { PlanEnum } from './signup-plans.graphql.ts';

const LEADS_PAGE_SIZE = 25;

export const LeadStatusEnum = builder.enumType('LeadStatus', {
  values: LEAD_STATUSES,
  description: 'Where the follow-up of a pre-register lead stands.',
});

const LeadRef = builder.objectRef<BetaLeadRow>('Lead').implement({
  description: 'A pre-register lead from signup, with the provider’s follow-up.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('betaName'),
    email: t.exposeString('betaEmail'),
    salonName: t.exposeString('betaSalonName'),
    phone: t.exposeString('betaPhone'),
    plan: t.field({ type: PlanEnum, resolve: (lead) => lead.plan }),
    status: t.field({ type: LeadStatusEnum, resolve: (lead) => lead.status }),
    notes: t.exposeString('notes'),
    version: t.exposeInt('version', {
      description: 'Sent back with a change, so a change made meanwhile by someone else is not overwritten.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const LeadPageRef = builder.objectRef<{ items: BetaLeadRow[]; nextToken: string | null }>('LeadPage').implement({
  description: 'A page of leads, newest first; nextToken asks for the next one.',
  fields: (t) => ({
    items: t.field({ type: [LeadRef], resolve: (page) => page.items }),
    nextToken: t.exposeString('nextToken', { nullable: true }),
  }),
});

const UpdateLeadInput = builder.inputType('UpdateLeadInput', {
  fields: (t) => ({
    status: t.field({ type: LeadStatusEnum, required: true }),
    notes: t.string({ required: true }),
    version: t.int({ required: true, description: 'The version the editor read.' }),
  }),
});

builder.queryFields((t) => ({
  leads: t.field({
    type: LeadPageRef,
    authScopes: { provider: true },
    description:
      'The pre-register leads for the provider’s staff, newest first, by status and a search of name, email, salon or phone.',
    args: {
      status: t.arg({ type: LeadStatusEnum }),
      search: t.arg.string({ validate: leadSearchSchema }),
      ...keysetArgs(t.arg, LEADS_PAGE_SIZE),
    },
    resolve: (_root, args, context) =>
      context.services.leads.page(
        { status: args.status ?? undefined, search: leadSearchSchema.parse(args.search) },
        args.limit ?? LEADS_PAGE_SIZE,
        args.nextToken ?? null,
      ),
  }),
}));

builder.mutationFields((t) => ({
  updateLead: t.field({
    type: LeadRef,
    authScopes: { provider: true },
    description:
      'Saves a lead’s status and notes over the version read; refused with CONFLICT when someone else saved it meanwhile.',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateLeadInput, required: true, validate: leadUpdateSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.leads.update(auditActorOf(context), String(args.id), leadUpdateSchema.parse(args.input)),
  }),
}));

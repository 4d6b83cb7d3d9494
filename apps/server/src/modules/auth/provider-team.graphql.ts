import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { ProviderTeamMember } from './provider-team.service.ts';

const ProviderTeamMemberRef = builder.objectRef<ProviderTeamMember>('ProviderTeamMember').implement({
  description: 'A person with the provider console.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    isProviderAdmin: t.exposeBoolean('isProviderAdmin', { description: 'May grant and withdraw console access.' }),
  }),
});

const ProviderTeamRef = builder
  .objectRef<{ members: ProviderTeamMember[]; canManage: boolean }>('ProviderTeam')
  .implement({
    fields: (t) => ({
      members: t.field({
        type: [ProviderTeamMemberRef],
        description: 'Admins first, then by name.',
        resolve: (team) => team.members,
      }),
      canManage: t.exposeBoolean('canManage', {
        description: 'Whether the one asking is a provider admin, who may grant and withdraw access.',
      }),
    }),
  });

builder.queryFields((t) => ({
  providerTeam: t.field({
    type: ProviderTeamRef,
    authScopes: { provider: true },
    description: 'Everyone with the provider console, for the provider’s staff.',
    resolve: (_root, _args, context) => context.services.providerTeam.team(auditActorOf(context).userId ?? ''),
  }),
}));

builder.mutationFields((t) => ({
  grantProviderAccess: t.field({
    type: ProviderTeamMemberRef,
    authScopes: { providerAdmin: true },
    description:
      'Gives an existing account the provider console; a provider admin’s alone (FORBIDDEN otherwise). Audited.',
    args: { email: t.arg.string({ required: true, validate: z.string().max(320) }) },
    resolve: (_root, args, context) => context.services.providerTeam.grant(auditActorOf(context), args.email),
  }),
  withdrawProviderAccess: t.field({
    type: ProviderTeamMemberRef,
    authScopes: { providerAdmin: true },
    description:
      'Takes the provider console from someone: a provider admin’s alone, never their own, never the last admin’s. Their next request is refused. Audited.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.providerTeam.withdraw(auditActorOf(context), String(args.userId)),
  }),
}));

import { API_KEY_SCOPES, apiKeyNameSchema } from '@piiq/domain/api-keys';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { ApiKeyRow } from './api-keys.repository.ts';
import type { CreatedApiKey } from './api-keys.service.ts';

const ApiKeyScopeEnum = builder.enumType('ApiKeyScope', {
  description: 'READ: "Read only". READ_WRITE: "Read and write" (appointments, rebooking and orders).',
  values: API_KEY_SCOPES,
});

const ApiKeyRef = builder.objectRef<ApiKeyRow>('ApiKey').implement({
  description: 'A salon’s API key, as its admins see it in Settings > Integrations. The secret is never shown again.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    scope: t.field({ type: ApiKeyScopeEnum, resolve: (key) => key.scope }),
    secretStart: t.exposeString('secretStart', {
      description: 'The secret’s first 12 characters ("piiq_sk_" and 4 more), to tell keys apart.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Its latest call, to the minute; null until it is first used.',
    }),
  }),
});

const CreatedApiKeyRef = builder.objectRef<CreatedApiKey>('CreatedApiKey').implement({
  description: 'A new key: its secret, shown this once, and the key as the list shows it.',
  fields: (t) => ({
    secret: t.exposeString('secret', {
      description: 'Send it as `Authorization: Bearer <secret>` to /graphql. Only its hash is kept.',
    }),
    apiKey: t.field({ type: ApiKeyRef, resolve: (created) => created.key }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKeyRef],
    description: 'The salon’s API keys still in use, newest first. For its admins only, never for a key.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.apiKeys.active(String(args.salonId)),
  }),
);

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKeyRef,
    description: 'Makes a key that reaches this salon’s data with the rights of its scope.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: {
      salonId: t.arg.id({ required: true }),
      name: t.arg.string({ required: true }).validate(apiKeyNameSchema),
      scope: t.arg({ type: ApiKeyScopeEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      context.services.apiKeys.create(auditActorOf(context), String(args.salonId), args.name, args.scope),
  }),
  revokeApiKey: t.field({
    type: ApiKeyRef,
    description: 'Revokes a key: its very next call is refused, on every instance.',
    authScopes: async (_root, args, context) => ({
      salonAdmin: (await context.services.apiKeys.salonIdOfKey(String(args.id))) ?? '',
    }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.apiKeys.revoke(auditActorOf(context), String(args.id)),
  }),
}));

import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import ValidateAfterScopesPlugin from './validate-after-scopes.ts';
import KeyWritesAuditedPlugin from './key-writes-audited.ts';
import { administersSalon } from '@piiq/domain/salon-access';
import type { GraphQLContext, SalonAccessFlags } from './context.ts';
import { UserError, userInputError } from '../errors.ts';
import { authMessages } from '@piiq/domain/auth-rules';
import { mirrorMessages } from '@piiq/domain/mirror-pairing';

/**
 * The scopes of the house: every root field declares one (a test walks the schema to make sure).
 * salonAdmin/salonClient take the salon id the field touches, derived from the record when the
 * field only receives a record id; `self` takes a user id; `guest` marks a field open to anyone.
 * `provider` is any of the provider's staff (support, content, catalogue); `providerAdmin` the few of
 * them who may change a salon's contract, publish terms and manage the console's team.
 * mirrorDevice takes the salon id too, and holds only for a paired mirror of that salon: a mirror's
 * call carries no person, so every person's scope refuses it, and no person passes mirrorDevice.
 * salonKeyRead and salonKeyWrite take the salon id too, and hold only for a salon API key of that
 * salon (any key for reads, a "Read and write" key for writes). A field opens to keys only by naming
 * them beside salonAdmin (any of the scopes passes); every other field stays closed to keys.
 */
export interface AuthScopes {
  guest: boolean;
  authenticated: boolean;
  self: string;
  provider: boolean;
  providerAdmin: boolean;
  salonAdmin: string;
  salonClient: string;
  mirrorDevice: string;
  salonKeyRead: string;
  salonKeyWrite: string;
}

const withAccess = (
  access: SalonAccessFlags | null | Promise<SalonAccessFlags | null>,
  decide: (access: SalonAccessFlags | null) => boolean,
) => (access instanceof Promise ? access.then(decide) : decide(access));

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
  };
}>({
  // scope-auth first: a caller without access learns nothing, not even that their input was malformed.
  // Argument mappers (where validation runs) would still come first: ValidateAfterScopes moves them
  // inside scope-auth's wrapper. Pothos applies field configs last plugin first, so it sits before
  // ValidationPlugin in this list to see the mappers that plugin adds.
  // KeyWritesAudited wraps each mutation's resolver innermost, so only a write that was allowed and ran is logged.
  plugins: [ScopeAuthPlugin, ValidateAfterScopesPlugin, ValidationPlugin, KeyWritesAuditedPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    // Answered without a promise whenever the salon access is already known (it mostly is: it is
    // kept per instance), so a request's scope checks cost no turns of the event loop.
    authScopes: (context) => ({
      guest: true,
      authenticated: context.viewer !== null,
      self: (userId) => context.viewer?.user.id === userId,
      provider: context.viewer?.user.isProviderStaff ?? false,
      // Withdrawing the console takes both flags, but an admin flag alone never opens it.
      providerAdmin: (context.viewer?.user.isProviderStaff ?? false) && (context.viewer?.user.isProviderAdmin ?? false),
      salonAdmin: (salonId) => {
        if (!context.viewer || !salonId) return false;
        const role = context.viewer.user.profileRole;
        return withAccess(context.salonAccess(salonId), (access) => administersSalon(role, access));
      },
      salonClient: (salonId) => {
        if (!context.viewer || !salonId) return false;
        return withAccess(context.salonAccess(salonId), (access) => Boolean(access?.salonClient));
      },
      mirrorDevice: (salonId) => context.device !== null && salonId !== '' && context.device.salonId === salonId,
      salonKeyRead: (salonId) => context.apiKey !== null && salonId !== '' && context.apiKey.salonId === salonId,
      salonKeyWrite: (salonId) =>
        context.apiKey !== null &&
        salonId !== '' &&
        context.apiKey.salonId === salonId &&
        context.apiKey.scope === 'READ_WRITE',
    }),
    unauthorizedError: (_parent, context) => {
      if (context.viewer || context.device || context.apiKey)
        return new UserError('FORBIDDEN', authMessages.notAuthorised);
      if (context.deviceRefused) return new UserError('UNAUTHENTICATED', mirrorMessages.notPaired);
      return new UserError('UNAUTHENTICATED', authMessages.signedOut);
    },
  },
  validation: {
    validationError: (failure) => userInputError(failure.issues),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The builder's schema types, for a helper that adds the same fields to several object types. */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

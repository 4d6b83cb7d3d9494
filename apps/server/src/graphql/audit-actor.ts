import { actorOfKey } from '../modules/api-keys/api-keys.service.ts';
import type { AuditActor } from '../modules/audit/audit.service.ts';
import { UserError } from '../errors.ts';
import { authMessages } from '@piiq/domain/auth-rules';
import type { GraphQLContext } from './context.ts';

/** The signed-in person (or the salon's API key) an audited write is recorded against; scopes have already required one. */
export function auditActorOf(context: GraphQLContext): AuditActor {
  if (context.apiKey) return actorOfKey(context.apiKey);
  if (!context.viewer) throw new UserError('UNAUTHENTICATED', authMessages.signedOut);
  return { userId: context.viewer.user.id, email: context.viewer.user.email };
}

import { normaliseEmail } from '@piiq/domain/auth-rules';
import { grantEmailProblem, providerTeamMessages } from '@piiq/domain/provider-team';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';

export interface ProviderTeamMember {
  id: string;
  name: string;
  email: string;
  isProviderAdmin: boolean;
}

const memberOf = (row: UserRow): ProviderTeamMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  isProviderAdmin: row.isProviderAdmin,
});
/** What the audit log keeps of a person's role before and after. */
const roleOf = (row: UserRow) => ({
  email: row.email,
  isProviderStaff: row.isProviderStaff,
  isProviderAdmin: row.isProviderAdmin,
});

/**
 * The provider's team in the console: who has the console, and its grant and withdrawal by a provider
 * admin. Each change takes the admins' lock, is audited in its own transaction, and is told to every
 * instance after the commit, so a withdrawn person's very next request is refused.
 */
export function createProviderTeamService(deps: {
  db: Database;
  repository: Pick<
    AuthRepository,
    'providerStaff' | 'lockProviderAdmins' | 'lockUser' | 'findUserByEmail' | 'updateUser'
  >;
  audit: Pick<AuditService, 'record'>;
  announceAccountChanged: (userId: string) => void;
}) {
  /** The actor's admin flag is read inside the change's transaction, under the lock: a role withdrawn a moment ago counts. */
  function requireAdmin(actor: AuditActor, admins: readonly string[]): string {
    if (!actor.userId || !admins.includes(actor.userId))
      throw new UserError('FORBIDDEN', providerTeamMessages.adminsOnly);
    return actor.userId;
  }

  return {
    async team(viewerId: string): Promise<{ members: ProviderTeamMember[]; canManage: boolean }> {
      const rows = await deps.repository.providerStaff();
      return { members: rows.map(memberOf), canManage: rows.some((row) => row.id === viewerId && row.isProviderAdmin) };
    },

    /** Gives an existing account the console (provider staff, not admin). */
    async grant(actor: AuditActor, typedEmail: string): Promise<ProviderTeamMember> {
      const problem = grantEmailProblem(typedEmail);
      if (problem) throw new UserError('BAD_USER_INPUT', problem, { fields: [{ field: 'email', message: problem }] });
      const granted = await deps.db.transaction(async (tx) => {
        requireAdmin(actor, await deps.repository.lockProviderAdmins(tx));
        const found = await deps.repository.findUserByEmail(normaliseEmail(typedEmail), tx);
        const user = found ? await deps.repository.lockUser(found.id, tx) : undefined;
        if (!user)
          throw new UserError('BAD_USER_INPUT', providerTeamMessages.noAccount, {
            fields: [{ field: 'email', message: providerTeamMessages.noAccount }],
          });
        if (user.isProviderStaff) throw new UserError('CONFLICT', providerTeamMessages.alreadyStaff);
        const updated = await deps.repository.updateUser(user.id, { isProviderStaff: true }, tx);
        await deps.audit.record(tx, {
          actor,
          action: 'team.grant',
          subjectKind: 'user',
          subjectId: user.id,
          before: roleOf(user),
          after: roleOf(updated),
        });
        return updated;
      });
      deps.announceAccountChanged(granted.id);
      return memberOf(granted);
    },

    /** Takes the console (and the admin flag with it) from someone; never from oneself, never from the last admin. */
    async withdraw(actor: AuditActor, userId: string): Promise<ProviderTeamMember> {
      if (!isUuid(userId)) throw notFound();
      const withdrawn = await deps.db.transaction(async (tx) => {
        const admins = await deps.repository.lockProviderAdmins(tx);
        const actorId = requireAdmin(actor, admins);
        if (userId === actorId) throw new UserError('BAD_USER_INPUT', providerTeamMessages.notYourself);
        const user = await deps.repository.lockUser(userId, tx);
        if (!user) throw notFound();
        if (!user.isProviderStaff && !user.isProviderAdmin)
          throw new UserError('CONFLICT', providerTeamMessages.notStaff);
        // The actor is an admin and stays one, so this holds while the rule above does; kept should that rule ever go.
        if (user.isProviderAdmin && admins.length <= 1)
          throw new UserError('BAD_USER_INPUT', providerTeamMessages.lastAdmin);
        const updated = await deps.repository.updateUser(
          user.id,
          { isProviderStaff: false, isProviderAdmin: false },
          tx,
        );
        await deps.audit.record(tx, {
          actor,
          action: 'team.withdraw',
          subjectKind: 'user',
          subjectId: user.id,
          before: roleOf(user),
          after: roleOf(updated),
        });
        return updated;
      });
      deps.announceAccountChanged(withdrawn.id);
      return memberOf(withdrawn);
    },
  };
}

export type ProviderTeamService = ReturnType<typeof createProviderTeamService>;

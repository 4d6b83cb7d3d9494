import type { PageArgs } from '@piiq/domain/paging';
import { checkStaffName } from '@piiq/domain/salon-settings';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { StaffRepository, StaffRow } from './staff.repository.ts';

export interface StaffChange {
  name?: string | undefined;
  active?: boolean | undefined;
}

/** What the audit log keeps of a team member before and after a change. */
const auditedOf = (member: StaffRow) => ({ name: member.name, active: member.active });

/** The salon's team; each change is one of the salon's sensitive actions the provider's audit log keeps, written with it. */
export function createStaffService(deps: {
  db: Database;
  repository: StaffRepository;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, repository } = deps;

  /** The product's duplicate rule, against everyone the salon already has (a rename may keep its own name). */
  async function checkedName(salonId: string, typed: string, tx: Database, exceptId?: string): Promise<string> {
    await repository.lockTeam(salonId, tx);
    const check = checkStaffName(typed, await repository.namesOfSalon(salonId, tx), exceptId);
    if (!check.ok) throw new UserError('BAD_USER_INPUT', check.message);
    return check.name;
  }

  return {
    /** The salon a staff record belongs to, for the scope check of fields that only get its id. */
    async salonIdOfStaff(staffId: string): Promise<string | null> {
      if (!isUuid(staffId)) return null;
      return (await repository.findStaff(staffId))?.salonId ?? null;
    },

    page: (salonId: string, page: PageArgs) => repository.pageOfSalon(salonId, page),

    /** Whom the mirror offers on its stylist sign-in screen. */
    active: (salonId: string) => repository.activeOfSalon(salonId),

    create(actor: AuditActor, salonId: string, typedName: string): Promise<StaffRow> {
      return db.transaction(async (tx) => {
        const name = await checkedName(salonId, typedName, tx);
        const created = await repository.insertStaff({ salonId, name }, tx);
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.staff-add',
          subjectKind: 'staff',
          subjectId: created.id,
          salonId,
          after: auditedOf(created),
        });
        return created;
      });
    },

    update(actor: AuditActor, staffId: string, change: StaffChange): Promise<StaffRow> {
      return db.transaction(async (tx) => {
        const member = isUuid(staffId) ? await repository.findStaff(staffId, tx) : undefined;
        if (!member) throw notFound();
        const values: Partial<Pick<StaffRow, 'name' | 'active'>> = {};
        if (change.name !== undefined) values.name = await checkedName(member.salonId, change.name, tx, member.id);
        if (change.active !== undefined) values.active = change.active;
        if (Object.keys(values).length === 0) return member;
        const updated = await repository.updateStaff(member.id, values, tx);
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.staff-change',
          subjectKind: 'staff',
          subjectId: member.id,
          salonId: member.salonId,
          before: auditedOf(member),
          after: auditedOf(updated),
        });
        return updated;
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

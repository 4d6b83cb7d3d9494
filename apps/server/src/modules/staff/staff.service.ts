import type { PageArgs } from '@piiq/domain/paging';
import { checkStaffName } from '@piiq/domain/salon-settings';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { StaffRepository, StaffRow } from './staff.repository.ts';

export interface StaffChange {
  name?: string | undefined;
  active?: boolean | undefined;
}

export function createStaffService(deps: { db: Database; repository: StaffRepository }) {
  const { db, repository } = deps;

  /** The spec's duplicate rule, against everyone the salon already has (a rename may keep its own name). */
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

    create(salonId: string, typedName: string): Promise<StaffRow> {
      return db.transaction(async (tx) => {
        const name = await checkedName(salonId, typedName, tx);
        return repository.insertStaff({ salonId, name }, tx);
      });
    },

    update(staffId: string, change: StaffChange): Promise<StaffRow> {
      return db.transaction(async (tx) => {
        const member = isUuid(staffId) ? await repository.findStaff(staffId, tx) : undefined;
        if (!member) throw notFound();
        const values: Partial<Pick<StaffRow, 'name' | 'active'>> = {};
        if (change.name !== undefined) values.name = await checkedName(member.salonId, change.name, tx, member.id);
        if (change.active !== undefined) values.active = change.active;
        return Object.keys(values).length === 0 ? member : repository.updateStaff(member.id, values, tx);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

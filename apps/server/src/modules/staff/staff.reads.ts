import type { StaffRepository } from './staff.repository.ts';

/** What another module may read of a salon's team; every write goes through the staff service. */
export type StaffReads = Pick<StaffRepository, 'findStaff'>;

import type { SalonsRepository } from './salons.repository.ts';

export type { SalonRow } from './salons.repository.ts';

/**
 * What another module may read of salons, their team's access, the weekly email's recipients and
 * the console's list, and the row lock a caller's transaction takes on a salon; every write goes
 * through the salons service.
 */
export type SalonsReads = Pick<
  SalonsRepository,
  | 'findSalon'
  | 'directoryPage'
  | 'lockSalon'
  | 'accessOf'
  | 'adminUserIds'
  | 'timeZonesInUse'
  | 'salonsInZone'
  | 'weeklyEmailRecipientIds'
>;

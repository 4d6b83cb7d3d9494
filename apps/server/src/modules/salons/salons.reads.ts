import type { SalonsRepository } from './salons.repository.ts';

/**
 * What another module may read of salons, their team's access and the weekly email's recipients,
 * and the row lock a caller's transaction takes on a salon; every write goes through the salons
 * service.
 */
export type SalonsReads = Pick<
  SalonsRepository,
  | 'findSalon'
  | 'lockSalon'
  | 'accessOf'
  | 'adminUserIds'
  | 'timeZonesInUse'
  | 'salonsInZone'
  | 'weeklyEmailRecipientIds'
>;

import type { AppointmentsRepository } from './appointments.repository.ts';

export type {
  AppointmentRow,
  CartItemRow,
  CartRow,
  PricedCartLine,
  RecommendationWithReasons,
} from './appointments.repository.ts';

/**
 * What another module may read of appointments and their carts, straight from the repository:
 * reads, and the row lock a caller's transaction takes before it asks the appointments service to
 * change the row. Every write goes through that service.
 */
export type AppointmentsReads = Pick<
  AppointmentsRepository,
  | 'findAppointment'
  | 'lockAppointment'
  | 'findCart'
  | 'cartOfAppointment'
  | 'itemsOfCart'
  | 'recommendationsOf'
  | 'photoInUse'
  | 'previousAnalysed'
  | 'lastSessionAt'
  | 'firstAppointmentAt'
  | 'countsByBucket'
  | 'stylistCounts'
  | 'countsPerSalon'
>;

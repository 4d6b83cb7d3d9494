import type { EventsPort } from '../../ports/events.ts';
import type { SalonsRepository } from './salons.repository.ts';

export function createSalonsService(deps: { repository: SalonsRepository; events: EventsPort }) {
  const { repository } = deps;
  return {
    accessOf: repository.accessOf,
    listAccessOfUser: repository.listAccessOfUser,
    findSalon: repository.findSalon,
    subscribeToSalonUpdates: (salonId: string) => deps.events.subscribe('salonUpdated', salonId),
    announceSalonUpdated: (salonId: string) => deps.events.publish('salonUpdated', salonId, { salonId }),
  };
}

export type SalonsService = ReturnType<typeof createSalonsService>;

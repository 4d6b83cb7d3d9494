/** The cache keys of the list (every filter and page under one prefix) and of each record. */
export const appointmentKeys = {
  all: (salonId: string) => ['appointments', salonId] as const,
  list: (salonId: string, navParam: string, search: string) =>
    ['appointments', salonId, 'list', navParam, search] as const,
  record: (salonId: string, appointmentId: string) => ['appointments', salonId, 'record', appointmentId] as const,
  recommendable: (salonId: string) => ['appointments', salonId, 'recommendable'] as const,
};

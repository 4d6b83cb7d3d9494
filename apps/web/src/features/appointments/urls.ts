/** Typed addresses of the appointments screens. */
export const appointmentsPaths = { appointments: '/:salonId/appointments/:appointmentId?' } as const;

export const appointmentsUrl = (salonId: string) => `/${salonId}/appointments`;

/** The record of one appointment, over the list; `search` keeps the list's filters and page behind it. */
export const appointmentUrl = (salonId: string, appointmentId: string, search = '') =>
  `/${salonId}/appointments/${appointmentId}${search}`;

/** The list as a spreadsheet, with the day filter and search on screen. */
export const appointmentsCsvUrl = (salonId: string, filters: { navParam: string; search: string }) =>
  `/exports/${salonId}/appointments.csv?${new URLSearchParams({ navParam: filters.navParam, search: filters.search }).toString()}`;

/** Typed addresses of the clients screens. */
export const clientsPaths = { clients: '/:salonId/clients', client: '/:salonId/clients/:clientId' } as const;

export const clientsUrl = (salonId: string) => `/${salonId}/clients`;

/** A client's page; with an appointment, that session opens in it. */
export const clientUrl = (salonId: string, clientId: string, appointmentId?: string) =>
  `/${salonId}/clients/${clientId}${appointmentId ? `?appointmentId=${encodeURIComponent(appointmentId)}` : ''}`;

/**
 * The client records as a spreadsheet, with the search on screen; the colour record's columns only when
 * the owner asks, since allergies and patch tests are health details a plain list need not carry.
 */
export const clientsCsvUrl = (salonId: string, search: string, colourRecord: boolean) => {
  const params = new URLSearchParams({ search });
  if (colourRecord) params.set('colourRecord', '1');
  return `/exports/${salonId}/clients.csv?${params.toString()}`;
};

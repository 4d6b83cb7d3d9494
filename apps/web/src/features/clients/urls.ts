/** Typed addresses of the clients screens. */
export const clientsPaths = { clients: '/:salonId/clients', client: '/:salonId/clients/:clientId' } as const;

export const clientsUrl = (salonId: string) => `/${salonId}/clients`;

/** A client's page; with an appointment, that session opens in it. */
export const clientUrl = (salonId: string, clientId: string, appointmentId?: string) =>
  `/${salonId}/clients/${clientId}${appointmentId ? `?appointmentId=${encodeURIComponent(appointmentId)}` : ''}`;

/** The client records as a spreadsheet, with the search on screen. */
export const clientsCsvUrl = (salonId: string, search: string) =>
  `/exports/${salonId}/clients.csv?${new URLSearchParams({ search }).toString()}`;

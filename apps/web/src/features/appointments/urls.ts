/** Typed addresses of the appointments screens (salon-admin.md section 2). */
export const appointmentsPaths = { appointments: '/:salonId/appointments/:appointmentId?' } as const;

export const appointmentsUrl = (salonId: string) => `/${salonId}/appointments`;

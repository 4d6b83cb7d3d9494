import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/graphql.ts';
import { appointmentKeys } from './appointment-keys.ts';
import { GetAppointment, GetRecommendableProducts } from './appointments-operations.ts';

/** GetAppointment for the record panel; the list page starts it before the panel's code has loaded. */
export function appointmentRecordQuery(salonId: string, appointmentId: string) {
  return queryOptions({
    queryKey: appointmentKeys.record(salonId, appointmentId),
    queryFn: async () => (await request(GetAppointment, { salonId, appointmentId })).salon,
  });
}

/** The products the salon may recommend: the switch picker's choices and the colour formula's suggestions. */
export function recommendableProductsQuery(salonId: string) {
  return queryOptions({
    queryKey: appointmentKeys.recommendable(salonId),
    queryFn: async () => (await request(GetRecommendableProducts, { salonId })).salon.recommendableProducts,
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from './appointment-keys.ts';
import type { AppointmentRecord } from './appointments-operations.ts';

/** Puts a changed record in the cache, and marks the lists for a refresh (their rows show its state). */
export function useRecordSaved(salonId: string) {
  const queryClient = useQueryClient();
  return (appointment: AppointmentRecord) => {
    queryClient.setQueryData(
      appointmentKeys.record(salonId, appointment.id),
      (current: { appointment: AppointmentRecord } | undefined) => (current ? { ...current, appointment } : current),
    );
    void queryClient.invalidateQueries({
      queryKey: appointmentKeys.all(salonId),
      predicate: (query) => query.queryKey[2] === 'list',
    });
  };
}

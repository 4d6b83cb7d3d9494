import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { canAskToRebook, portalRebookWords } from '@piiq/domain/rebook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusyButton } from '../../components/busy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { focusRing } from '../../components/focus-ring.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { request } from '../../lib/graphql.ts';
import type { PortalAppointment } from './portal-operations.ts';
import { RequestRebookFromPortal } from './rebook-operations.ts';
import type { PortalAppointments } from './use-portal-appointments.ts';

/** Whether the appointment has anything to say of a next visit: a suggestion, a request, or a request to make. */
export function hasNextVisit(appointment: PortalAppointment): boolean {
  return appointment.rebookDelay != null || !appointment.rebookedAt;
}

/**
 * The appointment's next visit: the stylist's suggestion, and the client's rebook request. Until the
 * salon has a request (from the mirror or from here) the client may ask; then the page says what
 * happens next, the reminder's day in the salon's zone.
 */
export function NextVisit({ appointment, timeZone }: { appointment: PortalAppointment; timeZone: string }) {
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: async () =>
      (await request(RequestRebookFromPortal, { appointmentId: appointment.id })).requestRebookFromPortal,
    // The list the details read from takes the answer, so the request stays said without asking the server again.
    onSuccess: (answer) =>
      queryClient.setQueryData<PortalAppointments>(
        ['portal', 'appointments'],
        (data) =>
          data && {
            ...data,
            appointments: data.appointments.map((item) => (item.id === answer.id ? { ...item, ...answer } : item)),
          },
      ),
  });
  const open = canAskToRebook(appointment);
  const received = !open && !appointment.rebookedAt && Boolean(appointment.rebookLength);
  const sentAt = appointment.rebookNotificationSentAt;
  const scheduledAt = appointment.rebookedAt ? null : appointment.rebookNotificationScheduledAt;
  return (
    <>
      {appointment.rebookDelay != null && (
        <Typography>
          Your stylist suggests coming back in {appointment.rebookDelay}{' '}
          {appointment.rebookDelay === 1 ? 'week' : 'weeks'}
          {appointment.rebookLength ? ` for a ${appointment.rebookLength}-minute appointment` : ''}.
        </Typography>
      )}
      {/* Always present: the answer replaces the button, and a status region read out must already exist. */}
      <Box role="status" aria-atomic="true">
        {received && <Typography>{portalRebookWords.received}</Typography>}
        {sentAt ? (
          <Typography>
            {portalRebookWords.sentOn} <DateTime value={sentAt} timeZone={timeZone} format="day" />.
          </Typography>
        ) : scheduledAt ? (
          <Typography>
            {portalRebookWords.reminderOn} <DateTime value={scheduledAt} timeZone={timeZone} format="day" />.
          </Typography>
        ) : null}
      </Box>
      {open && (
        <Box sx={{ mt: 1.5 }}>
          {ask.isError && <FormAlert severity="error">{errorText(ask.error)}</FormAlert>}
          <BusyButton variant="contained" busy={ask.isPending} onClick={() => ask.mutate()} sx={focusRing}>
            {portalRebookWords.ask}
          </BusyButton>
        </Box>
      )}
    </>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDay } from '@piiq/domain/dates';
import { Link as RouterLink } from 'react-router';
import { focusRing } from '../../components/focus-ring.ts';
import { HairScoreTrends } from '../../components/hair-score-trends.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SessionPhoto } from '../../components/session-photo.tsx';
import type { PortalAppointment } from './portal-operations.ts';
import { PortalFrame } from './portal-frame.tsx';
import { usePortalFlow } from './portal-flow.ts';
import { portalUrl } from './urls.ts';
import { fallbackTimeZone, usePortalAppointments } from './use-portal-appointments.ts';

/** The first and the latest appointment with a portrait, oldest first; one when only one has a portrait. */
export function firstAndLatestPortraits(appointments: readonly PortalAppointment[]): PortalAppointment[] {
  const withPortrait = appointments
    .filter((appointment) => appointment.clientSelfieImage)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const first = withPortrait[0];
  const latest = withPortrait.at(-1);
  if (!first || !latest) return [];
  return first === latest ? [first] : [first, latest];
}

/** The hair journey: each score across visits, and the first and latest portraits side by side. */
export function JourneyView() {
  const { session } = usePortalFlow();
  return (
    <PortalFrame title="Your hair journey">
      <Link
        component={RouterLink}
        to={portalUrl('appointments', session)}
        sx={{ display: 'inline-block', mb: 2, ...focusRing }}
      >
        All appointments
      </Link>
      <Journey />
    </PortalFrame>
  );
}

function Journey() {
  const query = usePortalAppointments();
  if (!query.data) return <QueryProblem query={query} what="your hair journey" />;
  const { appointments, salons } = query.data;
  // One wall clock for the whole journey: the salon of the latest visit.
  const latestSalon = appointments[0] ? salons.get(appointments[0].salonId) : undefined;
  const timeZone = latestSalon?.timeZone ?? fallbackTimeZone();
  const portraits = firstAndLatestPortraits(appointments);
  return (
    <>
      {portraits.length > 0 && (
        <Box component="section" aria-label="First and latest photos" sx={{ mb: 4 }}>
          <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
            {portraits.length > 1 ? 'First and latest photos' : 'Your photo'}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {portraits.map((appointment) => {
              const day = formatDay(
                new Date(appointment.createdAt),
                salons.get(appointment.salonId)?.timeZone ?? timeZone,
              );
              return (
                <SessionPhoto
                  key={appointment.id}
                  label={day}
                  url={appointment.clientSelfieImage?.url ?? null}
                  alt={`Your portrait on ${day}`}
                  missing="No portrait"
                />
              );
            })}
          </Box>
        </Box>
      )}
      <HairScoreTrends sessions={appointments} timeZone={timeZone} title="Your hair scores over time" />
    </>
  );
}

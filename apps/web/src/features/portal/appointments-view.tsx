import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { PortalFrame } from './portal-frame.tsx';
import { usePortalFlow } from './portal-flow.ts';
import { portalAppointmentUrl, portalSalonsUrl, portalUrl } from './urls.ts';
import { fallbackTimeZone, usePortalAppointments } from './use-portal-appointments.ts';

export const NO_APPOINTMENTS = "You haven't had any piiq appointments yet.";

/** appointments: the client's piiq appointments, newest first, each opening its details. */
export function AppointmentsView() {
  return (
    <PortalFrame title="Your appointments">
      {/* At the mirror without scanning its QR code: the code it shows joins the session too. */}
      <Button
        component={RouterLink}
        to={portalUrl('startsession', null)}
        variant="outlined"
        fullWidth
        sx={{ mb: 3, ...focusRing }}
      >
        Start a mirror session
      </Button>
      <AppointmentList />
    </PortalFrame>
  );
}

function AppointmentList() {
  const { session } = usePortalFlow();
  const query = usePortalAppointments();
  if (!query.data) return <QueryProblem query={query} what="your appointments" />;
  const { appointments, salons } = query.data;
  if (appointments.length === 0) {
    return (
      <EmptyState
        title={NO_APPOINTMENTS}
        body="After your first session at the mirror, your hair analysis and recommended products show here."
        action={
          <Link component={RouterLink} to={portalSalonsUrl(null, session)} sx={focusRing}>
            Find your nearest salon
          </Link>
        }
      />
    );
  }
  return (
    <>
      <Link
        component={RouterLink}
        to={portalUrl('journey', session)}
        sx={{ display: 'inline-block', mb: 2, ...focusRing }}
      >
        See your hair journey
      </Link>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {appointments.map((appointment) => {
          const salon = salons.get(appointment.salonId);
          const count = appointment.supportYourSalon.recommendations.length;
          return (
            <li key={appointment.id}>
              <Card>
                <CardActionArea
                  component={RouterLink}
                  to={portalAppointmentUrl(appointment.id, session)}
                  sx={{ p: 2, ...focusRing }}
                >
                  <Typography component="h2" variant="h3">
                    <DateTime
                      value={appointment.createdAt}
                      timeZone={salon?.timeZone ?? fallbackTimeZone()}
                      format="dayTime"
                    />
                  </Typography>
                  <Typography color="text.secondary">
                    {[salon?.name, appointment.staff ? `with ${appointment.staff.name}` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {count === 0
                      ? 'No products recommended'
                      : `${count} ${count === 1 ? 'product' : 'products'} recommended`}
                  </Typography>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Stack>
    </>
  );
}

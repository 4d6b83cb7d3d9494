import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { focusRing } from '../../components/focus-ring.ts';
import { PortalFrame } from './portal-frame.tsx';
import { usePortalFlow } from './portal-flow.ts';
import { portalUrl } from './urls.ts';

/** success: the client is signed in at the mirror; the stylist takes it from here. */
export function SuccessView() {
  const { session } = usePortalFlow();
  return (
    <PortalFrame title="You're all set">
      <Typography sx={{ mb: 3 }}>
        You're signed in to the mirror. Your stylist will start your hair analysis in a moment.
      </Typography>
      <Button
        component={RouterLink}
        to={portalUrl('appointments', session)}
        variant="contained"
        size="large"
        fullWidth
        sx={focusRing}
      >
        See my appointments
      </Button>
    </PortalFrame>
  );
}

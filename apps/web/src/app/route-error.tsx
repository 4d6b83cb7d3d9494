import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { StandalonePage } from '../components/standalone-page.tsx';

/**
 * The last safety net: a screen that crashed, or a page's code that failed to download (most often
 * after a new release, while an old tab is open). A reload fixes both, so that is the one action offered.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StandalonePage maxWidth="sm">
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
          <Typography variant="h1">Something went wrong</Typography>
          <Typography color="text.secondary">
            This page could not be shown. Reloading usually fixes it.
          </Typography>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </CardContent>
      </Card>
    </StandalonePage>
  );
}

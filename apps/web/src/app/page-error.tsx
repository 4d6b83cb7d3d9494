import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { StandalonePage } from '../components/standalone-page.tsx';

/**
 * The last safety net: a screen that crashed, or a page's code that failed to download (most often
 * after a new release, while an old tab is open). A reload fixes both, so that is the one action
 * offered. Without a router: the mirror's page has none (route-error.tsx adds the routers' reset).
 */
export function PageErrorBoundary({ children, resetKeys }: { children: ReactNode; resetKeys?: unknown[] }) {
  return (
    <ErrorBoundary FallbackComponent={PageError} resetKeys={resetKeys} onError={(error) => console.error(error)}>
      {children}
    </ErrorBoundary>
  );
}

function PageError() {
  return (
    <StandalonePage maxWidth="sm">
      <Card>
        <CardContent
          sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
        >
          <Typography variant="h1">Something went wrong</Typography>
          <Typography color="text.secondary">This page could not be shown. Reloading usually fixes it.</Typography>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </CardContent>
      </Card>
    </StandalonePage>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { useTermsOfService } from '../../lib/api/terms-of-service.ts';
import { useViewer, type Viewer } from '../../lib/session.ts';
import { focusRing } from '../../components/focus-ring.ts';
import { errorText } from '../../components/forms/error-text.ts';
import { isIbbPath } from '../training/urls.ts';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { SignInViews } from './sign-in-views.tsx';
import { hasAcceptedTerms } from './use-terms-of-service.ts';

// Few people ever see the terms page: it (and DOMPurify with it) stays out of the sign-in chunk.
const TermsPage = lazy(async () => ({ default: (await import('./terms-page.tsx')).TermsPage }));

/**
 * The layout route in front of the signed-in app: a calm wait while the viewer loads, the sign-in
 * views in place when signed out (the URL stays, so the requested page shows after sign-in), then
 * the terms gate.
 */
export function SessionGate() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  if (viewer.isPending) return <FullPageLoading />;
  if (!viewer.data) return <SignInViews />;
  if (isIbbPath(pathname)) return <Outlet />;
  return <TermsGate viewer={viewer.data} />;
}

/** Shows the terms page and nothing else until the user has accepted the terms for their locale. */
function TermsGate({ viewer }: { viewer: Viewer }) {
  const terms = useTermsOfService();
  // A background refresh that fails keeps the answer already in hand.
  if (terms.data === undefined) {
    if (terms.isError) return <TermsLoadError message={errorText(terms.error)} onRetry={() => void terms.refetch()} />;
    return <FullPageLoading label="Loading the terms" />;
  }
  if (terms.data && !hasAcceptedTerms(viewer, terms.data)) {
    return (
      <Suspense fallback={<FullPageLoading label="Loading the terms" />}>
        <TermsPage terms={terms.data} userId={viewer.id} />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** The terms could not be loaded: never a dead end, the person can try again. */
function TermsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <FormAlert severity="error">{message}</FormAlert>
        <Button type="button" variant="contained" fullWidth onClick={onRetry} sx={focusRing}>
          Try again
        </Button>
      </Box>
    </Box>
  );
}

import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, as the other pages use it (app/app.tsx): Material's brings the CSS-variables one too.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageErrorBoundary } from './app/page-error.tsx';
import { createQueryClient } from './app/query-client.ts';
import { MirrorPage } from './features/mirror/mirror-page.tsx';
import { recordPageView } from './lib/analytics.ts';
import { useDevicePushId } from './lib/device-push-id.ts';
import { theme } from './theme/theme.ts';

/**
 * What the salon app's frame did for the mirror while it was one of its routes (app/layouts/root-layout.tsx):
 * a wrapping app's push id is kept until someone signs in. The mirror shows no top banner.
 */
function Mirror() {
  useDevicePushId();
  return <MirrorPage />;
}

/**
 * The web mirror (mirror.html, served for /mirror): one screen that speaks with its device
 * credential, so no router and no person's session; built apart from the other pages
 * (vite.mirror.config.ts, decision 075).
 */
const root = document.getElementById('root');
if (root) {
  // The page has one address, so one view a load; the path as typed, as the salon app's router recorded it.
  recordPageView(window.location.pathname);
  const queryClient = createQueryClient();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <PageErrorBoundary>
              <Mirror />
            </PageErrorBoundary>
          </ThemeProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

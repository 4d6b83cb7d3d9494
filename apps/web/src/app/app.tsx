import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, which is what Material's gives a theme without CSS variables; Material's
// also carries the CSS-variables provider and its colour-scheme script: 3.3 kB on every page, which
// takes a client's page and /portal over budget.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { pageHasNoSession, viewerQuery } from '../lib/session.ts';
import { createQueryClient } from './query-client.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { theme } from '../theme/theme.ts';

/**
 * Every page starts by knowing who is signed in: nobody, when the page says the request had no
 * session; otherwise the question goes out at once, while the screens' code downloads.
 */
function createAppQueryClient() {
  const queryClient = createQueryClient();
  if (pageHasNoSession()) queryClient.setQueryData(viewerQuery.queryKey, null);
  else void queryClient.prefetchQuery(viewerQuery);
  return queryClient;
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function App({ routes }: { routes: RouteObject[] }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <RouteErrorBoundary>
            <AppRoutes routes={routes} />
          </RouteErrorBoundary>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

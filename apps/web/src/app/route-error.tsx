import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageErrorBoundary } from './page-error.tsx';

/** The pages with routes: moving to another page tries again, since the error may belong to the page just left. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary resetKeys={[pathname]}>{children}</PageErrorBoundary>;
}

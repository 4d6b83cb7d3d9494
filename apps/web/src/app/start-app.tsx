import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { App } from './app.tsx';

/** Renders one of the app's pages (the salon app, or the client portal) into index.html's root. */
export function startApp(routes: RouteObject[]): void {
  const root = document.getElementById('root');
  if (!root) return;
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task, so a phone can paint and take a tap sooner.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App routes={routes} />
      </StrictMode>,
    );
  });
}

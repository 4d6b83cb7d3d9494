import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, as the other pages use it (app/app.tsx): Material's brings the CSS-variables one too.
import { ThemeProvider } from '@mui/system';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { schemaReference } from 'virtual:piiq-schema-reference';
import { theme } from './theme/theme.ts';
import { DevelopersPage } from './features/developers/developers-page.tsx';

/**
 * The public developer page (developers.html, served for /developers): static content, so no router,
 * session or GraphQL client; built apart from the other pages (vite.developers.config.ts).
 */
const root = document.getElementById('root');
if (root) {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <DevelopersPage reference={schemaReference} origin={window.location.origin} />
        </ThemeProvider>
      </StrictMode>,
    );
  });
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

export interface StandalonePageProps {
  children: ReactNode;
  /** A top bar above the page, e.g. on the setup wizard. */
  header?: ReactNode;
  /** 'md' (720 px) for the phone-first pages (signup, portal, onboarding); 'lg' for tables. */
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** A page outside the admin layout: it brings its own main landmark, so every screen passes the same axe checks. */
export function StandalonePage({ children, header, maxWidth = 'md' }: StandalonePageProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {header}
      <Container component="main" id="main" maxWidth={maxWidth} sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        {children}
      </Container>
    </Box>
  );
}

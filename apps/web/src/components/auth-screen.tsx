import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useEffect, useId, type ReactNode } from 'react';

interface AuthScreenProps {
  title: string;
  /** The browser tab's name when it differs from the heading. */
  tabTitle?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every sign-in view: the piiq wordmark over one white card on the sand background.
 * Full width with a small margin on a phone; a centred card of fixed width from 600 px.
 */
export function AuthScreen({ title, tabTitle = title, intro, children }: AuthScreenProps) {
  const titleId = useId();
  useTabTitle(tabTitle);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        px: 2,
        py: { xs: 5, sm: 8 },
        bgcolor: 'background.default',
      }}
    >
      <Typography
        component="p"
        sx={{ mb: 3, fontSize: '2rem', fontWeight: 600, letterSpacing: '-0.03em', lineHeight: 1 }}
      >
        piiq
      </Typography>
      <Card component="section" aria-labelledby={titleId} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography id={titleId} variant="h1" sx={{ fontSize: '1.5rem', mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Card>
    </Box>
  );
}

/** Names the browser tab 'Title | piiq' like every other screen, and gives the old name back after. */
export function useTabTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | piiq`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

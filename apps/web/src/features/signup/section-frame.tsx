import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface SectionFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** False for the section the page opens on: only a move between sections takes the focus. */
  focusOnOpen: boolean;
}

/**
 * One section of the flow. Its heading takes the focus when the section opens, so a screen reader
 * or keyboard user starts at the top of the new section rather than at the button just pressed.
 */
export function SectionFrame({ title, intro, children, focusOnOpen }: SectionFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [title, focusOnOpen]);
  return (
    <Box
      component="section"
      aria-labelledby="signup-section-title"
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 3,
        boxShadow: 1,
        p: { xs: 2, sm: 4 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Typography id="signup-section-title" ref={heading} variant="h2" tabIndex={-1} sx={{ outline: 'none' }}>
        {title}
      </Typography>
      {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
      {children}
    </Box>
  );
}

interface SectionButtonsProps {
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

/** Back on the left, the section's one primary action on the right. */
export function SectionButtons({ onBack, children }: SectionButtonsProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        mt: 1,
        flexWrap: 'wrap-reverse',
      }}
    >
      {onBack ? (
        <Button variant="text" color="secondary" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {children}
    </Box>
  );
}

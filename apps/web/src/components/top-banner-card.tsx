import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BANNER_AUTO_HIDE_MS, BANNER_SLIDE_MS } from '@piiq/domain/notifications';
import { useEffect, useState } from 'react';

/** What useTopBanner().show takes; declared with the card, which the provider loads on demand. */
export interface TopBannerMessage {
  title: string;
  body?: string;
  /** What a click opens, e.g. the appointment; without it the banner only informs. */
  onClick?: () => void;
}

interface TopBannerCardProps {
  message: TopBannerMessage;
  open: boolean;
  /** Starts the slide away. */
  onClose: () => void;
  /** The slide away has finished: the next banner may come. */
  onExited: () => void;
}

/**
 * One banner: it slides in over 200 ms, stays 2.5 s from when it appears and slides away. Hovering
 * or focusing it holds it, so nobody loses one while reaching for it.
 */
export function TopBannerCard({ message, open, onClose, onExited }: TopBannerCardProps) {
  const [held, setHeld] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (!open || held) return;
    const timer = window.setTimeout(onClose, BANNER_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open, held, onClose]);

  const text = (
    <>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {message.title}
      </Typography>
      {message.body ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {message.body}
        </Typography>
      ) : null}
    </>
  );

  return (
    <Slide in={open} direction="down" timeout={reducedMotion ? 0 : BANNER_SLIDE_MS} onExited={onExited}>
      <Paper
        elevation={6}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        sx={{ pointerEvents: 'auto', borderLeft: 4, borderColor: 'primary.main', overflow: 'hidden' }}
      >
        {message.onClick ? (
          <ButtonBase
            onClick={() => {
              message.onClick?.();
              onClose();
            }}
            sx={{ display: 'block', width: '100%', textAlign: 'left', px: 2, py: 1.5 }}
          >
            {text}
          </ButtonBase>
        ) : (
          <Box sx={{ px: 2, py: 1.5 }}>{text}</Box>
        )}
      </Paper>
    </Slide>
  );
}

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BANNER_AUTO_HIDE_MS, BANNER_SLIDE_MS } from '@piiq/domain/notifications';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface TopBannerMessage {
  title: string;
  body?: string;
  /** What a click opens, e.g. the appointment (salon-admin.md section 2); without it the banner only informs. */
  onClick?: () => void;
}

export interface TopBannerApi {
  show: (message: TopBannerMessage) => void;
}

const TopBannerContext = createContext<TopBannerApi | null>(null);

export function useTopBanner(): TopBannerApi {
  const api = useContext(TopBannerContext);
  if (!api) throw new Error('useTopBanner must be used inside TopBannerProvider (RootLayout renders it).');
  return api;
}

interface QueuedMessage extends TopBannerMessage {
  id: number;
}

/**
 * The top banner notification: it slides in over 200 ms, stays 2.5 s and slides away (salon-admin.md
 * section 9). Banners that arrive together queue, so two orders in a row are both seen. Hovering or
 * focusing a banner holds it, so nobody loses one while reaching for it. The live region is always in
 * the page, so screen readers announce each banner as it appears.
 */
export function TopBannerProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedMessage[]>([]);
  const [open, setOpen] = useState(false);
  const [held, setHeld] = useState(false);
  const nextId = useRef(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const current = queue[0];

  const show = useCallback((message: TopBannerMessage) => {
    nextId.current += 1;
    const queued: QueuedMessage = { ...message, id: nextId.current };
    setQueue((pending) => [...pending, queued]);
  }, []);

  // The head of the queue slides in as soon as the previous banner has slid out.
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);

  useEffect(() => {
    if (!open || held) return;
    const timer = window.setTimeout(() => setOpen(false), BANNER_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open, held, current]);

  const finishExit = () => {
    setHeld(false);
    setQueue((pending) => pending.slice(1));
  };

  const api = useMemo(() => ({ show }), [show]);
  const text = current ? (
    <>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {current.title}
      </Typography>
      {current.body ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {current.body}
        </Typography>
      ) : null}
    </>
  ) : null;

  return (
    <TopBannerContext.Provider value={api}>
      {children}
      <Box
        role="status"
        sx={{
          position: 'fixed',
          top: 8,
          left: '50%',
          transform: 'translateX(-50%)',
          width: 'min(480px, calc(100% - 32px))',
          zIndex: (theme) => theme.zIndex.snackbar,
          pointerEvents: 'none',
        }}
      >
        {current ? (
          <Slide key={current.id} in={open} direction="down" timeout={reducedMotion ? 0 : BANNER_SLIDE_MS} onExited={finishExit}>
            <Paper
              elevation={6}
              onMouseEnter={() => setHeld(true)}
              onMouseLeave={() => setHeld(false)}
              onFocus={() => setHeld(true)}
              onBlur={() => setHeld(false)}
              sx={{ pointerEvents: 'auto', borderLeft: 4, borderColor: 'primary.main', overflow: 'hidden' }}
            >
              {current.onClick ? (
                <ButtonBase
                  onClick={() => {
                    current.onClick?.();
                    setOpen(false);
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
        ) : null}
      </Box>
    </TopBannerContext.Provider>
  );
}

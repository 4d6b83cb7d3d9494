import Box from '@mui/material/Box';
import type { TopBannerMessage } from './top-banner-card.tsx';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

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

// A banner's card (MUI's Slide and its transition code) loads with the first banner, off every page's first load.
const TopBannerCard = lazy(async () => ({ default: (await import('./top-banner-card.tsx')).TopBannerCard }));

/**
 * The top banner notification (docs/product-rules.md), one card at a time: banners that arrive
 * together queue, so two orders in a row are both seen. The live region is always in the page, so
 * screen readers announce each banner as it appears.
 */
export function TopBannerProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedMessage[]>([]);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);
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

  // Stable, so a banner queued behind the current one does not restart the current one's clock.
  const close = useCallback(() => setOpen(false), []);
  const finishExit = useCallback(() => setQueue((pending) => pending.slice(1)), []);

  const api = useMemo(() => ({ show }), [show]);

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
          <Suspense fallback={null}>
            <TopBannerCard key={current.id} message={current} open={open} onClose={close} onExited={finishExit} />
          </Suspense>
        ) : null}
      </Box>
    </TopBannerContext.Provider>
  );
}

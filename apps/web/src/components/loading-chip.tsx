import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { LOADING_MESSAGE_INTERVAL_MS, loadingMessageAt } from '@piiq/domain/notifications';
import { useEffect, useState } from 'react';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * The loading-notice chip: for slow loads, it cycles the 8 loading messages,
 * one every 1.1 s, so a long wait visibly progresses. Screen readers hear "Loading" once instead of a
 * new sentence every second.
 */
export function LoadingChip() {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((count) => count + 1), LOADING_MESSAGE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <Box component="span" sx={visuallyHidden}>
        Loading
      </Box>
      <Chip
        aria-hidden
        icon={<CircularProgress size={16} color="inherit" aria-hidden />}
        label={loadingMessageAt(tick * LOADING_MESSAGE_INTERVAL_MS)}
        sx={{ bgcolor: 'background.paper', px: 1, py: 2.5, fontSize: '0.95rem' }}
      />
    </Box>
  );
}

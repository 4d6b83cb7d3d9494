import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * A calm wait: the page keeps the app's background and the spinner only fades in after a moment,
 * so a quick answer never flashes a spinner at the person. It covers the viewport, so it also
 * serves as the loading overlay of the terms gate.
 */
export function FullPageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          color: 'primary.main',
          animation: `${appear} 200ms ease-out 400ms both`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <CircularProgress aria-label={label} color="inherit" />
      </Box>
    </Box>
  );
}

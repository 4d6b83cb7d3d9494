import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar along the top of the window while a screen's code downloads. It shows only after a
 * moment, so a fast network never flashes it, and being fixed it never moves the page.
 */
export function PageLoading() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        overflow: 'hidden',
        zIndex: 'tooltip',
        bgcolor: 'action.hover',
        animation: `${appear} 150ms ease-out 300ms both`,
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}

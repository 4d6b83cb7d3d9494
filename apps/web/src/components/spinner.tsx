import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

interface SpinnerProps {
  /** What is loading, for screen readers; leave out where the surrounding text already says it. */
  label?: string;
  size?: number;
  /** Lets a host such as MUI's Chip place it with its own class. */
  className?: string;
}

/**
 * A ring spinner drawn by CSS alone: MUI's CircularProgress costs 9 kB gzip, and the sign-in page,
 * which shows a spinner while the session loads, has a size budget.
 */
export function Spinner({ label, size = 40, className }: SpinnerProps) {
  return (
    <Box
      component="span"
      className={className}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${Math.max(2, Math.round(size / 10))}px solid currentColor`,
        borderRightColor: 'transparent',
        animation: `${spin} 0.8s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      }}
    />
  );
}

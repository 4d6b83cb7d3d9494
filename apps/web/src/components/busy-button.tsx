import CircularProgress from '@mui/material/CircularProgress';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface BusyButtonProps extends Omit<ButtonProps, 'children'> {
  busy: boolean;
  children: string;
  /** What the button reads while busy, e.g. the product's 'Saving...'; without it the label stays with a spinner. */
  busyLabel?: string;
}

/**
 * A button that shows its work: disabled while busy so a double click cannot send twice, with a
 * spinner and, where the product gives one, a busy label. aria-busy tells screen readers it is working.
 */
export function BusyButton({ busy, busyLabel, children, disabled, ...button }: BusyButtonProps) {
  return (
    <Button
      {...button}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : button.startIcon}
    >
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

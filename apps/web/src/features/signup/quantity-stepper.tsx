import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { focusRing } from '../../components/focus-ring.ts';

interface QuantityStepperProps {
  label: string;
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** The domain's rule: decrease only from 1 or more. */
  canDecrease: boolean;
  canIncrease: boolean;
  hint?: string;
}

/** A count changed with − and + buttons; the count is announced as it changes. */
export function QuantityStepper({
  label,
  value,
  onDecrease,
  onIncrease,
  canDecrease,
  canIncrease,
  hint,
}: QuantityStepperProps) {
  const id = useId();
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1 }}
    >
      <Box>
        <Typography id={`${id}-label`} component="span" sx={{ fontWeight: 500, display: 'block' }}>
          {label}
        </Typography>
        {hint ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          aria-label={`Decrease ${label.toLowerCase()}`}
          onClick={onDecrease}
          disabled={!canDecrease}
          sx={{ border: 1, borderColor: 'divider', ...focusRing }}
        >
          <Remove />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          aria-label={label}
          sx={{ minWidth: 32, textAlign: 'center', typography: 'h4', fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Box>
        <IconButton
          aria-label={`Increase ${label.toLowerCase()}`}
          onClick={onIncrease}
          disabled={!canIncrease}
          sx={{ border: 1, borderColor: 'divider', ...focusRing }}
        >
          <Add />
        </IconButton>
      </Box>
    </Box>
  );
}

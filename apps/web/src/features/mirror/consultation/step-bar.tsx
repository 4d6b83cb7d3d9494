import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { MIRROR_TOUCH_PX, palette } from '../../../theme/theme.ts';

/**
 * The consultation's steps, touch-first: each a pill that wraps to a new row rather than running off
 * the screen. The current step is marked for assistive technology (aria-current="step"); a step
 * already passed is a button that goes back to it; one still ahead is only its name.
 */
export function StepBar({
  steps,
  current,
  onGoTo,
}: {
  steps: readonly string[];
  /** Counted from 1, as the consultation counts its steps. */
  current: number;
  onGoTo: (step: number) => void;
}) {
  return (
    <Box component="nav" aria-label="Consultation steps">
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 1.5 } }}
      >
        {steps.map((name, index) => {
          const number = index + 1;
          const pill = {
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            minHeight: { xs: 44, sm: MIRROR_TOUCH_PX },
            px: { xs: 1.5, sm: 2.5 },
            borderRadius: 999,
            border: 1,
            fontSize: { xs: '1rem', sm: '1.25rem' },
            fontWeight: 600,
            lineHeight: 1.2,
          } as const;
          const label = (
            <>
              <Box component="span" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {number}
              </Box>
              {name}
            </>
          );
          return (
            <Box component="li" key={name}>
              {number < current ? (
                <ButtonBase
                  onClick={() => onGoTo(number)}
                  sx={{ ...pill, borderColor: 'primary.main', color: 'primary.main', bgcolor: 'background.paper' }}
                >
                  {label}
                </ButtonBase>
              ) : number === current ? (
                <Box
                  component="span"
                  aria-current="step"
                  sx={{ ...pill, borderColor: palette.ink, color: palette.white, bgcolor: palette.ink }}
                >
                  {label}
                </Box>
              ) : (
                <Box component="span" sx={{ ...pill, borderColor: 'divider', color: 'text.secondary' }}>
                  {label}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

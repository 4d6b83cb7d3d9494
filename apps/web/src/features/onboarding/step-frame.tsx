import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import type { StepAction } from './step-runner.ts';

export const SAVING_LABEL = 'Saving...';

export interface StepControls {
  busy: StepAction | null;
  nextDisabled: boolean;
  onNext: () => void;
  onSkip: () => void;
}

interface StepFrameProps {
  title: string;
  intro: ReactNode;
  error?: string | null;
  children: ReactNode;
  /** Skip and Next; the last page has its own way on instead. */
  controls?: StepControls;
}

/** One wizard step: its heading (focused when the step opens), what it is for, its form, and the way on. */
export function StepFrame({ title, intro, error, children, controls }: StepFrameProps) {
  return (
    <Box
      component="section"
      aria-labelledby="onboarding-step-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="onboarding-step-title" variant="h2" tabIndex={-1} sx={{ outline: 'none' }}>
        {title}
      </Typography>
      <Typography component="div" color="text.secondary">
        {intro}
      </Typography>
      <FormMessages error={error} />
      {children}
      {controls ? <StepButtons {...controls} /> : null}
    </Box>
  );
}

function StepButtons({ busy, nextDisabled, onNext, onSkip }: StepControls) {
  const working = busy !== null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 2 }}>
      <BusyButton variant="text" busy={busy === 'skip'} busyLabel={SAVING_LABEL} disabled={working} onClick={onSkip}>
        Skip
      </BusyButton>
      <BusyButton
        variant="contained"
        size="large"
        busy={busy === 'next'}
        busyLabel={SAVING_LABEL}
        disabled={working || nextDisabled}
        onClick={onNext}
      >
        Next
      </BusyButton>
    </Box>
  );
}

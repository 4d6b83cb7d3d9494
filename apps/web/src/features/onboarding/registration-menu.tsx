import CheckCircle from '@mui/icons-material/CheckCircle';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SkipNextOutlined from '@mui/icons-material/SkipNextOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import {
  onboardingStepStatus,
  REGISTRATION_MENU,
  type OnboardingProgress,
  type OnboardingStep,
  type OnboardingStepStatus,
} from '@piiq/domain/onboarding';
import { useId } from 'react';
import { visuallyHidden } from '../../components/visually-hidden.ts';

interface RegistrationMenuProps {
  current: OnboardingStep;
  progress: OnboardingProgress;
  onSelect: (step: OnboardingStep) => void;
}

/** What a step behind the owner became, said in words as well as by its icon's shape. */
const STATUS_WORDS: Partial<Record<OnboardingStepStatus, string>> = { completed: 'Completed', skipped: 'Skipped' };

function StatusIcon({ status }: { status: OnboardingStepStatus }) {
  if (status === 'completed') return <CheckCircle fontSize="small" color="success" />;
  if (status === 'skipped') return <SkipNextOutlined fontSize="small" />;
  if (status === 'locked') return <LockOutlined fontSize="small" />;
  return null;
}

/**
 * The registration menu: 01 staff to 05 complete. A step opens once
 * as many sections are completed as its index; until then it is shown locked and cannot be chosen.
 * A step behind the owner shows whether it was completed or skipped, so what is worth coming back
 * to stands out. On a phone it is a compact row above the step, on wider screens a column beside it.
 */
export function RegistrationMenu({ current, progress, onSelect }: RegistrationMenuProps) {
  const statusId = useId();
  return (
    <Box component="nav" aria-label="Registration menu">
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 0.5, md: 1 },
          gridTemplateColumns: { xs: 'repeat(5, minmax(0, 1fr))', md: '1fr' },
        }}
      >
        {REGISTRATION_MENU.map((item) => {
          const status = onboardingStepStatus(progress, item.step);
          const isCurrent = item.step === current;
          const statusWords = STATUS_WORDS[status];
          return (
            <li key={item.step}>
              <ButtonBase
                disabled={status === 'locked'}
                aria-current={isCurrent ? 'step' : undefined}
                // One name whatever the layout: the two parts sit side by side or stacked.
                aria-label={`${item.number} ${item.label}`}
                aria-describedby={statusWords ? `${statusId}-${item.step}` : undefined}
                onClick={() => onSelect(item.step)}
                sx={{
                  width: '100%',
                  minHeight: 48,
                  px: { xs: 0.5, md: 2 },
                  py: 1,
                  borderRadius: 1,
                  display: 'flex',
                  flexDirection: { xs: 'column', md: 'row' },
                  justifyContent: { xs: 'center', md: 'flex-start' },
                  gap: { xs: 0.25, md: 1.5 },
                  color: isCurrent ? 'primary.main' : 'text.primary',
                  bgcolor: isCurrent ? 'background.paper' : 'transparent',
                  boxShadow: isCurrent ? (theme) => `inset 0 -3px 0 ${theme.palette.primary.main}` : 'none',
                  '&.Mui-disabled': { color: 'text.secondary', opacity: 0.6 },
                }}
              >
                <Box
                  component="span"
                  sx={{
                    fontWeight: 600,
                    fontVariantNumeric: 'tabular-nums',
                    fontSize: { xs: '0.8125rem', md: '1rem' },
                  }}
                >
                  {item.number}
                </Box>
                <Box
                  component="span"
                  sx={{
                    fontSize: { xs: '0.75rem', md: '1rem' },
                    fontWeight: isCurrent ? 600 : 400,
                    maxWidth: '100%',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {item.label}
                </Box>
                <Box
                  component="span"
                  aria-hidden
                  data-mark={status}
                  sx={{
                    display: 'inline-flex',
                    minHeight: '1rem',
                    ml: { md: 'auto' },
                    '& svg': { fontSize: { xs: '1rem', md: '1.25rem' } },
                  }}
                >
                  <StatusIcon status={status} />
                </Box>
                {statusWords ? (
                  <Box component="span" id={`${statusId}-${item.step}`} sx={visuallyHidden}>
                    {statusWords}
                  </Box>
                ) : null}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

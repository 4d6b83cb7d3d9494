import CheckCircle from '@mui/icons-material/CheckCircle';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { isOnboardingStepUnlocked, REGISTRATION_MENU, type OnboardingStep } from '@piiq/domain/onboarding';

interface RegistrationMenuProps {
  current: OnboardingStep;
  completedSections: number;
  onSelect: (step: OnboardingStep) => void;
}

/**
 * The registration menu (signup-portal-onboarding.md): 01 staff to 05 complete. A step opens once
 * as many sections are completed as its index; until then it is shown locked and cannot be chosen.
 * On a phone it is a compact row above the step, on wider screens a column beside it.
 */
export function RegistrationMenu({ current, completedSections, onSelect }: RegistrationMenuProps) {
  return (
    <Box component="nav" aria-label="Registration menu">
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 0.5, md: 1 }, gridTemplateColumns: { xs: 'repeat(5, minmax(0, 1fr))', md: '1fr' } }}
      >
        {REGISTRATION_MENU.map((item, index) => {
          const unlocked = isOnboardingStepUnlocked(item.step, completedSections);
          const isCurrent = item.step === current;
          const done = index < completedSections;
          return (
            <li key={item.step}>
              <ButtonBase
                disabled={!unlocked}
                aria-current={isCurrent ? 'step' : undefined}
                // One name whatever the layout: the two parts sit side by side or stacked.
                aria-label={`${item.number} ${item.label}`}
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
                <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', fontSize: { xs: '0.8125rem', md: '1rem' } }}>
                  {item.number}
                </Box>
                <Box component="span" sx={{ fontSize: { xs: '0.75rem', md: '1rem' }, fontWeight: isCurrent ? 600 : 400, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {item.label}
                </Box>
                <Box component="span" aria-hidden sx={{ display: { xs: 'none', md: 'inline-flex' }, ml: 'auto' }}>
                  {unlocked ? done ? <CheckCircle fontSize="small" color="success" /> : null : <LockOutlined fontSize="small" />}
                </Box>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

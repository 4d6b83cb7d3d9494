import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import {
  SIGNUP_SECTIONS,
  SIGNUP_SECTION_LABELS,
  sectionState,
  type SectionState,
  type SignupProgress,
  type SignupSection,
} from '@piiq/domain/signup-flow';
import { focusRing } from '../../components/focus-ring.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';

interface SectionNavProps {
  progress: SignupProgress;
  /** Null once the order is placed: the sections before it can no longer be changed. */
  onGoBack: ((section: SignupSection) => void) | null;
}

const STATE_WORDS: Readonly<Record<SectionState, string>> = {
  CURRENT: 'current step',
  DONE: 'done',
  SKIPPED: 'skipped',
  UPCOMING: 'not yet',
};

function SectionMarker({ number, state }: { number: number; state: SectionState }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 32,
        height: 32,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        typography: 'body2',
        fontWeight: 600,
        border: '2px solid',
        borderColor: state === 'UPCOMING' || state === 'SKIPPED' ? 'divider' : 'primary.main',
        bgcolor: state === 'CURRENT' ? 'primary.main' : 'background.paper',
        color: state === 'CURRENT' ? 'primary.contrastText' : state === 'DONE' ? 'text.primary' : 'text.secondary',
        textDecoration: state === 'SKIPPED' ? 'line-through' : 'none',
      }}
    >
      {number}
    </Box>
  );
}

/**
 * The six sections in order: done ones can be clicked to go back, skipped ones are
 * struck through, later ones dimmed; neither can be clicked. On a phone only the current section
 * shows its name under its number, so the six fit across 390 px.
 */
export function SectionNav({ progress, onGoBack }: SectionNavProps) {
  return (
    <Box component="nav" aria-label="Registration sections" sx={{ mb: { xs: 3, sm: 4 } }}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
          gap: 0.5,
        }}
      >
        {SIGNUP_SECTIONS.map((section, index) => {
          const state = sectionState(progress, section);
          const label = SIGNUP_SECTION_LABELS[section];
          const content = (
            <>
              <SectionMarker number={index + 1} state={state} />
              <Box
                component={state === 'SKIPPED' ? 's' : 'span'}
                sx={(theme) => ({
                  typography: 'caption',
                  fontWeight: state === 'CURRENT' ? 600 : 400,
                  whiteSpace: 'nowrap',
                  ...(state === 'CURRENT' ? {} : { [theme.breakpoints.down('sm')]: visuallyHidden }),
                })}
              >
                {label}
              </Box>
              {state === 'CURRENT' ? null : (
                <Box component="span" sx={visuallyHidden}>
                  {` (${STATE_WORDS[state]})`}
                </Box>
              )}
            </>
          );
          const column = {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 0.5,
            width: '100%',
            py: 0.5,
          } as const;
          return (
            <Box
              component="li"
              key={section}
              aria-current={state === 'CURRENT' ? 'step' : undefined}
              // Dimmed by colour rather than opacity, so the words keep AA contrast on the sand background.
              sx={{
                color: state === 'UPCOMING' || state === 'SKIPPED' ? 'text.secondary' : 'text.primary',
                minWidth: 0,
              }}
            >
              {state === 'DONE' && onGoBack ? (
                <ButtonBase onClick={() => onGoBack(section)} sx={{ ...column, borderRadius: 1, ...focusRing }}>
                  {content}
                </ButtonBase>
              ) : (
                <Box sx={column}>{content}</Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

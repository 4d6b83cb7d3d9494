import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  displayScore,
  FROM_LAST_VISIT,
  HAIR_SCORE_ENDS,
  HAIR_SCORE_LABELS,
  lastVisitText,
  scoreText,
  type HairScore,
} from '@piiq/domain/hair-analysis';
import { HAIR_SCORE_MAX, HAIR_SCORE_MIN } from '@piiq/domain/mirror-session';
import { useId } from 'react';

/**
 * The last visit's marker, the same shape on the bar and beside its words: white edged in ink, so it
 * shows on the filled part of the bar as on the empty part.
 */
const markerSx = (theme: Theme, height: number) => ({
  width: theme.spacing(1),
  height: theme.spacing(height),
  borderRadius: 0.5,
  bgcolor: 'background.paper',
  border: 2,
  borderColor: 'text.primary',
  opacity: 1,
});

/** Where an unset bar's hidden thumb waits, so the first arrow press moves it from the middle. */
const UNSET_AT = (HAIR_SCORE_MIN + HAIR_SCORE_MAX) / 2;

/**
 * One score as a bar out of 10 the stylist drags or taps (a slider, so arrows and Home/End work too),
 * with the words of its two ends under it and, for a returning client, last visit's score marked on
 * the bar and said beside it. A score not set reads Not scored, with an empty bar: a value only the
 * stylist's touch gives it is never mistaken for an answer. One carried over from the last visit says
 * so until the stylist moves it.
 */
export function ScoreBar({
  score,
  value,
  previous,
  fromLastVisit,
  onChange,
}: {
  score: HairScore;
  /** The mirror's raw score, 0 to 20; null until the stylist sets it. */
  value: number | null;
  /** Last visit's raw score; null when there was none. */
  previous: number | null;
  /** The value is last visit's, not yet moved today. */
  fromLastVisit: boolean;
  onChange: (raw: number) => void;
}) {
  const id = useId();
  const [low, high] = HAIR_SCORE_ENDS[score];
  const last = displayScore(previous);
  const unset = value === null;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography id={`${id}-label`} component="span" sx={{ fontWeight: 600 }}>
          {HAIR_SCORE_LABELS[score]}
        </Typography>
        <Typography
          component="span"
          color={unset ? 'text.secondary' : 'text.primary'}
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        >
          {fromLastVisit && (
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400, mr: 1 }}>
              {FROM_LAST_VISIT}
            </Typography>
          )}
          {scoreText(displayScore(value))}
        </Typography>
      </Box>
      <Slider
        aria-labelledby={`${id}-label`}
        slotProps={{ input: { 'aria-describedby': `${id}-ends${last === null ? '' : ` ${id}-last`}` } }}
        min={HAIR_SCORE_MIN}
        max={HAIR_SCORE_MAX}
        step={1}
        value={value ?? UNSET_AT}
        marks={previous === null ? false : [{ value: previous }]}
        getAriaValueText={(raw) => scoreText(unset ? null : displayScore(raw))}
        onChange={(_event, raw) => onChange(raw)}
        sx={(theme) => ({
          // A thick bar in a row at least 56 px tall: a finger finds it at arm's length.
          height: theme.spacing(2),
          py: 2.5,
          '@media (pointer: coarse)': { py: 2.5 },
          '& .MuiSlider-rail': { opacity: 1, bgcolor: 'divider' },
          '& .MuiSlider-track': { border: 'none' },
          '& .MuiSlider-thumb': {
            width: theme.spacing(5),
            height: theme.spacing(5),
            '&::after': { width: theme.spacing(7), height: theme.spacing(7) },
          },
          '& .MuiSlider-mark, & .MuiSlider-markActive': markerSx(theme, 4),
          // Unset: no filled track, and a hollow thumb in the middle that a tap or an arrow sets.
          ...(unset && {
            '& .MuiSlider-track': { display: 'none' },
            '& .MuiSlider-thumb': {
              width: theme.spacing(5),
              height: theme.spacing(5),
              bgcolor: 'background.paper',
              border: 2,
              borderStyle: 'dashed',
              borderColor: 'text.secondary',
              '&::after': { width: theme.spacing(7), height: theme.spacing(7) },
            },
          }),
        })}
      />
      <Box id={`${id}-ends`} sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary' }}>
        <Typography component="span">{low}</Typography>
        <Typography component="span">{high}</Typography>
      </Box>
      {last !== null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Box aria-hidden sx={(theme) => markerSx(theme, 2.5)} />
          <Typography id={`${id}-last`} component="span" color="text.secondary">
            {lastVisitText(last)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

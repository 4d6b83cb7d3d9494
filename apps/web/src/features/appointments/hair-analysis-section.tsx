import { displayedScores, DISPLAY_SCALE_MAX, scalpConcernLabels, scoreText } from '@piiq/domain/hair-analysis';
import { hairColourText } from '@piiq/domain/hair-colour';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AppointmentRecord } from './appointments-operations.ts';

export const NO_ANALYSIS = 'No hair analysis was recorded in this session.';

/**
 * Six read-only sliders, each the mirror's raw score / 2 out of 10 (a score the stylist left unset
 * reads Not scored, with no bar to misread), the scalp concerns as labels, and the hair colour the
 * stylist confirmed, when there is one.
 */
export function HairAnalysisSection({ analysis }: { analysis: AppointmentRecord['hairAnalysis'] }) {
  if (!analysis) return <Typography color="text.secondary">{NO_ANALYSIS}</Typography>;
  const concerns = scalpConcernLabels(analysis.scalpConcerns);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, rowGap: 1 }}>
        {displayedScores(analysis).map((score) => (
          <ScoreSlider key={score.score} label={score.label} value={score.value} />
        ))}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Scalp concerns:
        </Typography>
        {concerns.length === 0 ? (
          <Typography component="span" color="text.secondary">
            None
          </Typography>
        ) : (
          concerns.map((concern) => <Chip key={concern} label={concern} size="small" />)
        )}
      </Box>
      {analysis.hairColour && (
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            Hair colour:
          </Typography>
          <Typography component="span">{hairColourText(analysis.hairColour)}</Typography>
        </Box>
      )}
    </>
  );
}

function ScoreSlider({ label, value }: { label: string; value: number | null }) {
  const labelId = useId();
  const shown = scoreText(value);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={labelId} component="span">
          {label}
        </Typography>
        <Typography component="span" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {shown}
        </Typography>
      </Box>
      {value !== null && (
        <Slider
          aria-labelledby={labelId}
          aria-valuetext={shown}
          value={value}
          min={0}
          max={DISPLAY_SCALE_MAX}
          step={0.5}
          disabled
          sx={{ '&.Mui-disabled': { color: 'primary.main' } }}
        />
      )}
    </Box>
  );
}

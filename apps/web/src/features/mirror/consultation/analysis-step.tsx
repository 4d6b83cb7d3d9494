import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayScore, HAIR_SCORE_LABELS, HAIR_SCORES, scoreText, type HairScore } from '@piiq/domain/hair-analysis';
import { HAIR_SCORE_MAX, HAIR_SCORE_MIN, SCALP_CONCERNS, type ScalpConcern } from '@piiq/domain/mirror-session';
import { recommendationProfileSchema } from '@piiq/domain/recommendation-profile';
import { useState } from 'react';
import { ProfileQuestions } from '../profile-questions.tsx';
import { profileStorage } from '../profile-storage.ts';
import { useConsultation } from './use-consultation.ts';

const SCALP_CONCERN_TEXT: Readonly<Record<ScalpConcern, string>> = {
  growthPatterns: 'Growth patterns',
  cowlicks: 'Cowlicks',
  dandruff: 'Dandruff',
  oily: 'Oily',
  dry: 'Dry',
  sensitive: 'Sensitive',
};

type Scores = Record<HairScore, number>;

export function AnalysisStep() {
  const { session, credential, busy, recordAnalysis } = useConsultation();
  const recorded = session.appointment.hairAnalysis;
  const [profile, setProfile] = useState(() => profileStorage.read(session.id));
  const [profileProblem, setProfileProblem] = useState<string | null>(null);
  const [scores, setScores] = useState<Scores>(() => {
    const start = {} as Scores;
    for (const score of HAIR_SCORES) start[score] = recorded?.[score] ?? HAIR_SCORE_MAX / 2;
    return start;
  });
  const recordedConcerns = (recorded?.scalpConcerns ?? '').split(',').map((word) => word.trim());
  const [concerns, setConcerns] = useState<ScalpConcern[]>(() =>
    SCALP_CONCERNS.filter((concern) => recordedConcerns.includes(concern)),
  );
  return (
    <Stack spacing={2}>
      {HAIR_SCORES.map((score) => (
        <Box key={score}>
          <Typography id={`score-${score}`}>
            {HAIR_SCORE_LABELS[score]}: {scoreText(displayScore(scores[score]))}
          </Typography>
          <Slider
            aria-labelledby={`score-${score}`}
            min={HAIR_SCORE_MIN}
            max={HAIR_SCORE_MAX}
            step={1}
            value={scores[score]}
            getAriaValueText={(raw) => scoreText(displayScore(raw))}
            onChange={(_event, value) => setScores((before) => ({ ...before, [score]: value }))}
          />
        </Box>
      ))}
      <FormLabel component="legend">Scalp concerns</FormLabel>
      <Box>
        {SCALP_CONCERNS.map((concern) => (
          <FormControlLabel
            key={concern}
            label={SCALP_CONCERN_TEXT[concern]}
            control={
              <Checkbox
                checked={concerns.includes(concern)}
                onChange={(event) =>
                  setConcerns((before) =>
                    event.target.checked ? [...before, concern] : before.filter((one) => one !== concern),
                  )
                }
              />
            }
          />
        ))}
      </Box>
      <ProfileQuestions credential={credential} value={profile} onChange={setProfile} />
      {profileProblem && <Alert severity="error">{profileProblem}</Alert>}
      <Box>
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => {
            const checked = recommendationProfileSchema.safeParse(profile);
            setProfileProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
            if (!checked.success) return;
            profileStorage.save(session.id, checked.data);
            void recordAnalysis({ ...scores, scalpConcerns: concerns });
          }}
        >
          Save analysis
        </Button>
      </Box>
    </Stack>
  );
}

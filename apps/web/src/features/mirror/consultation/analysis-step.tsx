import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { HAIR_SCORES, type HairScore } from '@piiq/domain/hair-analysis';
import { hairColourSchema, type HairColour } from '@piiq/domain/hair-colour';
import { SCALP_CONCERNS, type ScalpConcern } from '@piiq/domain/mirror-session';
import { recommendationProfileSchema } from '@piiq/domain/recommendation-profile';
import { useState } from 'react';
import { ProfileQuestions } from '../profile-questions.tsx';
import { profileStorage } from '../profile-storage.ts';
import { EMPTY_HAIR_COLOUR, HairColourSection, type HairColourDraft } from './hair-colour-section.tsx';
import { ScoreBar } from './score-bar.tsx';
import { useConsultation, type Session } from './use-consultation.ts';

const SCALP_CONCERN_TEXT: Readonly<Record<ScalpConcern, string>> = {
  growthPatterns: 'Growth patterns',
  cowlicks: 'Cowlicks',
  dandruff: 'Dandruff',
  oily: 'Oily',
  dry: 'Dry',
  sensitive: 'Sensitive',
};

export const STARTS_FROM_LAST_VISIT = 'Starting from the last visit’s analysis: change what has changed today.';

type Scores = Record<HairScore, number | null>;
type Analysis = NonNullable<Session['appointment']['hairAnalysis']>;

/** Each score as the analysis has it; one it lacks stays unset rather than taking a middle value. */
function scoresOf(analysis: Analysis | null): Scores {
  const scores = {} as Scores;
  for (const score of HAIR_SCORES) scores[score] = analysis?.[score] ?? null;
  return scores;
}

function concernsOf(analysis: Analysis | null): ScalpConcern[] {
  const words = (analysis?.scalpConcerns ?? '').split(',').map((word) => word.trim());
  return SCALP_CONCERNS.filter((concern) => words.includes(concern));
}

/**
 * What the Save sends of the colour: null when none is set; a half-set one is refused with the
 * domain's words for what is missing.
 */
function hairColourToSend(
  draft: HairColourDraft,
): { ok: true; colour: HairColour | null } | { ok: false; message: string } {
  if (draft.level === null && draft.tone === null) return { ok: true, colour: null };
  const checked = hairColourSchema.safeParse({
    level: draft.level ?? 0,
    tone: draft.tone ?? '',
    greyShare: draft.greyShare,
  });
  return checked.success
    ? { ok: true, colour: checked.data }
    : { ok: false, message: checked.error.issues[0]?.message ?? '' };
}

/**
 * The analysis as a client in the chair can follow it: each score a bar between the words of its
 * ends, the scalp concerns as chips, the hair colour, and for a returning client last visit's values
 * beside today's. Today's start from last visit's until this session has its own, each saying so
 * until the stylist moves it; a first visit's start unset, and a score left unset is saved as none.
 */
export function AnalysisStep() {
  const { session, credential, busy, recordAnalysis, hairColourSuggestion } = useConsultation();
  const recorded = session.appointment.hairAnalysis;
  const previous = session.previousHairAnalysis;
  const start = recorded ?? previous;
  const [profile, setProfile] = useState(() => profileStorage.read(session.id));
  const [problem, setProblem] = useState<string | null>(null);
  const [scores, setScores] = useState<Scores>(() => scoresOf(start));
  const [moved, setMoved] = useState<ReadonlySet<HairScore>>(() => new Set());
  const [concerns, setConcerns] = useState<ScalpConcern[]>(() => concernsOf(start));
  const [hairColour, setHairColour] = useState<HairColourDraft>(() => start?.hairColour ?? EMPTY_HAIR_COLOUR);

  const save = () => {
    const checked = recommendationProfileSchema.safeParse(profile);
    const colour = hairColourToSend(hairColour);
    const message = !checked.success ? (checked.error.issues[0]?.message ?? null) : colour.ok ? null : colour.message;
    setProblem(message);
    if (!checked.success || !colour.ok) return;
    profileStorage.save(session.id, checked.data);
    void recordAnalysis({ ...scores, scalpConcerns: concerns, hairColour: colour.colour, hairColourSuggestion });
  };

  return (
    <Stack spacing={4}>
      {!recorded && previous && <Typography>{STARTS_FROM_LAST_VISIT}</Typography>}
      <Stack spacing={3}>
        {HAIR_SCORES.map((score) => (
          <ScoreBar
            key={score}
            score={score}
            value={scores[score]}
            previous={previous?.[score] ?? null}
            fromLastVisit={!recorded && scores[score] !== null && !moved.has(score)}
            onChange={(raw) => {
              setScores((before) => ({ ...before, [score]: raw }));
              setMoved((before) => new Set(before).add(score));
            }}
          />
        ))}
      </Stack>
      <Stack spacing={2} component="section" aria-labelledby="scalp-concerns">
        <Typography id="scalp-concerns" variant="h6" component="h3">
          Scalp concerns
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {SCALP_CONCERNS.map((concern) => (
            <ToggleButton
              key={concern}
              value={concern}
              selected={concerns.includes(concern)}
              onChange={() =>
                setConcerns((before) =>
                  before.includes(concern) ? before.filter((one) => one !== concern) : [...before, concern],
                )
              }
              sx={{ minHeight: (theme) => theme.spacing(7), px: 3, borderRadius: 7, typography: 'body1' }}
            >
              {SCALP_CONCERN_TEXT[concern]}
            </ToggleButton>
          ))}
        </Box>
        {previous && (
          <Typography color="text.secondary">
            Last visit:{' '}
            {concernsOf(previous)
              .map((concern) => SCALP_CONCERN_TEXT[concern])
              .join(', ') || 'none'}
          </Typography>
        )}
      </Stack>
      <HairColourSection value={hairColour} previous={previous?.hairColour ?? null} onChange={setHairColour} />
      <ProfileQuestions credential={credential} value={profile} onChange={setProfile} />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box>
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={save}
          sx={{ minHeight: (theme) => theme.spacing(7) }}
        >
          Save analysis
        </Button>
      </Box>
    </Stack>
  );
}

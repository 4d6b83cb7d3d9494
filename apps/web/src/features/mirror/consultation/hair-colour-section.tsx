import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import {
  confidenceBand,
  confidenceText,
  GREY_SHARE_MAX,
  GREY_SHARE_MIN,
  HAIR_LEVEL_NAMES,
  HAIR_TONE_LABELS,
  HAIR_TONES,
  hairColourOfSuggestion,
  hairColourSuggestionSchema,
  hairColourText,
  stepGreyShare,
  type HairColour,
  type HairTone,
} from '@piiq/domain/hair-colour';
import { useState } from 'react';
import { deviceImage } from '../../../lib/device-graphql.ts';
import type { HairColourReading } from '../hair-colour/reading.ts';
import { HAIR_COLOUR_LIMITS } from '../hair-colour/limits.ts';
import { loadMeasure } from './load-measure.ts';
import { useConsultation } from './use-consultation.ts';

/** What the controls hold: a colour being set may have its level and tone still to choose. */
export interface HairColourDraft {
  level: number | null;
  tone: HairTone | null;
  greyShare: number;
}

export const EMPTY_HAIR_COLOUR: HairColourDraft = { level: null, tone: null, greyShare: 0 };

/** The colour the controls show once its level and tone are chosen; null until then. */
export function completeColour(draft: HairColourDraft): HairColour | null {
  return draft.level !== null && draft.tone !== null
    ? { level: draft.level, tone: draft.tone, greyShare: draft.greyShare }
    : null;
}

export const NO_PORTRAIT = 'Take the portrait first to measure the hair colour.';
export const ROUGH_GUESS_CHECK = 'The measure is not sure of this photo: check the level against the hair.';
export const TOO_UNSURE = 'the measure is too unsure of this photo to suggest a colour. Enter the colour by hand.';

/** Every control of the section is at least 56 px tall: a finger, not a mouse, sets it. */
const TOUCH_SX = { minHeight: (theme: { spacing: (n: number) => string }) => theme.spacing(7) } as const;

type Measured =
  | { state: 'idle' }
  | { state: 'measuring' }
  | { state: 'read'; reading: HairColourReading }
  | {
      state: 'failed';
      message: string;
    };

/**
 * The hair's colour: measured from the portrait as a suggestion the stylist confirms or corrects,
 * set by hand, or left empty. What the controls show is what Save analysis sends.
 */
export function HairColourSection({
  value,
  previous,
  onChange,
}: {
  value: HairColourDraft;
  previous: HairColour | null;
  onChange: (draft: HairColourDraft) => void;
}) {
  const { credential, portrait, session, keepHairColourSuggestion } = useConsultation();
  const selfieUrl = session.appointment.clientSelfieImage?.url ?? null;
  const [measured, setMeasured] = useState<Measured>({ state: 'idle' });
  const canMeasure = portrait !== null || selfieUrl !== null;

  const measure = async () => {
    setMeasured({ state: 'measuring' });
    try {
      // After a reload the portrait is no longer in memory: the uploaded one is fetched again.
      const photo = portrait ?? (selfieUrl ? await deviceImage(credential, selfieUrl) : null);
      if (!photo) {
        setMeasured({ state: 'failed', message: NO_PORTRAIT });
        return;
      }
      const measureHairColour = await loadMeasure();
      const reading = await measureHairColour(photo);
      setMeasured({ state: 'read', reading });
      // Even an unsure suggestion is kept for Save analysis: how the unsure fare is what tells whether
      // the confidence means anything. One the server would refuse (a frame of an older build) is not.
      const suggestion = reading.kind === 'suggestion' ? hairColourSuggestionSchema.safeParse(reading) : null;
      if (suggestion?.success) keepHairColourSuggestion(suggestion.data);
    } catch (error) {
      setMeasured({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const chosen = completeColour(value);
  return (
    <Stack spacing={2} component="section" aria-labelledby="hair-colour">
      <Typography id="hair-colour" variant="h6" component="h3">
        Hair colour
      </Typography>
      <Typography sx={{ fontWeight: 600 }} aria-live="polite">
        {chosen ? hairColourText(chosen) : 'Not set'}
      </Typography>
      {previous && <Typography color="text.secondary">Last visit: {hairColourText(previous)}</Typography>}
      <Box>
        <Button
          variant="outlined"
          size="large"
          sx={TOUCH_SX}
          disabled={!canMeasure || measured.state === 'measuring'}
          aria-describedby={canMeasure ? undefined : 'hair-colour-no-portrait'}
          onClick={() => void measure()}
        >
          Measure from the portrait
        </Button>
      </Box>
      {!canMeasure && <Typography id="hair-colour-no-portrait">{NO_PORTRAIT}</Typography>}
      {measured.state === 'measuring' && (
        <Typography role="status">
          Measuring the hair colour… The first measure on this mirror loads its model, which takes a little longer.
        </Typography>
      )}
      {measured.state === 'failed' && <Alert severity="error">{measured.message}</Alert>}
      {measured.state === 'read' && <Suggestion reading={measured.reading} onConfirm={(colour) => onChange(colour)} />}
      <LevelChoice level={value.level} onChange={(level) => onChange({ ...value, level })} />
      <ToneChoice tone={value.tone} onChange={(tone) => onChange({ ...value, tone })} />
      <GreyShareStepper greyShare={value.greyShare} onChange={(greyShare) => onChange({ ...value, greyShare })} />
      {(value.level !== null || value.tone !== null) && (
        <Box>
          <Button size="large" sx={TOUCH_SX} onClick={() => onChange(EMPTY_HAIR_COLOUR)}>
            Clear the hair colour
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The reading as far as the measure trusts it: a confident suggestion as it is, a rough one with a
 * warning to check it, and an unsure one not at all, so a poor photo's guess never anchors the stylist.
 */
function Suggestion({ reading, onConfirm }: { reading: HairColourReading; onConfirm: (colour: HairColour) => void }) {
  if (reading.kind === 'none') return <Alert severity="warning">No suggestion: {reading.reason}</Alert>;
  const band = confidenceBand(reading.confidence);
  if (band === 'unsure') return <Alert severity="warning">No suggestion: {TOO_UNSURE}</Alert>;
  const suggested = hairColourOfSuggestion(reading);
  return (
    <Alert
      severity={band === 'rough' ? 'warning' : 'info'}
      icon={false}
      action={
        <Button color="inherit" size="large" sx={TOUCH_SX} onClick={() => onConfirm(suggested)}>
          Confirm the suggestion
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 600 }}>
        {band === 'rough' ? 'Rough guess' : 'Suggested'}: {hairColourText(suggested)} — confidence{' '}
        {confidenceText(reading.confidence)}
      </Typography>
      {band === 'rough' && <Typography>{ROUGH_GUESS_CHECK}</Typography>}
      <Typography>{HAIR_COLOUR_LIMITS}</Typography>
    </Alert>
  );
}

function LevelChoice({ level, onChange }: { level: number | null; onChange: (level: number) => void }) {
  return (
    <Box role="group" aria-labelledby="hair-level">
      <Typography id="hair-level" sx={{ fontWeight: 600, mb: 1 }}>
        Level
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 1 }}>
        {HAIR_LEVEL_NAMES.map((name, index) => {
          const each = index + 1;
          return (
            <ToggleButton
              key={name}
              value={each}
              selected={level === each}
              onChange={() => onChange(each)}
              sx={{ ...TOUCH_SX, flexDirection: 'column', lineHeight: 1.2, textTransform: 'none' }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {each}
              </Typography>{' '}
              <Typography component="span">{name}</Typography>
            </ToggleButton>
          );
        })}
      </Box>
    </Box>
  );
}

function ToneChoice({ tone, onChange }: { tone: HairTone | null; onChange: (tone: HairTone) => void }) {
  return (
    <Box role="group" aria-labelledby="hair-tone">
      <Typography id="hair-tone" sx={{ fontWeight: 600, mb: 1 }}>
        Tone
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {HAIR_TONES.map((each) => (
          <ToggleButton
            key={each}
            value={each}
            selected={tone === each}
            onChange={() => onChange(each)}
            sx={{ ...TOUCH_SX, px: 3, borderRadius: 7, typography: 'body1', textTransform: 'none' }}
          >
            {HAIR_TONE_LABELS[each]}
          </ToggleButton>
        ))}
      </Box>
    </Box>
  );
}

function GreyShareStepper({ greyShare, onChange }: { greyShare: number; onChange: (greyShare: number) => void }) {
  return (
    <Box role="group" aria-labelledby="hair-grey">
      <Typography id="hair-grey" sx={{ fontWeight: 600, mb: 1 }}>
        Grey share
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          size="large"
          aria-label="Less grey"
          sx={{ ...TOUCH_SX, minWidth: (theme) => theme.spacing(7) }}
          disabled={greyShare <= GREY_SHARE_MIN}
          onClick={() => onChange(stepGreyShare(greyShare, -1))}
        >
          −
        </Button>
        <Typography
          aria-live="polite"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', minWidth: '6ch', textAlign: 'center' }}
        >
          {greyShare}% grey
        </Typography>
        <Button
          variant="outlined"
          size="large"
          aria-label="More grey"
          sx={{ ...TOUCH_SX, minWidth: (theme) => theme.spacing(7) }}
          disabled={greyShare >= GREY_SHARE_MAX}
          onClick={() => onChange(stepGreyShare(greyShare, 1))}
        >
          +
        </Button>
      </Box>
    </Box>
  );
}

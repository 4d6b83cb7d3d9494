import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { FormulaBowls } from '../../components/formula-bowls.tsx';
import { consentStandingText, photosText } from '../../components/consent-words.ts';
import { ReactionAnswer } from '../../components/reaction-answer.tsx';
import type { AppointmentRecord } from './appointments-operations.ts';

// The formula's form is the record's biggest part and most visits never open it: it loads on the first Edit.
const ColourFormulaForm = lazy(async () => ({
  default: (await import('./colour-formula-form.tsx')).ColourFormulaForm,
}));

/** The visit's colour formula as recorded, and the form that records it or changes it. */
export function ColourFormulaSection({ salonId, appointment }: { salonId: string; appointment: AppointmentRecord }) {
  const [editing, setEditing] = useState(false);
  const [savedNow, setSavedNow] = useState(false);
  const formula = appointment.colourFormula;
  if (editing)
    return (
      <Suspense fallback={<Typography role="status">Loading the formula...</Typography>}>
        <ColourFormulaForm
          salonId={salonId}
          appointment={appointment}
          onDone={(saved) => {
            setEditing(false);
            setSavedNow(saved);
          }}
        />
      </Suspense>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      {formula ? (
        <Box>
          <FormulaBowls bowls={formula.bowls} label="Bowls" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {`Recorded by ${formula.recordedBy}`}
          </Typography>
        </Box>
      ) : (
        <Typography>No formula recorded for this visit.</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => {
            setSavedNow(false);
            setEditing(true);
          }}
        >
          {formula ? 'Edit formula' : 'Record formula'}
        </Button>
        <Typography role="status">{savedNow ? 'Formula saved.' : ''}</Typography>
      </Box>
    </Box>
  );
}

/** Where the visit's client stands with the salon's consent form, and what their latest signature allows. */
export function ConsentFacts({
  consent,
  timeZone,
}: {
  consent: NonNullable<AppointmentRecord['clientConsent']>;
  timeZone: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography>{consentStandingText(consent.standing, consent.latest ? [consent.latest] : [], timeZone)}</Typography>
      {consent.latest ? (
        <Typography color="text.secondary">{photosText(consent.latest.photosAllowed)}</Typography>
      ) : null}
      <ReactionAnswer reactedBefore={consent.latest?.reactedBefore ?? null} />
    </Box>
  );
}

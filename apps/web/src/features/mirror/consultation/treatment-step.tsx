import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useConsultation } from './use-consultation.ts';
import { ColourFormulaPart } from './colour-formula-part.tsx';
import { ConsentPart } from './consent-part.tsx';

const TREATMENTS = [
  { value: 'scalp', label: 'Scalp' },
  { value: 'protein', label: 'Protein' },
  { value: 'moisture', label: 'Moisture' },
  { value: 'none', label: 'None' },
] as const;

export function TreatmentStep() {
  const { session, busy, saveTreatment, chooseColourService } = useConsultation();
  const [treatment, setTreatment] = useState<string>(session.appointment.supportYourSalon.treatment ?? 'none');
  const [warningOpen, setWarningOpen] = useState(false);
  const warningTitleId = useId();
  const colourService = session.appointment.colourService;
  const warning = session.colourRecord?.patchTestStanding.warning ?? null;

  /** Switching it on past a warning first asks the stylist to acknowledge it; the server keeps that they did. */
  const switchColourService = (on: boolean) => {
    if (on && warning) setWarningOpen(true);
    else void chooseColourService(on, false);
  };

  return (
    <Stack spacing={3}>
      <RadioGroup aria-label="Treatment" value={treatment} onChange={(event) => setTreatment(event.target.value)}>
        {TREATMENTS.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      <FormControlLabel
        control={
          <Switch
            checked={colourService}
            disabled={busy}
            onChange={(event) => switchColourService(event.target.checked)}
          />
        }
        label="Colour service today"
      />
      {colourService && warning && <Alert severity="warning">Going ahead past the patch-test warning: {warning}</Alert>}
      {colourService && <ConsentPart />}
      {colourService && <ColourFormulaPart />}
      <Box>
        <Button variant="contained" size="large" disabled={busy} onClick={() => void saveTreatment(treatment)}>
          Save treatment
        </Button>
      </Box>
      <Dialog
        open={warningOpen}
        onClose={() => setWarningOpen(false)}
        aria-labelledby={warningTitleId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={warningTitleId}>Patch test</DialogTitle>
        <DialogContent>
          <DialogContentText>{warning}</DialogContentText>
          <DialogContentText sx={{ mt: 2 }}>Going ahead is recorded with your name and the time.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWarningOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={async () => {
              if (await chooseColourService(true, true)) setWarningOpen(false);
            }}
          >
            Acknowledge and go ahead
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

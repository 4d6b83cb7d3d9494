import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useConsultation } from './use-consultation.ts';

const TREATMENTS = [
  { value: 'scalp', label: 'Scalp' },
  { value: 'protein', label: 'Protein' },
  { value: 'moisture', label: 'Moisture' },
  { value: 'none', label: 'None' },
] as const;

export function TreatmentStep() {
  const { session, busy, saveTreatment } = useConsultation();
  const [treatment, setTreatment] = useState<string>(session.appointment.supportYourSalon.treatment ?? 'none');
  return (
    <Stack spacing={2}>
      <RadioGroup aria-label="Treatment" value={treatment} onChange={(event) => setTreatment(event.target.value)}>
        {TREATMENTS.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      <Box>
        <Button variant="contained" size="large" disabled={busy} onClick={() => void saveTreatment(treatment)}>
          Save treatment
        </Button>
      </Box>
    </Stack>
  );
}

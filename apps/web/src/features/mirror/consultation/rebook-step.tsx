import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useConsultation } from './use-consultation.ts';

export function RebookStep() {
  const { session, busy, requestRebook } = useConsultation();
  const [weeks, setWeeks] = useState(String(session.appointment.rebookDelay ?? 6));
  const [minutes, setMinutes] = useState(String(session.appointment.rebookLength ?? 60));
  return (
    <Stack spacing={2}>
      <TextField
        type="number"
        label="Weeks until the next visit"
        value={weeks}
        onChange={(event) => setWeeks(event.target.value)}
      />
      <TextField
        type="number"
        label="Minutes of the next visit"
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
      />
      <Box>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void requestRebook(Math.trunc(Number(weeks)), Math.trunc(Number(minutes)))}
        >
          Request rebook
        </Button>
      </Box>
    </Stack>
  );
}

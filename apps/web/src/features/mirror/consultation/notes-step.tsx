import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useConsultation } from './use-consultation.ts';

export function NotesStep() {
  const { session, busy, saveNotes } = useConsultation();
  const [notes, setNotes] = useState(session.appointment.notes ?? '');
  return (
    <Stack spacing={2}>
      <TextField label="Notes" multiline minRows={4} value={notes} onChange={(event) => setNotes(event.target.value)} />
      <Box>
        <Button variant="contained" size="large" disabled={busy} onClick={() => void saveNotes(notes)}>
          Save notes
        </Button>
      </Box>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConsultation } from './use-consultation.ts';

export function FinishStep() {
  const { busy, finish } = useConsultation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        Ending the consultation saves it to the appointment and returns the mirror to stylist sign-in.
      </Typography>
      <Button variant="contained" size="large" disabled={busy} onClick={() => void finish()}>
        Finish consultation
      </Button>
    </Stack>
  );
}

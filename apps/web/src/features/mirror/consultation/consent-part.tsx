import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { consentMessages, consentSignatureSchema, type Signature } from '@piiq/domain/consent-forms';
import { useId, useState } from 'react';
import { SignaturePad } from '../../../components/signature-pad.tsx';
import { useConsultation } from './use-consultation.ts';

const PHOTOS_QUESTION = 'May the salon keep your photos and show them in the salon?';

/**
 * The salon's consultation and consent form before today's colour service: signed already, or to be
 * signed on the mirror by the client in the chair (or on their phone, in the portal).
 */
export function ConsentPart() {
  const { session, busy, signConsent } = useConsultation();
  const record = session.colourRecord;
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<'' | 'yes' | 'no'>('');
  const [signature, setSignature] = useState<Signature>([]);
  const [errors, setErrors] = useState<{ photos?: string; signature?: string }>({});
  const titleId = useId();
  if (!record) return null;
  const { consentStanding, consentForm } = record;

  const sign = async () => {
    const checked = consentSignatureSchema.safeParse({
      formVersion: consentForm.version,
      signature,
      photosAllowed: photos === '' ? undefined : photos === 'yes',
    });
    if (!checked.success) {
      const problems: { photos?: string; signature?: string } = {};
      for (const issue of checked.error.issues) {
        if (issue.path[0] === 'photosAllowed') problems.photos ??= consentMessages.photosAnswerRequired;
        if (issue.path[0] === 'signature') problems.signature ??= issue.message;
      }
      setErrors(problems);
      return;
    }
    setErrors({});
    if (await signConsent(checked.data)) setOpen(false);
  };

  return (
    <Stack component="section" aria-labelledby="consent-heading" spacing={2}>
      <Typography id="consent-heading" variant="h3">
        Consent
      </Typography>
      {consentStanding === 'signed' ? (
        <Typography>The client signed the salon’s current consultation and consent form.</Typography>
      ) : (
        <>
          <Typography>
            {consentStanding === 'older'
              ? 'The client signed an older version of the salon’s form: they sign the new one before today’s colour service.'
              : 'The client has not signed the salon’s consultation and consent form.'}{' '}
            They sign here, or on their phone in the portal.
          </Typography>
          <Box>
            <Button variant="outlined" disabled={busy} onClick={() => setOpen(true)}>
              Sign on the mirror
            </Button>
          </Box>
        </>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId}>Consultation and consent</DialogTitle>
        <DialogContent>
          <Stack spacing={3}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{consentForm.text}</Typography>
            <FormControl error={Boolean(errors.photos)}>
              <FormLabel id={`${titleId}-photos`}>{PHOTOS_QUESTION}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-photos`}
                value={photos}
                onChange={(event) => setPhotos(event.target.value === 'yes' ? 'yes' : 'no')}
              >
                <FormControlLabel value="yes" control={<Radio />} label="Yes" />
                <FormControlLabel value="no" control={<Radio />} label="No" />
              </RadioGroup>
              {errors.photos && <FormHelperText>{errors.photos}</FormHelperText>}
            </FormControl>
            <SignaturePad
              label="Your signature"
              value={signature}
              onChange={setSignature}
              size="touch"
              disabled={busy}
              error={errors.signature}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={busy} onClick={() => void sign()}>
            Sign
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

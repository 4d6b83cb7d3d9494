import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONSENT_QUESTION_KEYS,
  CONSENT_QUESTIONS,
  consentSignatureSchema,
  isConsentQuestion,
  type ConsentQuestion,
  type Signature,
} from '@piiq/domain/consent-forms';
import { useId, useState } from 'react';
import { SignaturePad } from '../../../components/signature-pad.tsx';
import { answerOf, YesNoQuestion, type YesNo } from '../../../components/yes-no-question.tsx';
import { useConsultation } from './use-consultation.ts';

/**
 * The salon's consultation and consent form before today's colour service: signed already, or to be
 * signed on the mirror by the client in the chair (or on their phone, in the portal).
 */
export function ConsentPart() {
  const { session, busy, signConsent } = useConsultation();
  const record = session.colourRecord;
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<Record<ConsentQuestion, YesNo>>({ photosAllowed: '', reactedBefore: '' });
  const [signature, setSignature] = useState<Signature>([]);
  const [errors, setErrors] = useState<Partial<Record<ConsentQuestion | 'signature', string>>>({});
  const titleId = useId();
  if (!record) return null;
  const { consentStanding, consentForm } = record;

  const sign = async () => {
    const checked = consentSignatureSchema.safeParse({
      formVersion: consentForm.version,
      signature,
      photosAllowed: answerOf(answers.photosAllowed),
      reactedBefore: answerOf(answers.reactedBefore),
    });
    if (!checked.success) {
      const problems: Partial<Record<ConsentQuestion | 'signature', string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'signature' || isConsentQuestion(field)) problems[field] ??= issue.message;
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
            {CONSENT_QUESTION_KEYS.map((question) => (
              <YesNoQuestion
                key={question}
                question={CONSENT_QUESTIONS[question]}
                name={question}
                value={answers[question]}
                onChange={(value) => setAnswers((current) => ({ ...current, [question]: value }))}
                error={errors[question]}
                disabled={busy}
              />
            ))}
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

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { authMessages, looksLikeEmail, normaliseEmail } from '@piiq/domain/auth-rules';
import { ibbMessages } from '@piiq/domain/ibb';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { safeStorage } from '../../lib/safe-storage.ts';
import { useAuthEvents, useViewer } from '../../lib/session.ts';
import { signupUrls } from '../signup/urls.ts';
import { ibbKeys, InviteToIbb, LeaveIbb, RequestIbbLink } from './ibb-operations.ts';

/** The email typed in the invite or log-in box, remembered on this device. */
const REMEMBERED_EMAIL = 'piiq.ibb.email';
export const rememberedIbbEmail = () => safeStorage.get(REMEMBERED_EMAIL) ?? '';
export const rememberIbbEmail = (email: string) => safeStorage.set(REMEMBERED_EMAIL, email);

function emailProblem(email: string): string | null {
  if (!normaliseEmail(email)) return authMessages.emailRequired;
  return looksLikeEmail(email) ? null : authMessages.emailInvalid;
}

/** One email box and its button: the guest's Log in and the admin's Invite share the checks and the remembering. */
function EmailBox({
  label,
  button,
  busyLabel,
  onSend,
}: {
  label: string;
  button: string;
  busyLabel: string;
  onSend: (email: string) => Promise<string>;
}) {
  const [email, setEmail] = useState(rememberedIbbEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({ mutationFn: onSend });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found || send.isPending) return;
    rememberIbbEmail(normaliseEmail(email));
    send.mutate(normaliseEmail(email));
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={button} sx={{ display: 'grid', gap: 1.5 }}>
      <FormMessages error={send.isError ? errorText(send.error) : null} notice={send.isSuccess ? send.data : null} />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <TextInput
            label={label}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problem !== null}
            helperText={problem}
          />
        </Box>
        <BusyButton
          type="submit"
          variant="contained"
          size="large"
          busy={send.isPending}
          busyLabel={busyLabel}
          sx={{ minHeight: 56 }}
        >
          {button}
        </BusyButton>
      </Box>
    </Box>
  );
}

/**
 * Who IBB keeps progress for, beside the module list: "Currently logged in as", or for a guest the
 * promo and the email Log in box, which sends a link rather than showing anyone's progress.
 */
export function IbbLearnerBox({ salonId, learnerEmail }: { salonId: string | undefined; learnerEmail: string | null }) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const { signOut } = useAuthEvents();
  const [leaving, setLeaving] = useState(false);
  const notYou = async () => {
    setLeaving(true);
    try {
      if (viewer.data) await signOut();
      else await request(LeaveIbb);
    } finally {
      setLeaving(false);
      await queryClient.invalidateQueries({ queryKey: ibbKeys.programme });
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: salonId || learnerEmail ? '1fr' : '1fr 1fr' },
        mb: 3,
      }}
    >
      {learnerEmail ? (
        <Typography>
          Currently logged in as <strong>{learnerEmail}</strong>.{' '}
          <Link
            component="button"
            type="button"
            onClick={() => void notYou()}
            disabled={leaving}
            sx={{ verticalAlign: 'baseline', ...focusRing }}
          >
            Not you? Click here
          </Link>
        </Typography>
      ) : (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                Like what you see?
              </Typography>
              <Typography sx={{ mb: 2 }}>
                piiq puts a smart mirror in your salon: a hair analysis in every consultation, products your clients buy
                on the spot, and rebookings before they leave the chair.
              </Typography>
              <Button component={RouterLink} to={signupUrls.register} variant="outlined">
                Register your salon
              </Button>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                Log in
              </Typography>
              <Typography sx={{ mb: 2 }}>
                Enter your email and we will send you a link that keeps your progress.
              </Typography>
              <EmailBox
                label="Email"
                button="Log in"
                busyLabel="Sending..."
                onSend={async (email) => {
                  await request(RequestIbbLink, { email });
                  return ibbMessages.linkSent(email);
                }}
              />
            </CardContent>
          </Card>
        </>
      )}
      {salonId && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              Invite to the training
            </Typography>
            <EmailBox
              label="Email to invite"
              button="Invite"
              busyLabel="Inviting..."
              onSend={async (email) => {
                await request(InviteToIbb, { salonId, email });
                return ibbMessages.inviteSent;
              }}
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

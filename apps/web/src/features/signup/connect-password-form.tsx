import Box from '@mui/material/Box';
import { useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PasswordField } from '../../components/password-field.tsx';

/** The product's words for the password section's other mode. */
export const CONNECT_WITH_EXISTING_PASSWORD = 'Connect with an existing password';

interface ConnectPasswordFormProps {
  email: string;
  notice?: string | null;
  /** Checks the password on the server; a failure's message is shown and the password cleared. */
  onConnect: (password: string) => Promise<void>;
}

/**
 * The password section's connect mode: the password the account already has. The account step
 * shows it too, for an email that has an account, so the password is checked before any charge.
 */
export function ConnectPasswordForm({ email, notice = null, onConnect }: ConnectPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const connect = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onConnect(password);
    } catch (error) {
      setProblem(errorText(error));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={CONNECT_WITH_EXISTING_PASSWORD}
      onSubmit={(event) => {
        event.preventDefault();
        void connect();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <FormMessages error={problem} notice={notice} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        helperText={`Signing in as ${email}`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <BusyButton type="submit" variant="contained" size="large" busy={busy} disabled={password === ''}>
          Connect
        </BusyButton>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changePasswordProblem, type ChangePasswordForm } from '@piiq/domain/auth-rules';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { request } from '../../lib/graphql.ts';
import { ChangePassword } from './auth-operations.ts';
import { focusRing } from '../../components/focus-ring.ts';
import { errorText } from '../../components/forms/error-text.ts';
import { fieldProps } from '../../components/forms/field-props.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PasswordField } from '../../components/password-field.tsx';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The change-password dialog of the admin top bar. Its
 * content unmounts when the dialog has closed, so every opening starts empty.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      // A change in flight must finish before the dialog can go, or its answer would be lost.
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Change password</DialogTitle>
      <ChangePasswordContent onClose={onClose} onBusyChange={setBusy} />
    </Dialog>
  );
}

function ChangePasswordContent({
  onClose,
  onBusyChange,
}: {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ChangePasswordForm>({ defaultValues: { currentPassword: '', newPassword: '', verifyPassword: '' } });

  // The product's five checks, in its order (docs/product-rules.md), one message at a time; then the server decides.
  const onSubmit = handleSubmit(async (form) => {
    const found = changePasswordProblem(form);
    setProblem(found);
    if (found) return;
    onBusyChange(true);
    try {
      const { changePassword } = await request(ChangePassword, { input: form });
      setChanged(changePassword.message);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      onBusyChange(false);
    }
  });

  if (changed) {
    return (
      <>
        <DialogContent sx={{ pb: 0 }}>
          <FormMessages notice={changed} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" variant="contained" autoFocus onClick={onClose} sx={focusRing}>
            Close
          </Button>
        </DialogActions>
      </>
    );
  }

  // One form around fields and actions, so Enter in any field submits with the dialog's own button.
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          You will stay signed in here; other devices will be signed out.
        </Typography>
        <FormMessages error={problem} />
        <Stack spacing={1} sx={{ pt: 1 }}>
          <PasswordField
            {...fieldProps(register('currentPassword'), undefined)}
            label="Current password"
            autoComplete="current-password"
            autoFocus
          />
          <PasswordField
            {...fieldProps(register('newPassword'), undefined)}
            label="New password"
            autoComplete="new-password"
          />
          <PasswordField
            {...fieldProps(register('verifyPassword'), undefined)}
            label="Verify password"
            autoComplete="new-password"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button type="button" color="secondary" disabled={isSubmitting} onClick={onClose} sx={focusRing}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting} sx={focusRing}>
          {isSubmitting ? 'Saving...' : 'Change password'}
        </Button>
      </DialogActions>
    </Box>
  );
}

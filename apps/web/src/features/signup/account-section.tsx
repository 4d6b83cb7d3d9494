import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { accountSchema, type Account, type AccountInput } from '@piiq/domain/signup-forms';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorText } from '../../components/forms/error-text.ts';
import {
  EmailField,
  fieldBinder,
  OrganisationField,
  PersonNameFields,
  PhoneInput,
} from '../../components/forms/contact-fields.tsx';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { fullRow, twoColumnForm } from '../../components/forms/form-layout.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { CONNECT_WITH_EXISTING_PASSWORD, ConnectPasswordForm } from './connect-password-form.tsx';
import { SectionButtons, SectionFrame } from './section-frame.tsx';
import type { SectionProps } from './section-props.ts';
import type { AccountDraft } from './signup-draft.ts';
import { CheckSignupEmail, ConnectSignupAccount } from './signup-operations.ts';

const EXISTING_ACCOUNT = 'This email already has a piiq account. The new salon will be added to it.';

/** The form's values as typed, for the draft: the phone keeps its picker country and the number as written. */
function accountDraftFrom(values: Partial<AccountInput>, previous: AccountDraft): AccountDraft {
  return {
    firstName: values.firstName ?? previous.firstName,
    lastName: values.lastName ?? previous.lastName,
    salon: values.salon ?? previous.salon,
    lorealAccountNumber: values.lorealAccountNumber ?? previous.lorealAccountNumber,
    email: values.email ?? previous.email,
    phone: {
      country: values.phone?.country ?? previous.phone.country,
      number: values.phone?.number ?? previous.phone.number,
    },
    newsOptIn: values.newsOptIn ?? previous.newsOptIn,
  };
}

/**
 * Section 2: who is buying (its fields and messages). The first Next shows every message;
 * after that each field is checked again as it changes, so '* Email invalid' goes as soon as the
 * address is right.
 */
export function AccountSection({ draft, update, onNext, onBack, focusOnOpen }: SectionProps) {
  const form = useForm<AccountInput, unknown, Account>({
    resolver: zodResolver(accountSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: draft.account,
  });
  const { control, handleSubmit, watch } = form;
  const bound = fieldBinder(form);

  useEffect(() => {
    const subscription = watch((values) =>
      update((current) => ({ ...current, account: accountDraftFrom(values, current.account) })),
    );
    return () => subscription.unsubscribe();
  }, [watch, update]);

  // The email that has an account, while its password is asked for (docs/product-rules.md).
  const [existingEmail, setExistingEmail] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const email = watch('email');
  const connecting = existingEmail !== null && existingEmail === email?.trim().toLowerCase();

  const onSubmit = handleSubmit(async (account) => {
    setProblem(null);
    // Saved as the person will see it next time: the email lower-cased, the text trimmed.
    update((current) => ({
      ...current,
      account: { ...current.account, ...account, phone: current.account.phone },
    }));
    if (draft.connect?.email === account.email) {
      onNext();
      return;
    }
    try {
      const { checkEmail } = await request(CheckSignupEmail, { input: { email: account.email } });
      if (checkEmail === 'NOT_AUTHORIZED') {
        setExistingEmail(account.email);
        return;
      }
      update((current) => ({ ...current, connect: null }));
      onNext();
    } catch (error) {
      setProblem(errorText(error));
    }
  });

  const connect = async (password: string) => {
    if (existingEmail === null) return;
    const { connectSignupAccount } = await request(ConnectSignupAccount, { input: { email: existingEmail, password } });
    update((current) => ({ ...current, connect: { email: existingEmail, token: connectSignupAccount } }));
    onNext();
  };

  return (
    <SectionFrame title="Account" intro="Tell us about you and your salon." focusOnOpen={focusOnOpen}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Account">
        <FormMessages error={problem} />
        <Box sx={twoColumnForm}>
          <PersonNameFields field={bound} firstLabel="First Name" lastLabel="Last Name" />
          <OrganisationField {...bound('salon')} label="Salon" />
          <TextInput
            {...bound('lorealAccountNumber', 'Optional')}
            label="Supplier account number"
            inputMode="numeric"
          />
          <Box sx={fullRow}>
            <EmailField {...bound('email')} />
          </Box>
          <Box sx={fullRow}>
            <PhoneInput control={control} name="phone" />
          </Box>
          <Box sx={fullRow}>
            <Controller
              control={control}
              name="newsOptIn"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label="Send me piiq news and offers"
                />
              )}
            />
          </Box>
        </Box>
        {connecting ? null : (
          <SectionButtons onBack={onBack}>
            <Button type="submit" variant="contained" size="large">
              Next
            </Button>
          </SectionButtons>
        )}
      </Box>
      {connecting ? (
        <Box
          component="section"
          aria-labelledby="connect-heading"
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <Typography id="connect-heading" variant="h3" component="h3">
            {CONNECT_WITH_EXISTING_PASSWORD}
          </Typography>
          <Typography color="text.secondary">{EXISTING_ACCOUNT}</Typography>
          <ConnectPasswordForm email={existingEmail} onConnect={connect} />
        </Box>
      ) : null}
    </SectionFrame>
  );
}

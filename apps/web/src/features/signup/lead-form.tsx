import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PLAN_LABELS, type Plan } from '@piiq/domain/pricing';
import { betaLeadSchema, type BetaLead, type BetaLeadInput } from '@piiq/domain/signup-forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '../../components/busy-button.tsx';
import { EmailField, fieldBinder, OrganisationField, PhoneInput } from '../../components/forms/contact-fields.tsx';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { CreateBetaLead } from './signup-operations.ts';

const FIELDS = ['betaName', 'betaEmail', 'betaSalonName', 'betaPhone'] as const;

interface LeadFormProps {
  plan: Plan;
  onSent: () => void;
}

/** A plan that is not open yet collects a lead (docs/product-rules.md): stored, and sent to the lead webhook by the server. */
export function LeadForm({ plan, onSent }: LeadFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<BetaLeadInput, unknown, BetaLead>({
    resolver: zodResolver(betaLeadSchema),
    defaultValues: { betaName: '', betaEmail: '', betaSalonName: '', betaPhone: { country: 'AU', number: '' }, plan },
  });
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { isSubmitting },
  } = form;
  const bound = fieldBinder(form);

  const onSubmit = handleSubmit(async (lead) => {
    setProblem(null);
    // The checked number is E.164; the API takes it with the country picked beside it.
    const phone = getValues('betaPhone');
    try {
      await request(CreateBetaLead, {
        input: {
          betaName: lead.betaName,
          betaEmail: lead.betaEmail,
          betaSalonName: lead.betaSalonName,
          betaPhone: { country: phone?.country ?? 'AU', number: lead.betaPhone },
          plan,
        },
      });
      onSent();
    } catch (error) {
      setProblem(showServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="lead-form-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="lead-form-title" variant="h3">
        Pre-register for {PLAN_LABELS[plan]}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        The {PLAN_LABELS[plan]} plan is not open yet. Leave your details and we will let you know as soon as it is.
      </Typography>
      <TextInput {...bound('betaName')} label="Name" required autoComplete="name" />
      <EmailField {...bound('betaEmail')} />
      <OrganisationField {...bound('betaSalonName')} label="Salon name" />
      <PhoneInput control={control} name="betaPhone" />
      <FormMessages error={problem} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <BusyButton type="submit" variant="contained" size="large" busy={isSubmitting}>
          Submit
        </BusyButton>
      </Box>
    </Box>
  );
}

/** After the lead form: the thank-you, and a way to look at the other plans. */
export function LeadThankYou({ plan, onChooseAnother }: { plan: Plan; onChooseAnother: () => void }) {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography variant="h3">Thank you!</Typography>
      <Typography>We have your details and will be in touch as soon as the {PLAN_LABELS[plan]} plan opens.</Typography>
      <Button variant="outlined" onClick={onChooseAnother}>
        Choose another plan
      </Button>
    </Box>
  );
}

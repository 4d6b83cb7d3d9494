import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDollars } from '@piiq/domain/money';
import { checkPhone } from '@piiq/domain/phone';
import { canCompleteSubscription, paymentMessages, paymentSchema } from '@piiq/domain/signup-forms';
import { useId, useRef, useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import type { CardFieldHandle } from '../../components/card-field.ts';
import { CardInput } from '../../components/card-input.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { useTermsOfService } from '../../lib/api/terms-of-service.ts';
import { priceRows, SummaryList } from './order-summary.tsx';
import { INCOMPLETE_DRAFT_MESSAGE, registerFromDraft } from './register-account.ts';
import { SectionButtons, SectionFrame } from './section-frame.tsx';
import type { SectionProps } from './section-props.ts';
import type { PaymentConfigData } from './signup-operations.ts';
import { draftQuote } from './signup-quote.ts';
import { signupUrls } from './urls.ts';

interface PaymentSectionProps extends SectionProps {
  paymentConfig: PaymentConfigData;
}

/**
 * Section 4: the summary, the card, the terms, and Complete Subscription. The card becomes a
 * payment-method id with the provider first; only then is the salon registered, with the draft's
 * idempotency key, so a double click or a retry never charges twice. Busy ends in every case.
 * The terms box also accepts the Terms and Conditions the terms gate would ask for: the registration
 * sends the version linked here, so the new owner is not asked again after choosing a password.
 */
export function PaymentSection({ draft, update, onNext, onBack, focusOnOpen, paymentConfig }: PaymentSectionProps) {
  const card = useRef<CardFieldHandle>(null);
  const [nameOnCard, setNameOnCard] = useState(`${draft.account.firstName} ${draft.account.lastName}`.trim());
  const [termsAccepted, setTermsAccepted] = useState(false);
  const termsAndConditions = useTermsOfService();
  const [busy, setBusy] = useState(false);
  // Every payment problem (the card's, the provider's, the registration's) shows in one place, above
  // the terms. The billing-name one is also the name field's to fix: the field is marked until changed.
  const [problem, setProblem] = useState<string | null>(null);
  const [nameProblem, setNameProblem] = useState(false);
  const problemId = useId();
  const quote = draftQuote(draft);

  const complete = async () => {
    const showProblem = (message: string | null) => {
      setProblem(message);
      setNameProblem(message === paymentMessages.billingName);
    };
    setBusy(true);
    showProblem(null);
    try {
      const checked = paymentSchema.safeParse({ nameOnCard, termsAccepted });
      if (!checked.success) {
        showProblem(checked.error.issues[0]?.message ?? null);
        return;
      }
      const phone = checkPhone(draft.account.phone.number, draft.account.phone.country);
      if (!card.current || !phone.ok) {
        showProblem(INCOMPLETE_DRAFT_MESSAGE);
        return;
      }
      const method = await card.current.createPaymentMethod({
        name: checked.data.nameOnCard,
        email: draft.account.email,
        phone: phone.e164,
      });
      if (!method.ok) {
        showProblem(method.message);
        return;
      }
      // Terms that could not be loaded are not sent: the terms gate then asks for them after sign-in.
      const refused = await registerFromDraft(
        draft,
        update,
        method.id,
        { brand: method.brand, last4: method.last4 },
        termsAndConditions.data ?? null,
      );
      if (refused) {
        showProblem(refused);
        return;
      }
      onNext();
    } finally {
      setBusy(false);
    }
  };

  const period = quote?.subscriptionType === 'ANNUAL' ? 'year' : 'month';
  return (
    <SectionFrame title="Payment" focusOnOpen={focusOnOpen}>
      {quote ? <SummaryList label="Payment summary" rows={priceRows(quote, draft.promo?.code ?? null)} /> : null}
      <Box
        component="form"
        noValidate
        aria-label="Payment"
        onSubmit={(event) => {
          event.preventDefault();
          if (canCompleteSubscription({ termsAccepted, busy })) void complete();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextInput
          label="Name on card"
          name="nameOnCard"
          value={nameOnCard}
          onChange={(event) => {
            setNameOnCard(event.target.value);
            setNameProblem(false);
          }}
          autoComplete="cc-name"
          disabled={busy}
          error={nameProblem}
          describedBy={nameProblem ? problemId : undefined}
          helperText=" "
        />
        <CardInput paymentConfig={paymentConfig} handle={card} disabled={busy} />
        <Typography variant="body2" color="text.secondary">
          {quote
            ? `Your card will be charged ${formatDollars(quote.totalCents)} today, then every ${period} until you cancel.`
            : null}{' '}
          To check your card, your bank may show a $0 or $1 charge on your statement for 7 to 10 days.
        </Typography>
        {problem ? (
          <Box id={problemId}>
            <FormAlert severity="error">{problem}</FormAlert>
          </Box>
        ) : null}
        <FormControlLabel
          control={
            <Checkbox
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.target.checked)}
              disabled={busy}
            />
          }
          label={
            <span>
              I agree to the{' '}
              <Link href={signupUrls.termsAndConditions} target="_blank" rel="noopener" underline="always">
                Terms and Conditions
              </Link>
              ,{' '}
              <Link href={signupUrls.termsOfSale} target="_blank" rel="noopener" underline="always">
                Terms of Sale
              </Link>{' '}
              and{' '}
              <Link href={signupUrls.privacyPolicy} target="_blank" rel="noopener" underline="always">
                Privacy Policy
              </Link>
            </span>
          }
        />
        <SectionButtons onBack={busy ? undefined : onBack}>
          <BusyButton type="submit" variant="contained" size="large" busy={busy} disabled={!termsAccepted}>
            Complete Subscription
          </BusyButton>
        </SectionButtons>
      </Box>
    </SectionFrame>
  );
}

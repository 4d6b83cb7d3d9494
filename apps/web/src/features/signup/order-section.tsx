import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { COUNTRY_LABELS } from '@piiq/domain/country';
import { orderMounts } from '@piiq/domain/signup-flow';
import { useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { priceRows, SummaryList, type SummaryRow } from './order-summary.tsx';
import { registerFromDraft } from './register-account.ts';
import { SectionButtons, SectionFrame } from './section-frame.tsx';
import type { SectionProps } from './section-props.ts';
import type { SignupDraft } from './signup-draft.ts';
import { draftQuote } from './signup-quote.ts';

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

function orderRows(draft: SignupDraft): SummaryRow[] {
  const quote = draftQuote(draft);
  if (!quote) return [];
  const { account, delivery, registration } = draft;
  const rows: SummaryRow[] = [
    { term: 'Salon', value: account.salon },
    { term: 'Email', value: account.email },
  ];
  if (quote.plan === 'PLUS') {
    // The mounts chosen on the subscription screen are the ones that ship (docs/product-rules.md).
    const mounts = orderMounts({
      plan: quote.plan,
      mirrors: quote.mirrors,
      benchMounts: draft.order.benchMounts,
      wallMounts: draft.order.wallMounts,
    });
    rows.push({ term: 'Bench mounts', value: mounts.benchMounts }, { term: 'Wall mounts', value: mounts.wallMounts });
    if (draft.order.colourBrand.trim()) rows.push({ term: 'Colour brand', value: draft.order.colourBrand.trim() });
    const address = [
      delivery.addressLine1,
      delivery.addressLine2,
      `${delivery.city} ${delivery.state} ${delivery.postcode}`,
      COUNTRY_LABELS[delivery.country],
    ]
      .map((line) => line.trim())
      .filter(Boolean);
    rows.push({ term: 'Deliver to', value: address.join(', ') });
  }
  rows.push(...priceRows(quote, draft.promo?.code ?? null));
  if (registration?.card) {
    rows.push({
      term: 'Paid with',
      value: `${CARD_BRANDS[registration.card.brand] ?? 'Card'} ending ${registration.card.last4}`,
    });
  }
  return rows;
}

/**
 * Section 5, the order summary. A plan with nothing to pay (free, when open) is registered here;
 * a paid one was registered at payment, and this screen confirms it.
 */
export function OrderSection({ draft, update, onNext, focusOnOpen }: SectionProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const placed = draft.registration !== null;

  const placeOrder = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const failed = await registerFromDraft(draft, update, '', null, null);
      if (failed) setProblem(failed);
      else onNext();
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionFrame
      title="Order"
      intro={
        placed ? 'Thank you! Your order is confirmed. A confirmation email is on its way.' : 'Please check your order.'
      }
      focusOnOpen={focusOnOpen}
    >
      <SummaryList label="Order summary" rows={orderRows(draft)} />
      {draft.plan === 'PLUS' && placed ? (
        <Typography variant="body2" color="text.secondary">
          We will let you know when your mirrors ship. Your tax invoice is under Settings, Account once you have signed
          in.
        </Typography>
      ) : null}
      {problem ? <FormAlert severity="error">{problem}</FormAlert> : null}
      <SectionButtons>
        {placed ? (
          <Button variant="contained" size="large" onClick={onNext}>
            Next
          </Button>
        ) : (
          <BusyButton variant="contained" size="large" busy={busy} onClick={() => void placeOrder()}>
            Place order
          </BusyButton>
        )}
      </SectionButtons>
    </SectionFrame>
  );
}

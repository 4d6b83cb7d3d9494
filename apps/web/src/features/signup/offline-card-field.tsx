import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useImperativeHandle, useState, type Ref } from 'react';
import { errorText } from '../../components/forms/error-text.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import type { CardFieldHandle } from './card-field.ts';
import { CreatePaymentMethod } from './signup-operations.ts';

/** 'MM/YY' or 'MM/YYYY', as printed on cards; anything else is left for the provider to refuse in its own words. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return { expMonth: 0, expYear: 0 };
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

/**
 * The embedded test provider's card form (RESOLUTIONS: the offline provider). The number goes to
 * the server once, which answers with a signed payment-method id and keeps nothing of the card.
 */
export function OfflineCardField({ handle, disabled }: { handle: Ref<CardFieldHandle>; disabled: boolean }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  useImperativeHandle(
    handle,
    () => ({
      async createPaymentMethod(billing) {
        try {
          const { createPaymentMethod } = await request(CreatePaymentMethod, {
            input: { card: { number, cvc, ...parseExpiry(expiry) }, billingDetails: billing },
          });
          return { ok: true, ...createPaymentMethod };
        } catch (error) {
          return { ok: false, message: errorText(error) };
        }
      },
    }),
    [number, expiry, cvc],
  );

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
        Card details
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' }, columnGap: 1.5, rowGap: 1 }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <TextInput
            label="Card number"
            name="cardNumber"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            autoComplete="cc-number"
            inputMode="numeric"
            plainText
            disabled={disabled}
            placeholder="1234 1234 1234 1234"
            helperText=" "
          />
        </Box>
        <TextInput
          label="Expiry date"
          name="cardExpiry"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          autoComplete="cc-exp"
          inputMode="numeric"
          plainText
          disabled={disabled}
          placeholder="MM/YY"
          helperText=" "
        />
        <TextInput
          label="CVC"
          name="cardCvc"
          value={cvc}
          onChange={(event) => setCvc(event.target.value)}
          autoComplete="cc-csc"
          inputMode="numeric"
          plainText
          disabled={disabled}
          helperText=" "
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Test payments: no card is charged. Use 4242 4242 4242 4242 for a payment that succeeds or 4000 0000 0000 0002 for
        one that is declined, with any future expiry date and any 3-digit CVC.
      </Typography>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useImperativeHandle, useState, type Ref } from 'react';
import { CreatePaymentMethod } from '../lib/api/payments.ts';
import { request } from '../lib/graphql.ts';
import type { CardFieldHandle } from './card-field.ts';
import { errorText } from './forms/error-text.ts';
import { TextInput } from './text-input.tsx';

/** 'MM/YY' or 'MM/YYYY', as printed on cards; anything else is left for the provider to refuse in its own words. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return { expMonth: 0, expYear: 0 };
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

/** The longest card number there is (ISO/IEC 7812). */
const MAX_CARD_DIGITS = 19;

/** '4242424242424242' as it is typed or pasted becomes '4242 4242 4242 4242': groups of four, digits only. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as MM/YY while it is typed: '1230' becomes '12/30'. A month typed with its own slash ('1/')
 * is padded, and a four-digit year (autofill's '12/2030') is shortened, so the field always reads MM/YY.
 * The slash appears only once the year begins, so deleting back over it never traps the caret.
 */
export function formatExpiry(text: string): string {
  const slash = text.indexOf('/');
  let digits: string;
  if (slash === -1) {
    digits = text.replace(/\D/g, '').slice(0, 4);
  } else {
    const month = text.slice(0, slash).replace(/\D/g, '').slice(0, 2);
    const year = text.slice(slash + 1).replace(/\D/g, '');
    digits = `${month.length === 1 ? `0${month}` : month}${year.length === 4 ? year.slice(2) : year.slice(0, 2)}`;
  }
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The embedded test provider's card form (docs/configuration.md, Payments). The number goes to
 * the server once, which answers with a signed payment-method id and keeps nothing of the card.
 * It says first that this is test mode, so nobody types a real card expecting a real charge.
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
            input: {
              card: { number: number.replace(/\D/g, ''), cvc, ...parseExpiry(expiry) },
              billingDetails: billing,
            },
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
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        <AlertTitle>Test mode</AlertTitle>
        No card is charged. Use 4242 4242 4242 4242 for a payment that succeeds or 4000 0000 0000 0002 for one that is
        declined, with any future expiry date and any 3-digit CVC.
      </Alert>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' }, columnGap: 1.5, rowGap: 1 }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <TextInput
            label="Card number"
            name="cardNumber"
            value={number}
            onChange={(event) => setNumber(formatCardNumber(event.target.value))}
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
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
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
    </Box>
  );
}

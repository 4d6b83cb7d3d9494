import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paymentErrorMessage } from '@piiq/domain/signup-forms';
import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { CardFieldHandle } from './card-field.ts';

const LOAD_FAILED = 'The card form could not be loaded. Check your connection and reload the page.';

/**
 * Stripe Elements (used when Stripe keys are configured): the card is typed into Stripe's own
 * frame and goes straight to Stripe, which answers with a payment-method id for registerAccount.
 * Loaded only on this path, so the offline default never downloads it.
 */
export function StripeCardField({
  publishableKey,
  handle,
  disabled,
}: {
  publishableKey: string;
  handle: Ref<CardFieldHandle>;
  disabled: boolean;
}) {
  const id = useId();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: Stripe; card: StripeCardElement } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripe(publishableKey)
      .then((client) => {
        if (cancelled || !client || !mountPoint.current) {
          if (!client) setProblem(LOAD_FAILED);
          return;
        }
        card = client.elements({ locale: 'en' }).create('card', { hidePostalCode: true });
        card.mount(mountPoint.current);
        stripe.current = { client, card };
      })
      .catch(() => setProblem(LOAD_FAILED));
    return () => {
      cancelled = true;
      card?.destroy();
      stripe.current = null;
    };
  }, [publishableKey]);

  useEffect(() => {
    stripe.current?.card.update({ disabled });
  }, [disabled]);

  useImperativeHandle(
    handle,
    () => ({
      async createPaymentMethod(billing) {
        const loaded = stripe.current;
        if (!loaded) return { ok: false, message: LOAD_FAILED };
        const { paymentMethod, error } = await loaded.client.createPaymentMethod({
          type: 'card',
          card: loaded.card,
          billing_details: { name: billing.name, email: billing.email, phone: billing.phone },
        });
        if (error || !paymentMethod)
          return {
            ok: false,
            message: paymentErrorMessage({ message: error?.message ?? null, param: error?.param ?? null }),
          };
        return {
          ok: true,
          id: paymentMethod.id,
          brand: paymentMethod.card?.brand ?? 'card',
          last4: paymentMethod.card?.last4 ?? '',
        };
      },
    }),
    [],
  );

  return (
    <Box>
      <Typography id={`${id}-label`} component="span" variant="h4" sx={{ display: 'block', mb: 1 }}>
        Card details
      </Typography>
      <Box
        ref={mountPoint}
        role="group"
        aria-labelledby={`${id}-label`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.75, py: 2, bgcolor: 'background.paper' }}
      />
      {problem ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {problem}
        </Typography>
      ) : null}
    </Box>
  );
}

import Typography from '@mui/material/Typography';
import { lazy, Suspense, type Ref } from 'react';
import type { CardFieldHandle } from './card-field.ts';
import { OfflineCardField } from './offline-card-field.tsx';

const StripeCardField = lazy(async () => ({ default: (await import('./stripe-card-field.tsx')).StripeCardField }));

/**
 * The card form of whichever provider takes payments: Stripe Elements with its key (loaded only on
 * that path, so the offline default never downloads it), else the offline provider's test card.
 */
export function CardInput({
  paymentConfig,
  handle,
  disabled,
}: {
  paymentConfig: { provider: 'offline' | 'stripe'; publishableKey: string | null };
  handle: Ref<CardFieldHandle>;
  disabled: boolean;
}) {
  if (paymentConfig.provider === 'stripe' && paymentConfig.publishableKey) {
    return (
      <Suspense fallback={<Typography color="text.secondary">Loading the card form...</Typography>}>
        <StripeCardField publishableKey={paymentConfig.publishableKey} handle={handle} disabled={disabled} />
      </Suspense>
    );
  }
  return <OfflineCardField handle={handle} disabled={disabled} />;
}

import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_CART_QUANTITY } from '@piiq/domain/mirror-session';
import { portalPurchaseMessages, purchaseTotals, type PortalDeliveryType } from '@piiq/domain/portal-purchase';
import { useState } from 'react';
import { Money } from '../../../components/money.tsx';
import { newIdempotencyKey } from './idempotency-key.ts';
import { useConsultation } from './use-consultation.ts';

export function CartStep() {
  const { session, busy, saveCart, next } = useConsultation();
  const cart = session.appointment.cart;
  const [deliveryType, setDeliveryType] = useState<PortalDeliveryType>(
    cart?.deliveryType === 'DELIVERY' ? 'DELIVERY' : 'PICKUP',
  );
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries((cart?.items ?? []).flatMap((item) => (item.product ? [[item.product.id, item.quantity]] : []))),
  );
  // One key per cart as chosen: a retry of the same cart reuses it, a changed cart gets a new one.
  const [key, setKey] = useState(newIdempotencyKey);
  const change = (update: () => void) => {
    update();
    setKey(newIdempotencyKey());
  };
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
  // The cart as chosen, at the salon's prices the server gave; the server prices it again on save.
  // A mirror cart carries no delivery fee, so its total is the lines' sum.
  const total = purchaseTotals(
    session.recommendations.flatMap((item) =>
      item.price === null ? [] : [{ unitPriceCents: item.price, quantity: quantities[item.productId] ?? 0 }],
    ),
    deliveryType,
  ).subtotalCents;
  return (
    <Stack spacing={2}>
      <RadioGroup
        row
        aria-label="Pickup or delivery"
        value={deliveryType}
        onChange={(event) => change(() => setDeliveryType(event.target.value === 'DELIVERY' ? 'DELIVERY' : 'PICKUP'))}
      >
        <FormControlLabel value="PICKUP" control={<Radio />} label="Pickup in the salon" />
        <FormControlLabel value="DELIVERY" control={<Radio />} label="Delivery" />
      </RadioGroup>
      {session.recommendations.map((item) => (
        <Stack
          key={item.productId}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            type="number"
            label={`Quantity of ${item.productName}`}
            helperText={item.brandName}
            value={quantities[item.productId] ?? 0}
            slotProps={{ htmlInput: { min: 0, max: MAX_CART_QUANTITY } }}
            onChange={(event) => {
              const quantity = Math.min(Math.max(Math.trunc(Number(event.target.value) || 0), 0), MAX_CART_QUANTITY);
              change(() => setQuantities((before) => ({ ...before, [item.productId]: quantity })));
            }}
          />
          <Typography>
            {item.price === null ? (
              portalPurchaseMessages.notSoldNow
            ) : (
              <>
                <Money cents={item.price} /> each
              </>
            )}
          </Typography>
        </Stack>
      ))}
      <Typography role="status" sx={{ fontWeight: 600 }}>
        Total: <Money cents={total} />
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => void saveCart(deliveryType, items, key)}
        >
          Save cart
        </Button>
        <Button size="large" onClick={next}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}

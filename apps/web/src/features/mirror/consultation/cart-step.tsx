import AddIcon from '@mui/icons-material/Add';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RemoveIcon from '@mui/icons-material/Remove';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MAX_CART_QUANTITY } from '@piiq/domain/mirror-session';
import { lineTotalCents, orderTotals } from '@piiq/domain/orders';
import { portalPurchaseMessages, type PortalDeliveryType } from '@piiq/domain/portal-purchase';
import { useId, useState } from 'react';
import { Money } from '../../../components/money.tsx';
import { ProductBrand } from '../../../components/product-brand.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { likedProductsStorage } from '../liked-products-storage.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { useConsultation, type Session } from './use-consultation.ts';

type Recommendation = Session['recommendations'][number];

/** A finger's width: the stepper's buttons and field are never smaller, whatever the theme's button size. */
const touch = (theme: Theme) => theme.spacing(7);

const quantityWithin = (quantity: number) => Math.min(Math.max(Math.trunc(quantity) || 0, 0), MAX_CART_QUANTITY);

export function CartStep() {
  const { session, busy, saveCart, next } = useConsultation();
  const lineId = useId();
  const brandId = (item: Recommendation) => `${lineId}-${item.productId}-brand`;
  const cart = session.appointment.cart;
  const [deliveryType, setDeliveryType] = useState<PortalDeliveryType>(
    cart?.deliveryType === 'DELIVERY' ? 'DELIVERY' : 'PICKUP',
  );
  // A saved cart is what it was; until then the cart starts with one of each pick the client liked
  // that the salon sells.
  const [quantities, setQuantities] = useState<Record<string, number>>(() => {
    if (cart) {
      return Object.fromEntries(cart.items.flatMap((item) => (item.product ? [[item.product.id, item.quantity]] : [])));
    }
    const liked = likedProductsStorage.read(session.id);
    return Object.fromEntries(
      session.recommendations
        .filter((item) => item.price !== null && liked.includes(item.productId))
        .map((item) => [item.productId, 1]),
    );
  });
  // One key per cart as chosen: a retry of the same cart reuses it, a changed cart gets a new one.
  const [key, setKey] = useState(newIdempotencyKey);
  const change = (update: () => void) => {
    update();
    setKey(newIdempotencyKey());
  };
  const setQuantity = (productId: string, quantity: number) =>
    change(() => setQuantities((before) => ({ ...before, [productId]: quantityWithin(quantity) })));
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
  // The cart as chosen, at the salon's prices the server gave; the server prices it again on save. A
  // delivery adds the delivery fee, which the client pays by the link they are emailed.
  const totals = orderTotals(
    session.recommendations.flatMap((item) =>
      item.price === null ? [] : [{ unitPriceCents: item.price, quantity: quantities[item.productId] ?? 0 }],
    ),
    deliveryType,
  );
  const client = session.clientName?.trim().split(/\s+/)[0] || 'The client';
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        aria-label="Pickup or delivery"
        value={deliveryType}
        onChange={(_event, chosen: PortalDeliveryType | null) => {
          // Tapping the chosen one again leaves it chosen: a cart is always one or the other.
          if (chosen) change(() => setDeliveryType(chosen));
        }}
      >
        <ToggleButton value="PICKUP" sx={{ minHeight: touch, gap: 1 }}>
          <StorefrontIcon aria-hidden />
          Pickup in the salon
        </ToggleButton>
        <ToggleButton value="DELIVERY" sx={{ minHeight: touch, gap: 1 }}>
          <LocalShippingIcon aria-hidden />
          Delivery
        </ToggleButton>
      </ToggleButtonGroup>
      <Box component="ul" aria-label="Cart" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {session.recommendations.map((item) => {
          const quantity = quantities[item.productId] ?? 0;
          const sold = item.price !== null;
          return (
            <Box
              component="li"
              key={item.productId}
              aria-label={item.productName}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', md: 'auto minmax(0, 1fr) auto auto' },
                gridTemplateAreas: { xs: '"image text text" "image stepper total"', md: '"image text stepper total"' },
                columnGap: 2,
                rowGap: 1,
                alignItems: 'center',
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ gridArea: 'image' }}>
                <ProductImage src={item.image} size={{ xs: 10, md: 12 }} />
              </Box>
              <Box sx={{ gridArea: 'text', minWidth: 0 }}>
                <Box id={brandId(item)}>
                  <ProductBrand brandName={item.brandName} />
                </Box>
                <Typography sx={{ fontWeight: 600 }}>{item.productName}</Typography>
                <Typography color="text.secondary">
                  {item.price === null ? (
                    portalPurchaseMessages.notSoldNow
                  ) : (
                    <>
                      <Money cents={item.price} /> each
                    </>
                  )}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ gridArea: 'stepper', alignItems: 'center' }}>
                <Button
                  variant="outlined"
                  aria-label={`One fewer ${item.productName}`}
                  disabled={!sold || quantity === 0}
                  onClick={() => setQuantity(item.productId, quantity - 1)}
                  sx={{ minWidth: touch, minHeight: touch, p: 0 }}
                >
                  <RemoveIcon />
                </Button>
                <TextField
                  label="Quantity"
                  type="number"
                  value={quantity}
                  disabled={!sold}
                  onChange={(event) => setQuantity(item.productId, Number(event.target.value))}
                  slotProps={{
                    htmlInput: {
                      min: 0,
                      max: MAX_CART_QUANTITY,
                      inputMode: 'numeric',
                      'aria-label': `Quantity of ${item.productName}`,
                      // Several brands sell products of the same name: the field says whose it is.
                      'aria-describedby': item.brandName ? brandId(item) : undefined,
                      style: { textAlign: 'center' },
                    },
                  }}
                  sx={{ width: (theme) => theme.spacing(12), '& .MuiInputBase-root': { minHeight: touch } }}
                />
                <Button
                  variant="outlined"
                  aria-label={`One more ${item.productName}`}
                  disabled={!sold || quantity >= MAX_CART_QUANTITY}
                  onClick={() => setQuantity(item.productId, quantity + 1)}
                  sx={{ minWidth: touch, minHeight: touch, p: 0 }}
                >
                  <AddIcon />
                </Button>
              </Stack>
              <Typography sx={{ gridArea: 'total', fontWeight: 600, textAlign: 'end' }}>
                {item.price !== null && (
                  <>
                    <Box component="span" sx={visuallyHidden}>
                      Line total{' '}
                    </Box>
                    <Money cents={lineTotalCents({ unitPriceCents: item.price, quantity })} />
                  </>
                )}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ textAlign: 'end' }}>
        {deliveryType === 'DELIVERY' ? (
          <>
            <Typography>
              Subtotal: <Money cents={totals.subtotalCents} />
            </Typography>
            <Typography>
              Delivery fee: <Money cents={totals.shippingCents} />
            </Typography>
          </>
        ) : null}
        <Typography role="status" variant="h6" component="p">
          Total: <Money cents={totals.totalCents} />
        </Typography>
        <Typography color="text.secondary">
          {deliveryType === 'DELIVERY'
            ? `${client} will be emailed a link to pay and give their address. Nothing is sent until they pay.`
            : 'Paid at the salon when the products are handed over.'}
        </Typography>
      </Box>
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

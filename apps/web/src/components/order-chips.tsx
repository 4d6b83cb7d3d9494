import {
  ORDER_DELIVERY_LABELS,
  ORDER_STATE_LABELS,
  type OrderDeliveryType,
  type OrderState,
} from '@piiq/domain/orders';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Chip from '@mui/material/Chip';

/**
 * How an order reaches its client, at a glance: an icon and its words (never colour alone), and for
 * a delivery the place it goes when there is one.
 */
export function OrderDeliveryChip({ deliveryType, place }: { deliveryType: OrderDeliveryType; place?: string | null }) {
  const label = ORDER_DELIVERY_LABELS[deliveryType];
  return (
    <Chip
      size="small"
      variant="outlined"
      // Text stays in the ink colour (contrast); the border and icon tell the two apart beside the words.
      sx={{
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        borderColor: deliveryType === 'PICKUP' ? 'primary.main' : 'text.secondary',
        '& .MuiChip-icon': { color: deliveryType === 'PICKUP' ? 'primary.main' : 'text.secondary' },
        '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
      }}
      icon={
        deliveryType === 'PICKUP' ? (
          <StorefrontOutlined fontSize="small" aria-hidden />
        ) : (
          <LocalShippingOutlined fontSize="small" aria-hidden />
        )
      }
      label={place ? `${label}: ${place}` : label}
    />
  );
}

/** What the salon does next is what catches the eye: the borders of the states that wait on someone stand out. */
const STATE_BORDERS: Readonly<Record<OrderState, string>> = {
  AWAITING_PAYMENT: 'warning.main',
  READY_TO_HAND_OVER: 'primary.main',
  TO_SHIP: 'primary.main',
  COMPLETED: 'success.main',
  CANCELLED: 'divider',
  REFUNDED: 'divider',
};

/** The order's state in words a person reads at a glance (Awaiting payment, Ready to hand over, ...). */
export function OrderStateChip({ state }: { state: OrderState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      // The words carry the state; the border only echoes it, so the text keeps the ink's contrast.
      sx={{ borderColor: STATE_BORDERS[state], borderWidth: 2 }}
      label={ORDER_STATE_LABELS[state]}
    />
  );
}

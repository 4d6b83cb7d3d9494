import { ORDER_DELIVERY_LABELS, type OrderDeliveryType } from '@piiq/domain/orders';
import type { CartStatus } from '@piiq/domain/cart';
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
      color={deliveryType === 'PICKUP' ? 'primary' : 'default'}
      icon={
        deliveryType === 'PICKUP' ? (
          <StorefrontOutlined fontSize="small" aria-hidden />
        ) : (
          <LocalShippingOutlined fontSize="small" aria-hidden />
        )
      }
      label={place ? `${label}: ${place}` : label}
      sx={{ maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}

const STATUS_COLOURS: Readonly<Record<CartStatus, 'warning' | 'success' | 'default'>> = {
  WAITING: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'default',
};

/** The order's status in the product's words (WAITING, COMPLETED, CANCELLED), N/A for an order without one. */
export function OrderStatusChip({ status }: { status: CartStatus | null }) {
  return (
    <Chip
      size="small"
      variant={status === 'WAITING' ? 'filled' : 'outlined'}
      color={status ? STATUS_COLOURS[status] : 'default'}
      label={status ?? 'N/A'}
    />
  );
}

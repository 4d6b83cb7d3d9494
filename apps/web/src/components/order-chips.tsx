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
      // Text stays in the ink colour (contrast); the border and icon tell the two apart beside the words.
      sx={{
        maxWidth: '100%',
        borderColor: deliveryType === 'PICKUP' ? 'primary.main' : 'text.secondary',
        '& .MuiChip-icon': { color: deliveryType === 'PICKUP' ? 'primary.main' : 'text.secondary' },
        '& .MuiChip-label': { whiteSpace: 'normal' },
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

const STATUS_BORDERS: Readonly<Record<CartStatus, string>> = {
  WAITING: 'warning.main',
  COMPLETED: 'success.main',
  CANCELLED: 'divider',
};

/** The order's status in the product's words (WAITING, COMPLETED, CANCELLED), N/A for an order without one. */
export function OrderStatusChip({ status }: { status: CartStatus | null }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      // The words carry the status; the border only echoes it, so the text keeps the ink's contrast.
      sx={{ borderColor: status ? STATUS_BORDERS[status] : 'divider', borderWidth: 2 }}
      label={status ?? 'N/A'}
    />
  );
}

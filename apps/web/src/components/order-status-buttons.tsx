import { nextStatuses, type CartStatus } from '@piiq/domain/cart';
import Box from '@mui/material/Box';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { UpdateCartStatus } from '../lib/api/cart-status.ts';
import { request } from '../lib/graphql.ts';
import { BusyButton } from './busy-button.tsx';
import { errorText } from './forms/error-text.ts';
import { FormMessages } from './forms/form-messages.tsx';

const ORDER_BUTTONS: ReadonlyArray<{ status: CartStatus; label: string }> = [
  { status: 'COMPLETED', label: 'Complete' },
  { status: 'CANCELLED', label: 'Cancel' },
  { status: 'WAITING', label: 'Reopen' },
];

export interface OrderStatusButtonsProps {
  cartId: string;
  /** The status on screen: the buttons it allows are enabled, and the server is told it was seen. */
  status: CartStatus;
  onChanged: (status: CartStatus) => void;
  /** A refused change means the screen is out of date: it reads the order again. */
  onRefused: () => void;
}

/**
 * Complete, Cancel and Reopen for one order, by the cart's transitions (domain cart.ts). Every
 * button is disabled while a change is on its way, and the change names the status it starts from.
 */
export function OrderStatusButtons({ cartId, status, onChanged, onRefused }: OrderStatusButtonsProps) {
  // Two clicks in one tick both land before the disabled buttons are drawn: the second is dropped here.
  const inFlight = useRef(false);
  const change = useMutation({
    mutationFn: (to: CartStatus) => request(UpdateCartStatus, { cartId, status: to, from: status }),
    onSettled: () => {
      inFlight.current = false;
    },
    onSuccess: (data) => {
      if (data.updateCartStatus.status) onChanged(data.updateCartStatus.status);
    },
    onError: onRefused,
  });
  const allowed = nextStatuses({ status, items: [{ quantity: 1 }] });
  return (
    <>
      <FormMessages error={change.isError ? errorText(change.error) : null} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {ORDER_BUTTONS.map((button) => (
          <BusyButton
            key={button.status}
            variant="outlined"
            aria-label={`${button.label} order`}
            busy={change.isPending && change.variables === button.status}
            disabled={change.isPending || !allowed.includes(button.status)}
            onClick={() => {
              if (inFlight.current) return;
              inFlight.current = true;
              change.mutate(button.status);
            }}
          >
            {button.label}
          </BusyButton>
        ))}
      </Box>
    </>
  );
}

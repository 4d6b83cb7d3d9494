import { ORDER_ACTIONS, isPaid, orderNextStatuses } from '@piiq/domain/orders';
import type { CartStatus } from '@piiq/domain/cart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { UpdateOrderStatus, type OrderStatusFields } from '../lib/api/order-status.ts';
import { request } from '../lib/graphql.ts';
import { BusyButton } from './busy-button.tsx';
import { errorText } from './forms/error-text.ts';
import { FormMessages } from './forms/form-messages.tsx';
import { Money } from './money.tsx';

export interface OrderStatusButtonsProps {
  /** The order as on screen: the buttons its state allows are enabled, and the server is told the state seen. */
  order: OrderStatusFields;
  onChanged: (order: OrderStatusFields) => void;
  /** A refused change means the screen is out of date: it reads the order again. */
  onRefused: () => void;
}

/**
 * Complete, Cancel and Reopen for one order, by its state's rules (domain orders.ts). Cancelling asks
 * first, and says when the client's money goes back. Every button is disabled while a change is on
 * its way, and the change names the state it starts from.
 */
export function OrderStatusButtons({ order, onChanged, onRefused }: OrderStatusButtonsProps) {
  // Two clicks in one tick both land before the disabled buttons are drawn: the second is dropped here.
  const inFlight = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: async (to: CartStatus) =>
      (await request(UpdateOrderStatus, { orderId: order.id, status: to, from: order.orderState })).updateOrderStatus,
    onSettled: () => {
      inFlight.current = false;
    },
    onSuccess: (changed) => {
      setConfirming(false);
      onChanged(changed);
    },
    onError: onRefused,
  });
  // The dialog shows the cancel's own refusal: an earlier move's is cleared as it opens.
  const confirmCancel = () => {
    change.reset();
    setConfirming(true);
  };
  const move = (to: CartStatus) => {
    if (inFlight.current) return;
    inFlight.current = true;
    change.mutate(to);
  };
  const allowed = orderNextStatuses(order);
  return (
    <>
      <FormMessages error={change.isError && !confirming ? errorText(change.error) : null} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {ORDER_ACTIONS.map((button) => (
          <BusyButton
            key={button.status}
            variant="outlined"
            aria-label={`${button.label} order ${order.orderNumber}`}
            busy={change.isPending && change.variables === button.status && !confirming}
            disabled={change.isPending || !allowed.includes(button.status)}
            onClick={() => (button.status === 'CANCELLED' ? confirmCancel() : move(button.status))}
          >
            {button.label}
          </BusyButton>
        ))}
      </Box>
      {confirming ? (
        <CancelDialog
          order={order}
          busy={change.isPending}
          error={change.isError ? errorText(change.error) : null}
          onConfirm={() => move('CANCELLED')}
          onClose={() => {
            setConfirming(false);
            change.reset();
          }}
        />
      ) : null}
    </>
  );
}

function CancelDialog({
  order,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  order: OrderStatusFields;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const refunds = isPaid(order);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{`Cancel order ${order.orderNumber}?`}</DialogTitle>
      <DialogContent>
        <FormMessages error={error} />
        <DialogContentText id={descriptionId}>
          {refunds ? (
            <>
              The client paid <Money cents={order.grandTotal} /> online. Cancelling refunds it to their card and emails
              them. A refunded order cannot be reopened.
            </>
          ) : (
            'The order stays on the list, marked cancelled. You can reopen it later.'
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button type="button" color="secondary" onClick={onClose} disabled={busy}>
          Keep order
        </Button>
        <BusyButton variant="contained" color="error" onClick={onConfirm} busy={busy}>
          {refunds ? 'Cancel and refund' : 'Cancel order'}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

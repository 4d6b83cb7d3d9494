import { ORDER_SOURCE_LABELS } from '@piiq/domain/orders';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { OrderDeliveryChip, OrderStateChip } from '../../components/order-chips.tsx';
import { OrderStatusButtons } from '../../components/order-status-buttons.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import type { OrderStatusFields } from '../../lib/api/order-status.ts';
import { request } from '../../lib/graphql.ts';
import { GetSalonOrderDetails, type OrderDetail } from './orders-operations.ts';
import { appointmentUrl } from '../appointments/urls.ts';
import { clientUrl } from '../clients/urls.ts';
import { orderKeys } from './order-keys.ts';
import { orderUrl } from './urls.ts';

/** One order: where it stands, number, contact, address, quantity x product at its price, and the sums with their GST. */
export function OrderDetailView({ salonId, orderId, backTo }: { salonId: string; orderId: string; backTo: string }) {
  const detail = useQuery({
    queryKey: orderKeys.detail(salonId, orderId),
    queryFn: async () => (await request(GetSalonOrderDetails, { salonId, orderId })).salon,
  });
  const order = detail.data?.order;
  return (
    <>
      <Link component={RouterLink} to={backTo} sx={{ display: 'inline-block', mb: 2 }}>
        Back to orders
      </Link>
      <PageTitle title={order ? `Order ${order.orderNumber}` : 'Order'} />
      {order && detail.data ? (
        <OrderSheet salonId={salonId} order={order} timeZone={detail.data.timeZone} />
      ) : detail.data ? (
        <Typography>Not found. This order may belong to another salon, or the link may be out of date.</Typography>
      ) : (
        <QueryProblem query={detail} what="this order" />
      )}
    </>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The address a delivery goes to, on one line. */
function placeOf(order: OrderDetail): string | null {
  const parts = [order.addressLine1, order.addressLine2, order.suburbOrCity, order.state, order.postcode]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Whether the salon holds the client's money, or how and when it will be paid. */
function paymentLine(order: OrderDetail, timeZone: string): ReactNode {
  if (order.paidAt)
    return (
      <>
        {'Paid '}
        <DateTime value={order.paidAt} timeZone={timeZone} format="order" />
      </>
    );
  if (order.orderState === 'AWAITING_PAYMENT')
    // The link goes to the client's email: a session nobody joined has none to send it to.
    return order.email
      ? 'Waiting for the client to pay. They were emailed a link to pay and give their address.'
      : 'Waiting for the client to pay. No client joined this session, so no link to pay was emailed.';
  if (order.orderState === 'READY_TO_HAND_OVER') return 'To be paid in the salon when handed over.';
  // A pickup completed without an online payment was paid at the counter (domain countsAsSale).
  if (order.orderState === 'COMPLETED' && order.deliveryType === 'PICKUP') return 'Paid in the salon when handed over.';
  return null;
}

/**
 * Where the order stands and what can be done with it: its state and delivery, where it came from,
 * its payment and refund, the reason and the order that replaced it when a purchase did, the buttons
 * its state allows, and who and what it is for.
 */
function OrderState({ salonId, order, timeZone }: { salonId: string; order: OrderDetail; timeZone: string }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all(salonId) });
  const changed = (fields: OrderStatusFields) => {
    queryClient.setQueryData(
      orderKeys.detail(salonId, order.id),
      (current: { order: OrderDetail | null } | undefined) =>
        current?.order ? { ...current, order: { ...current.order, ...fields } } : current,
    );
    refresh();
  };
  const clientName = `${order.firstName} ${order.lastName}`.trim() || order.email || 'No client';
  const payment = paymentLine(order, timeZone);
  return (
    <Box component="section" aria-labelledby="order-state">
      <Typography id="order-state" variant="h3" component="h2" sx={{ mb: 1 }}>
        Status
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <OrderStateChip state={order.orderState} />
        <OrderDeliveryChip
          deliveryType={order.deliveryType}
          place={order.deliveryType === 'DELIVERY' ? placeOf(order) : null}
        />
      </Box>
      <Typography sx={{ mt: 1 }}>{`Source: ${ORDER_SOURCE_LABELS[order.source]}`}</Typography>
      {payment && <Typography sx={{ mt: 1 }}>{payment}</Typography>}
      {order.refundedAt && (
        <Typography sx={{ mt: 1 }}>
          {'Refunded '}
          <DateTime value={order.refundedAt} timeZone={timeZone} format="order" />
        </Typography>
      )}
      {/* Only an order the product cancelled (replaced, emptied at the mirror) carries a reason; it stays cancelled. */}
      {order.statusReason && order.status === 'CANCELLED' && (
        <Typography sx={{ mt: 1 }}>
          {`Cancelled: ${order.statusReason}`}
          {order.replacedBy && (
            <>
              {' ('}
              <Link component={RouterLink} to={orderUrl(salonId, order.replacedBy.id)}>
                {`see order ${order.replacedBy.orderNumber}`}
              </Link>
              {')'}
            </>
          )}
          .
        </Typography>
      )}
      {order.replaces.map((earlier) => (
        <Typography key={earlier.id} sx={{ mt: 1 }}>
          {'The client paid online for this order; it replaces '}
          <Link component={RouterLink} to={orderUrl(salonId, earlier.id)}>
            {`order ${earlier.orderNumber}`}
          </Link>
          , which is cancelled.
        </Typography>
      ))}
      <OrderStatusButtons order={order} onChanged={changed} onRefused={refresh} />
      <Box component="dl" sx={{ m: 0, mt: 2 }}>
        <Line label="Client">
          {order.clientId ? (
            <Link component={RouterLink} to={clientUrl(salonId, order.clientId)}>
              {clientName}
            </Link>
          ) : (
            clientName
          )}
        </Line>
        <Line label="Stylist">{order.stylistName ?? 'No stylist'}</Line>
        <Line label="Appointment">
          {order.appointmentId ? (
            <Link component={RouterLink} to={appointmentUrl(salonId, order.appointmentId)}>
              Open the appointment record
            </Link>
          ) : (
            'None: placed without a session'
          )}
        </Line>
      </Box>
    </Box>
  );
}

function OrderSheet({ salonId, order, timeZone }: { salonId: string; order: OrderDetail; timeZone: string }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
      <OrderState salonId={salonId} order={order} timeZone={timeZone} />
      <Box component="dl" sx={{ m: 0 }}>
        <Line label="Order number">{order.orderNumber}</Line>
        <Line label="Date">
          <DateTime value={order.createdAt} timeZone={timeZone} format="order" />
        </Line>
        <Line label="Contact name">{`${order.firstName} ${order.lastName}`.trim()}</Line>
        <Line label="Email">{order.email || 'No client joined this session'}</Line>
        <Line label="Phone">{order.phone ?? ''}</Line>
        <Line label="Address Line 1">{order.addressLine1 ?? ''}</Line>
        <Line label="Address Line 2">{order.addressLine2 ?? ''}</Line>
        <Line label="Suburb or City">{order.suburbOrCity ?? ''}</Line>
        <Line label="State">{order.state ?? ''}</Line>
        <Line label="Postcode">{order.postcode ?? ''}</Line>
      </Box>
      <Box>
        <Typography id="order-products" variant="h3" component="h2" sx={{ mb: 1 }}>
          Products
        </Typography>
        <Box component="ul" aria-labelledby="order-products" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.lineItems.map((line, index) => (
            <Box
              component="li"
              key={index}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {`${line.quantity} x ${line.productName}`}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  <Money cents={line.unitPrice} /> each
                </Typography>
              </Box>
              <Money cents={line.total} />
            </Box>
          ))}
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, justifySelf: { sm: 'end' }, minWidth: { sm: 280 } }}>
        <Line label="Subtotal">
          <Money cents={order.subtotal} />
        </Line>
        <Line label="Shipping">
          <Money cents={order.shipping} />
        </Line>
        <Line label="GST included">
          <Money cents={order.gstIncluded} />
        </Line>
        <Line label="Grand total">
          <strong>
            <Money cents={order.grandTotal} />
          </strong>
        </Line>
      </Box>
    </Paper>
  );
}

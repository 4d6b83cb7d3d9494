import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { request } from '../../lib/graphql.ts';
import { GetSalonOrderDetails, type OrderDetail } from './orders-operations.ts';
import { orderKeys } from './order-keys.ts';

/** One order: number, contact, address, quantity x product with totals, and the sums. */
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
        <OrderSheet order={order} timeZone={detail.data.timeZone} />
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

function OrderSheet({ order, timeZone }: { order: OrderDetail; timeZone: string }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Line label="Order number">{order.orderNumber}</Line>
        <Line label="Date">
          <DateTime value={order.createdAt} timeZone={timeZone} format="order" />
        </Line>
        <Line label="Contact name">{`${order.firstName} ${order.lastName}`.trim()}</Line>
        <Line label="Email">{order.email}</Line>
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
              <span>{`${line.quantity} x ${line.productName}`}</span>
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
        <Line label="Grand total">
          <strong>
            <Money cents={order.grandTotal} />
          </strong>
        </Line>
      </Box>
    </Paper>
  );
}

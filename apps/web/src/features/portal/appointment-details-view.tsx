import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayedScores, scalpConcernLabels, scoreText } from '@piiq/domain/hair-analysis';
import { hairColourText } from '@piiq/domain/hair-colour';
import { formatDollars } from '@piiq/domain/money';
import { ORDER_STATE_CLIENT_WORDS } from '@piiq/domain/orders';
import {
  DELIVERY_TYPE_WORDS,
  portalPurchaseMessages,
  portalPurchasePlan,
  purchaseStartLines,
  type CartOrder,
} from '@piiq/domain/portal-purchase';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { ProductBrand } from '../../components/product-brand.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { useViewer } from '../../lib/session.ts';
import type { BuyLine, StartAddress } from './buy-products.tsx';
import type { PortalAppointment, PortalOrder, PortalRecommendation } from './portal-operations.ts';
import { KeptPhotos } from './kept-photos.tsx';
import { hasNextVisit, NextVisit } from './next-visit.tsx';
import { PortalFrame } from './portal-frame.tsx';
import { PortalSection } from './portal-section.tsx';
import { usePortalFlow } from './portal-flow.ts';
import { portalRecordUrl, portalUrl } from './urls.ts';
import { fallbackTimeZone, usePortalAppointments, useRecommendations } from './use-portal-appointments.ts';
import { useChosenProducts } from './use-selected-products.ts';

// The buying form, its card fields and checks load only once a client may buy here.
const BuyProducts = lazy(async () => ({ default: (await import('./buy-products.tsx')).BuyProducts }));

export const NO_RECOMMENDATIONS = "You don't have any products recommended yet";

const PAY_FOR_DELIVERY = 'Pay for your delivery';
const BUY_SELECTION = 'Buy your selection';

type StartLine = PortalOrder['lineItems'][number] & { productId: string };

/** What the client may buy here: refused once they paid online for this appointment (portalPurchasePlan). */
interface Buying {
  /** The order the appointment's cart holds, if any. */
  order: PortalOrder | null;
  /** The mirror's lines the form starts with while that order is the client's to pay (purchaseStartLines). */
  start: readonly StartLine[];
  /** A delivery chosen at the mirror waits for the client's payment: the form pays for it. */
  awaitingPayment: boolean;
}

function buyingOf(appointment: PortalAppointment): Buying | null {
  const order = appointment.orders.find((item) => item.id === appointment.cart?.order?.id) ?? null;
  // The client's own online payments they kept: a paid mirror delivery, or a portal purchase (a partner's is
  // not theirs); once the salon refunded one, the client may buy again.
  const paidOnline = appointment.orders.some(
    (item) =>
      item.paidAt !== null && item.refundedAt === null && (item.source === 'MIRROR' || item.source === 'PORTAL'),
  );
  // A line whose product left the catalogue cannot be bought again: the form starts without it.
  const lines = (order?.lineItems ?? []).filter((line): line is StartLine => line.productId !== null);
  const current: CartOrder | null = order && { ...order, lines };
  // Only whether the rule refuses matters here: what the purchase then does is the server's to decide.
  if (!portalPurchasePlan(current, paidOnline, []).ok) return null;
  const start = new Set(purchaseStartLines(current).map((line) => line.productId));
  return {
    order,
    start: lines.filter((line) => start.has(line.productId)),
    awaitingPayment: order?.orderState === 'AWAITING_PAYMENT',
  };
}

const NO_START_LINES: readonly string[] = [];

/** appointmentDetails: one appointment's stylist, date, hair analysis, photos, recommendations, orders and rebook. */
export function AppointmentDetailsView() {
  const { session } = usePortalFlow();
  return (
    <PortalFrame title="Your appointment">
      <Link
        component={RouterLink}
        to={portalUrl('appointments', session)}
        sx={{ display: 'inline-block', mb: 2, ...focusRing }}
      >
        All appointments
      </Link>
      <Details />
    </PortalFrame>
  );
}

function Details() {
  const { appointmentId = '' } = useParams();
  const { session } = usePortalFlow();
  const query = usePortalAppointments();
  const appointment = query.data?.appointments.find((item) => item.id === appointmentId);
  const buying = appointment ? buyingOf(appointment) : null;
  const recommendations = useRecommendations(appointment?.salonId, appointmentId);
  const chosen = useChosenProducts(appointmentId, buying ? buying.start.map((line) => line.productId) : NO_START_LINES);
  const [paidOrder, setPaidOrder] = useState<number | null>(null);
  if (!query.data) return <QueryProblem query={query} what="your appointment" />;
  if (!appointment)
    return <EmptyState title="We couldn't find this appointment." body="It may belong to another account." />;
  const salon = query.data.salons.get(appointment.salonId);
  const photos = [appointment.clientSelfieImage, appointment.client360Image].some(Boolean);
  // An order the client's own purchase replaced is that purchase now: only the purchase is shown.
  const orders = appointment.orders.filter((order) => !order.replacedBy);
  const paidShown = orders.some((order) => order.orderNumber === paidOrder);
  const paidAlert =
    paidOrder !== null ? <FormAlert severity="success">{portalPurchaseMessages.paid(paidOrder)}</FormAlert> : null;
  const buyTitle = buying?.awaitingPayment ? PAY_FOR_DELIVERY : BUY_SELECTION;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" component="p">
          <DateTime value={appointment.createdAt} timeZone={salon?.timeZone ?? fallbackTimeZone()} format="dayTime" />
        </Typography>
        <Typography color="text.secondary">{salon?.name}</Typography>
        <Typography>Stylist: {appointment.staff?.name ?? 'Not recorded'}</Typography>
        <Link
          component={RouterLink}
          to={portalRecordUrl(appointment.salonId, appointment.id, session)}
          sx={{ display: 'inline-block', mt: 1, ...focusRing }}
        >
          Consent and allergies
        </Link>
      </Box>
      <PortalSection title="Hair analysis">
        <HairAnalysis analysis={appointment.hairAnalysis} />
      </PortalSection>
      {photos && (
        <PortalSection title="Photos">
          <KeptPhotos appointment={appointment} salon={salon} />
        </PortalSection>
      )}
      <PortalSection title="Recommended products">
        <RecommendationList
          salonId={appointment.salonId}
          appointmentId={appointment.id}
          isChosen={chosen.isChosen}
          onToggle={chosen.toggle}
        />
      </PortalSection>
      {orders.map((order) => (
        <PortalSection key={order.id} title={orders.length === 1 ? 'Your order' : `Your order ${order.orderNumber}`}>
          {order.orderNumber === paidOrder ? paidAlert : null}
          <OrderSummary order={order} />
        </PortalSection>
      ))}
      {paidAlert && !paidShown ? (
        <PortalSection title={orders.length === 0 ? 'Your order' : `Your order ${paidOrder}`}>
          {paidAlert}
        </PortalSection>
      ) : null}
      {buying && (buying.start.length > 0 || (recommendations.data?.length ?? 0) > 0) && (
        <PortalSection title={buyTitle}>
          <BuySelection
            appointmentId={appointment.id}
            recommendations={recommendations}
            buying={buying}
            title={buyTitle}
            chosen={chosen}
            onPaid={setPaidOrder}
          />
        </PortalSection>
      )}
      {hasNextVisit(appointment) && (
        <PortalSection title="Your next visit">
          <NextVisit appointment={appointment} timeZone={salon?.timeZone ?? fallbackTimeZone()} />
        </PortalSection>
      )}
    </Stack>
  );
}

function HairAnalysis({ analysis }: { analysis: PortalAppointment['hairAnalysis'] }) {
  if (!analysis)
    return <Typography color="text.secondary">The mirror recorded no hair analysis in this session.</Typography>;
  const concerns = scalpConcernLabels(analysis.scalpConcerns);
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2, m: 0 }}>
        {displayedScores(analysis).map((score) => (
          <Box key={score.score} sx={{ display: 'contents' }}>
            <Typography component="dt">{score.label}</Typography>
            <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
              {scoreText(score.value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {concerns.length > 0 && <Typography sx={{ mt: 1.5 }}>Scalp concerns: {concerns.join(', ')}</Typography>}
      {analysis.hairColour && (
        <Typography sx={{ mt: 1.5 }}>Hair colour: {hairColourText(analysis.hairColour)}</Typography>
      )}
    </>
  );
}

type Chosen = ReturnType<typeof useChosenProducts>;

/**
 * The form's lines: the mirror's lines the client kept, at the salon's price today (the order's own
 * price for a product no longer recommended: the server refuses a changed one), then the
 * recommendations they selected.
 */
function buyLines(
  start: readonly StartLine[],
  recommendations: readonly PortalRecommendation[],
  chosen: Pick<Chosen, 'selected' | 'takenOut'>,
): BuyLine[] {
  const lines: BuyLine[] = [];
  for (const line of start) {
    if (chosen.takenOut.has(line.productId)) continue;
    const recommended = recommendations.find((product) => product.product?.id === line.productId);
    lines.push({
      key: line.productId,
      productId: line.productId,
      sku: recommended?.sku ?? null,
      name: recommended?.productName ?? line.productName,
      brandName: recommended?.brandName ?? null,
      unitPriceCents: recommended ? (recommended.price ?? null) : line.unitPrice,
      quantity: line.quantity,
    });
  }
  for (const product of recommendations) {
    const productId = product.product?.id ?? null;
    if (!chosen.selected.has(product.sku) || lines.some((line) => productId && line.productId === productId)) continue;
    lines.push({
      key: productId ?? product.sku,
      productId,
      sku: product.sku,
      name: product.productName,
      brandName: product.brandName ?? null,
      unitPriceCents: productId ? (product.price ?? null) : null,
      quantity: 1,
    });
  }
  return lines;
}

function startAddressOf(order: PortalOrder | null): StartAddress | null {
  if (!order?.addressLine1) return null;
  return {
    addressLine1: order.addressLine1,
    addressLine2: order.addressLine2 ?? '',
    city: order.suburbOrCity ?? '',
    state: order.state ?? '',
    postcode: order.postcode ?? '',
  };
}

/** The buying form, once the recommendations (the salon's prices today) are loaded. */
function BuySelection({
  appointmentId,
  recommendations: query,
  buying,
  title,
  chosen,
  onPaid,
}: {
  appointmentId: string;
  recommendations: ReturnType<typeof useRecommendations>;
  buying: Buying;
  title: string;
  chosen: Chosen;
  onPaid: (orderNumber: number) => void;
}) {
  const viewer = useViewer();
  return (
    <>
      {buying.awaitingPayment ? (
        <Typography sx={{ mb: 2 }}>
          At the salon you chose to have these products delivered. Check them, add your address and pay; nothing is sent
          until you have paid.
        </Typography>
      ) : buying.start.length > 0 ? (
        <Typography sx={{ mb: 2 }}>
          The salon is holding these products for you to pay for when you collect them. Pay here now if you like;
          anything you leave out stays at the salon for you.
        </Typography>
      ) : null}
      {query.data ? (
        <Suspense fallback={<Typography color="text.secondary">Loading...</Typography>}>
          <BuyProducts
            appointmentId={appointmentId}
            title={title}
            lines={buyLines(buying.start, query.data, chosen)}
            fromOrder={buying.start.length > 0}
            startDeliveryType={buying.awaitingPayment ? 'DELIVERY' : 'PICKUP'}
            startAddress={startAddressOf(buying.order)}
            clientName={viewer.data?.name ?? ''}
            onRemove={chosen.remove}
            onPaid={onPaid}
          />
        </Suspense>
      ) : (
        <QueryProblem query={query} what="the products to buy" />
      )}
    </>
  );
}

function RecommendationList({
  salonId,
  appointmentId,
  isChosen,
  onToggle,
}: {
  salonId: string;
  appointmentId: string;
  isChosen: Chosen['isChosen'];
  onToggle: Chosen['toggle'];
}) {
  const query = useRecommendations(salonId, appointmentId);
  if (!query.data) return <QueryProblem query={query} what="your recommended products" />;
  if (query.data.length === 0) return <Typography color="text.secondary">{NO_RECOMMENDATIONS}</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {query.data.map((product) => (
        <RecommendedProduct
          key={product.sku}
          product={product}
          selected={isChosen(product)}
          onToggle={() => onToggle(product)}
        />
      ))}
    </Stack>
  );
}

function RecommendedProduct({
  product,
  selected,
  onToggle,
}: {
  product: PortalRecommendation;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <Box
      component="li"
      aria-label={product.productName}
      sx={{ display: 'grid', gridTemplateColumns: '72px 1fr', gap: 2, alignItems: 'start' }}
    >
      {product.productImageMain ? (
        <Box
          component="img"
          src={product.productImageMain}
          alt=""
          loading="lazy"
          sx={{ width: 72, aspectRatio: '1', objectFit: 'contain', bgcolor: 'common.white', borderRadius: 1 }}
        />
      ) : (
        <Box sx={{ width: 72, aspectRatio: '1', bgcolor: 'background.default', borderRadius: 1 }} />
      )}
      <Box>
        <ProductBrand brandName={product.brandName} />
        <Typography sx={{ fontWeight: 500 }}>{product.productName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[product.productType, product.productSize].filter(Boolean).join(' · ')}
        </Typography>
        {product.rrp !== null && product.rrp !== undefined && (
          <Typography variant="body2">{formatDollars(product.rrp)}</Typography>
        )}
        <Button
          size="small"
          variant={selected ? 'contained' : 'outlined'}
          aria-pressed={selected}
          onClick={onToggle}
          sx={{ mt: 1, ...focusRing }}
        >
          {selected ? 'Selected' : 'Select'}
        </Button>
      </Box>
    </Box>
  );
}

/** One order of the appointment as the client reads it: its lines, money, delivery, number and state. */
function OrderSummary({ order }: { order: PortalOrder }) {
  const address = [
    order.addressLine1,
    order.addressLine2,
    [order.suburbOrCity, order.state, order.postcode].filter(Boolean).join(' '),
  ].filter(Boolean);
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.lineItems.map((line, index) => (
          <Box
            component="li"
            key={line.productId ?? index}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
          >
            <span>
              {line.quantity} × {line.productName}
            </span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDollars(line.total)}</span>
          </Box>
        ))}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.5,
          m: 0,
          mt: 1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Typography component="dt">Subtotal</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatDollars(order.subtotal)}
        </Typography>
        <Typography component="dt">Delivery</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatDollars(order.shipping)}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Total
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {formatDollars(order.grandTotal)}
        </Typography>
      </Box>
      <Typography sx={{ mt: 1.5 }}>{DELIVERY_TYPE_WORDS[order.deliveryType]}</Typography>
      {order.deliveryType === 'DELIVERY' && address.length > 0 ? <Typography>{address.join(', ')}</Typography> : null}
      <Typography>Order number: {order.orderNumber}</Typography>
      <Typography>Status: {ORDER_STATE_CLIENT_WORDS[order.orderState]}</Typography>
    </>
  );
}

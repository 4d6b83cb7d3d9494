import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayedScores, scalpConcernLabels, scoreText } from '@piiq/domain/hair-analysis';
import { hairColourText } from '@piiq/domain/hair-colour';
import { formatDollars } from '@piiq/domain/money';
import { DELIVERY_TYPE_WORDS, portalPurchaseMessages } from '@piiq/domain/portal-purchase';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { ProductBrand } from '../../components/product-brand.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { useViewer } from '../../lib/session.ts';
import { SessionPhoto } from '../../components/session-photo.tsx';
import type { PortalAppointment, PortalRecommendation } from './portal-operations.ts';
import { hasNextVisit, NextVisit } from './next-visit.tsx';
import { PortalFrame } from './portal-frame.tsx';
import { usePortalFlow } from './portal-flow.ts';
import { portalUrl } from './urls.ts';
import { fallbackTimeZone, usePortalAppointments, useRecommendations } from './use-portal-appointments.ts';
import { useSelectedProducts } from './use-selected-products.ts';

// The buying form, its card fields and checks load only once a client may buy here.
const BuyProducts = lazy(async () => ({ default: (await import('./buy-products.tsx')).BuyProducts }));

export const NO_RECOMMENDATIONS = "You don't have any products recommended yet";

const CART_STATUS_WORDS = { WAITING: 'Waiting', COMPLETED: 'Completed', CANCELLED: 'Cancelled' } as const;

/** The portal buys on an appointment until its cart is placed (it has an order) or the salon closed it (decision 024). */
function canBuy(cart: PortalAppointment['cart']): boolean {
  if (!cart) return true;
  if (cart.order) return false;
  return cart.items.length === 0 || (cart.status !== 'COMPLETED' && cart.status !== 'CANCELLED');
}

/** appointmentDetails: one appointment's stylist, date, hair analysis, photos, recommendations, cart and rebook. */
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
  const query = usePortalAppointments();
  const { selected, toggle } = useSelectedProducts(appointmentId);
  const [paidOrder, setPaidOrder] = useState<number | null>(null);
  if (!query.data) return <QueryProblem query={query} what="your appointment" />;
  const appointment = query.data.appointments.find((item) => item.id === appointmentId);
  if (!appointment)
    return <EmptyState title="We couldn't find this appointment." body="It may belong to another account." />;
  const salon = query.data.salons.get(appointment.salonId);
  const photos = [appointment.clientSelfieImage, appointment.client360Image].some(Boolean);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" component="p">
          <DateTime value={appointment.createdAt} timeZone={salon?.timeZone ?? fallbackTimeZone()} format="dayTime" />
        </Typography>
        <Typography color="text.secondary">{salon?.name}</Typography>
        <Typography>Stylist: {appointment.staff?.name ?? 'Not recorded'}</Typography>
      </Box>
      <Section title="Hair analysis">
        <HairAnalysis analysis={appointment.hairAnalysis} />
      </Section>
      {photos && (
        <Section title="Photos">
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <SessionPhoto
              label="Portrait"
              url={appointment.clientSelfieImage?.url ?? null}
              alt="Your portrait from the mirror"
              missing="No portrait"
            />
            <SessionPhoto
              label="360"
              url={appointment.client360Image?.url ?? null}
              alt="Your 360 view from the mirror"
              missing="No 360 view"
            />
          </Box>
        </Section>
      )}
      <Section title="Recommended products">
        <RecommendationList
          salonId={appointment.salonId}
          appointmentId={appointment.id}
          selected={selected}
          onToggle={toggle}
        />
      </Section>
      {appointment.cart && appointment.cart.items.length > 0 && (
        <Section title="Your order">
          {paidOrder !== null ? (
            <FormAlert severity="success">{portalPurchaseMessages.paid(paidOrder)}</FormAlert>
          ) : null}
          <CartSummary cart={appointment.cart} />
        </Section>
      )}
      {canBuy(appointment.cart) && (
        <Section title="Buy your selection">
          <BuySelection appointment={appointment} selected={selected} onPaid={setPaidOrder} />
        </Section>
      )}
      {hasNextVisit(appointment) && (
        <Section title="Your next visit">
          <NextVisit appointment={appointment} timeZone={salon?.timeZone ?? fallbackTimeZone()} />
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Card>
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

/** The buying form over the appointment's recommendations, once they are loaded. */
function BuySelection({
  appointment,
  selected,
  onPaid,
}: {
  appointment: PortalAppointment;
  selected: ReadonlySet<string>;
  onPaid: (orderNumber: number) => void;
}) {
  const query = useRecommendations(appointment.salonId, appointment.id);
  const viewer = useViewer();
  if (!query.data || query.data.length === 0) return null;
  return (
    <>
      {appointment.cart && appointment.cart.items.length > 0 ? (
        <Typography sx={{ mb: 2 }}>Paying here replaces the order above with what you pay for.</Typography>
      ) : null}
      <Suspense fallback={<Typography color="text.secondary">Loading...</Typography>}>
        <BuyProducts
          appointmentId={appointment.id}
          products={query.data}
          selected={selected}
          clientName={viewer.data?.name ?? ''}
          onPaid={onPaid}
        />
      </Suspense>
    </>
  );
}

function RecommendationList({
  salonId,
  appointmentId,
  selected,
  onToggle,
}: {
  salonId: string;
  appointmentId: string;
  selected: ReadonlySet<string>;
  onToggle: (sku: string) => void;
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
          selected={selected.has(product.sku)}
          onToggle={() => onToggle(product.sku)}
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

function CartSummary({ cart }: { cart: NonNullable<PortalAppointment['cart']> }) {
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cart.items.map((item, index) => (
          <Box
            component="li"
            key={item.product?.id ?? index}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
          >
            <span>
              {item.quantity} × {item.product?.name ?? 'Product'}
            </span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDollars(item.price * item.quantity)}</span>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 1.5 }}>{DELIVERY_TYPE_WORDS[cart.deliveryType]}</Typography>
      {cart.order ? <Typography>Order number: {cart.order.orderNumber}</Typography> : null}
      <Typography>Status: {cart.status ? CART_STATUS_WORDS[cart.status] : CART_STATUS_WORDS.WAITING}</Typography>
    </>
  );
}

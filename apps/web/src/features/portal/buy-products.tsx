import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addressSchema, type AddressInput } from '@piiq/domain/address';
import { MAX_CART_QUANTITY } from '@piiq/domain/mirror-session';
import { formatDollars } from '@piiq/domain/money';
import { orderTotals } from '@piiq/domain/orders';
import {
  DELIVERY_TYPE_WORDS,
  PORTAL_DELIVERY_TYPES,
  portalPurchaseMessages,
  type PortalDeliveryType,
} from '@piiq/domain/portal-purchase';
import { paymentMessages } from '@piiq/domain/signup-forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import type { CardFieldHandle } from '../../components/card-field.ts';
import { CardInput } from '../../components/card-input.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ProductBrand } from '../../components/product-brand.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { PaymentConfig, paymentConfigKeys } from '../../lib/api/payments.ts';
import { ApiError, request } from '../../lib/graphql.ts';
import { BuyRecommendedProducts } from './buy-operations.ts';

const QUANTITIES = Array.from({ length: MAX_CART_QUANTITY }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));
const CHOOSE_ABOVE = 'Select the products you would like above, then choose how to get them and pay here.';
const ADDRESS_FIELDS = [
  { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1', required: true },
  { name: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2', required: false },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', required: true },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', required: true },
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number]['name'];
const EMPTY_ADDRESS: Record<AddressField, string> = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postcode: '',
};

/** The address problems by field, from the shared address rule (the signup delivery screen's messages). */
function addressProblems(address: AddressInput): Partial<Record<AddressField, string>> {
  const checked = addressSchema.safeParse(address);
  if (checked.success) return {};
  const problems: Partial<Record<AddressField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as AddressField;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** A line of the buying form: a product the client may buy here, at the salon's price. */
export interface BuyLine {
  /** Its product's id, or the SKU of a recommendation the catalogue has no product for. */
  key: string;
  /** What the purchase sends; null for a recommendation the catalogue has no product for (never bought). */
  productId: string | null;
  /** The recommendation's SKU; null for a product only the mirror's order has. */
  sku: string | null;
  name: string;
  brandName: string | null;
  /** Cents each; null once the salon no longer sells it (shown, never bought). */
  unitPriceCents: number | null;
  /** What its quantity starts at: the one chosen at the mirror, or 1. */
  quantity: number;
}

export type StartAddress = Record<AddressField, string>;

export interface BuyProductsProps {
  appointmentId: string;
  /** The form's name: the section's title. */
  title: string;
  lines: readonly BuyLine[];
  /** The form starts from the salon's order: it stays when every line is taken out, so nothing typed is lost. */
  fromOrder: boolean;
  startDeliveryType: PortalDeliveryType;
  /** The address already on the salon's order, if any. */
  startAddress: StartAddress | null;
  clientName: string;
  /** A line's Remove button. */
  onRemove: (line: BuyLine) => void;
  /** Told once the order is paid, with its number. */
  onPaid: (orderNumber: number) => void;
}

const isSold = (line: BuyLine): line is BuyLine & { productId: string; unitPriceCents: number } =>
  line.productId !== null && line.unitPriceCents !== null;

/**
 * Buying after the visit: what the mirror left the client to pay for and the recommendations they
 * selected, with quantities, lines to take out, pickup or delivery, the total at the salon's prices,
 * and the card. A failure keeps everything typed and says what happened; the purchase's key stays
 * the same across tries, so paying again never charges twice.
 */
export function BuyProducts({
  appointmentId,
  title,
  lines,
  fromOrder,
  startDeliveryType,
  startAddress,
  clientName,
  onRemove,
  onPaid,
}: BuyProductsProps) {
  const queryClient = useQueryClient();
  const paymentConfig = useQuery({
    queryKey: paymentConfigKeys.all,
    queryFn: async () => (await request(PaymentConfig, {})).paymentConfig,
    staleTime: Infinity,
  });
  const card = useRef<CardFieldHandle>(null);
  // After a Remove the button pressed is gone: focus goes to the lines (or what replaced them), not to the page.
  const linesRef = useRef<HTMLElement>(null);
  const focusLines = useRef(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(new Map());
  const [deliveryType, setDeliveryType] = useState<PortalDeliveryType>(startDeliveryType);
  const [address, setAddress] = useState(startAddress ?? EMPTY_ADDRESS);
  const [shownProblems, setShownProblems] = useState<Partial<Record<AddressField, string>>>({});
  const [nameOnCard, setNameOnCard] = useState(clientName);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const quantityOf = (line: BuyLine) => quantities.get(line.key) ?? Math.min(line.quantity, MAX_CART_QUANTITY);
  const bought = lines.filter(isSold).map((line) => ({
    productId: line.productId,
    quantity: quantityOf(line),
    unitPriceCents: line.unitPriceCents,
  }));
  const totals = orderTotals(bought, deliveryType);
  useEffect(() => {
    if (!focusLines.current) return;
    focusLines.current = false;
    linesRef.current?.focus();
  }, [lines.length]);

  const nothingChosen = (
    <Typography ref={linesRef} tabIndex={-1} color="text.secondary" sx={focusRing}>
      {CHOOSE_ABOVE}
    </Typography>
  );
  if (lines.length === 0 && !fromOrder) return nothingChosen;

  const remove = (line: BuyLine) => {
    focusLines.current = true;
    onRemove(line);
  };

  const pay = async () => {
    setProblem(null);
    const problems = deliveryType === 'DELIVERY' ? addressProblems(address) : {};
    setShownProblems(problems);
    if (Object.keys(problems).length > 0) return;
    if (nameOnCard.trim() === '') {
      setProblem(paymentMessages.billingName);
      return;
    }
    setBusy(true);
    try {
      const method = await card.current?.createPaymentMethod({ name: nameOnCard.trim() });
      if (!method?.ok) {
        setProblem(`${method?.message ?? paymentMessages.cardFailed} ${portalPurchaseMessages.notCharged}`);
        return;
      }
      const { buyRecommendedProducts } = await request(BuyRecommendedProducts, {
        appointmentId,
        idempotencyKey,
        input: {
          deliveryType,
          items: bought.map((line) => ({ productId: line.productId, quantity: line.quantity })),
          address: deliveryType === 'DELIVERY' ? address : null,
          expectedTotal: totals.totalCents,
          paymentMethodId: method.id,
        },
      });
      await queryClient.invalidateQueries({ queryKey: ['portal', 'appointments'] });
      onPaid(buyRecommendedProducts.order.orderNumber);
    } catch (error) {
      // A lost answer may hide a payment that went through: the same key makes paying again safe.
      setProblem(
        error instanceof ApiError ? errorText(error) : `${errorText(error)} ${portalPurchaseMessages.retrySafe}`,
      );
      if (error instanceof ApiError && error.code === 'BAD_USER_INPUT')
        void queryClient.invalidateQueries({ queryKey: ['portal', 'recommendations', appointmentId] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void pay();
      }}
    >
      <Stack spacing={2}>
        {lines.length === 0 ? (
          nothingChosen
        ) : (
          <Box
            ref={linesRef}
            component="ul"
            tabIndex={-1}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, ...focusRing }}
          >
            {lines.map((line) => (
              <LineRow
                key={line.key}
                line={line}
                quantity={quantityOf(line)}
                busy={busy}
                onQuantity={(quantity) => setQuantities((current) => new Map(current).set(line.key, quantity))}
                onRemove={() => remove(line)}
              />
            ))}
          </Box>
        )}

        <FormControl component="fieldset" disabled={busy}>
          <FormLabel component="legend">How would you like to get them?</FormLabel>
          <RadioGroup
            name="deliveryType"
            value={deliveryType}
            onChange={(event) => setDeliveryType(event.target.value as PortalDeliveryType)}
          >
            {PORTAL_DELIVERY_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={DELIVERY_TYPE_WORDS[type]} />
            ))}
          </RadioGroup>
        </FormControl>

        {deliveryType === 'DELIVERY' ? (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1 }}>
            <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
              Delivery address
            </Typography>
            {ADDRESS_FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                name={field.name}
                value={address[field.name]}
                onChange={(event) => setAddress((current) => ({ ...current, [field.name]: event.target.value }))}
                autoComplete={field.autoComplete}
                required={field.required}
                disabled={busy}
                error={Boolean(shownProblems[field.name])}
                helperText={shownProblems[field.name] ?? (field.required ? ' ' : 'Optional')}
                {...(field.name === 'postcode' ? { inputMode: 'numeric' as const } : {})}
              />
            ))}
          </Box>
        ) : null}

        <Box
          component="dl"
          aria-label="Total"
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            rowGap: 0.5,
            m: 0,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <Typography component="dt">Subtotal</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDollars(totals.subtotalCents)}
          </Typography>
          <Typography component="dt">Delivery</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDollars(totals.shippingCents)}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Total
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {formatDollars(totals.totalCents)}
          </Typography>
        </Box>

        <TextInput
          label="Name on card"
          name="nameOnCard"
          value={nameOnCard}
          onChange={(event) => setNameOnCard(event.target.value)}
          autoComplete="cc-name"
          disabled={busy}
          helperText=" "
          describedBy={problem ? problemId : undefined}
        />
        {paymentConfig.data ? (
          <CardInput paymentConfig={paymentConfig.data} handle={card} disabled={busy} />
        ) : (
          <QueryProblem query={paymentConfig} what="the card form" />
        )}

        {problem ? (
          <Box id={problemId}>
            <FormAlert severity="error">{problem}</FormAlert>
          </Box>
        ) : null}
        <BusyButton
          type="submit"
          variant="contained"
          size="large"
          busy={busy}
          busyLabel="Paying..."
          disabled={bought.length === 0 || !paymentConfig.data}
        >
          {`Pay ${formatDollars(totals.totalCents)}`}
        </BusyButton>
      </Stack>
    </Box>
  );
}

function LineRow({
  line,
  quantity,
  busy,
  onQuantity,
  onRemove,
}: {
  line: BuyLine;
  quantity: number;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const nameId = useId();
  return (
    <Box
      component="li"
      aria-label={line.name}
      sx={{ display: 'grid', gridTemplateColumns: '1fr 96px', gap: 2, alignItems: 'center' }}
    >
      <Box>
        <ProductBrand brandName={line.brandName} />
        <Typography id={nameId} sx={{ fontWeight: 500 }}>
          {line.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {line.unitPriceCents === null
            ? portalPurchaseMessages.notSoldNow
            : `${formatDollars(line.unitPriceCents)} each`}
        </Typography>
        <Button
          size="small"
          disabled={busy}
          aria-label={`Remove ${line.name}`}
          onClick={onRemove}
          sx={{ mt: 0.5, ml: -1, ...focusRing }}
        >
          Remove
        </Button>
      </Box>
      {line.unitPriceCents === null ? null : (
        <SelectInput
          label="Quantity"
          value={String(quantity)}
          options={QUANTITIES}
          describedBy={nameId}
          disabled={busy}
          onChange={(event) => onQuantity(Number(event.target.value))}
        />
      )}
    </Box>
  );
}

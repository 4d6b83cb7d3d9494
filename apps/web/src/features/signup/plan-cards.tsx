import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { formatDollars } from '@piiq/domain/money';
import {
  PLAN_LABELS,
  normaliseSubscriptionType,
  priceTiers,
  type BillingOption,
  type Plan,
  type PlanAvailability,
  type SubscriptionType,
} from '@piiq/domain/pricing';

export interface PlanOption {
  code: Plan;
  availability: PlanAvailability;
}

const PER_PERIOD: Readonly<Record<BillingOption, string>> = { MONTHLY: 'a month', ANNUAL: 'a year' };

/** 'for 2', 'for 4 or more': the mirror counts a volume tier covers. */
function tierCounts(from: number, to: number | null): string {
  if (to === null) return `${from} or more`;
  return to === from ? String(from) : `${from} to ${to}`;
}

/** The card's price from the domain's price table, in the billing option chosen (monthly until one is). */
export function planPriceLines(
  plan: Plan,
  subscriptionType: SubscriptionType | null,
): { headline: string; detail: string | null } {
  const billing = normaliseSubscriptionType(subscriptionType ?? 'MONTHLY');
  const rate = (tier: { monthlyPerMirrorCents: number; annualPerMirrorCents: number }) =>
    billing === 'MONTHLY' ? tier.monthlyPerMirrorCents : tier.annualPerMirrorCents;
  const [first, ...volume] = priceTiers(plan);
  if (!first || rate(first) === 0) return { headline: formatDollars(0), detail: null };
  // Every paid plan is priced per mirror (the product's plan table); plus also steps down with volume.
  const headline = `${formatDollars(rate(first))} per mirror ${PER_PERIOD[billing]}`;
  if (volume.length === 0) return { headline, detail: null };
  return {
    headline,
    detail: volume
      .map((tier) => `${formatDollars(rate(tier))} each for ${tierCounts(tier.fromMirrors, tier.toMirrors)}`)
      .join(', '),
  };
}

interface PlanCardsProps {
  plans: readonly PlanOption[];
  selected: Plan | null;
  subscriptionType: SubscriptionType | null;
  onSelect: (plan: Plan) => void;
}

/** The plans as a radio group of cards: arrow keys move between them, as in any radio group. */
export function PlanCards({ plans, selected, subscriptionType, onSelect }: PlanCardsProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
        Plan
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1.5 }}>
        {plans.map((plan) => {
          const price = planPriceLines(plan.code, subscriptionType);
          const checked = selected === plan.code;
          return (
            <Box
              component="label"
              key={plan.code}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                p: 2,
                borderRadius: 3,
                border: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: 'background.paper',
                cursor: 'pointer',
                '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
              }}
            >
              <Radio
                name="plan"
                value={plan.code}
                checked={checked}
                onChange={() => onSelect(plan.code)}
                sx={{ mt: -1, ml: -1 }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography component="span" variant="h3" sx={{ display: 'block' }}>
                  {PLAN_LABELS[plan.code]}
                </Typography>
                <Typography
                  component="span"
                  sx={{ display: 'block', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                >
                  {price.headline}
                </Typography>
                {price.detail ? (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {price.detail}
                  </Typography>
                ) : null}
                {plan.availability === 'PREREGISTER' ? (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', mt: 0.5, color: 'primary.main', fontWeight: 500 }}
                  >
                    Coming soon: pre-register
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Prices are in AUD and include GST.
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatDollars } from '@piiq/domain/money';
import {
  MAX_MIRRORS,
  normaliseSubscriptionType,
  type Plan,
  type PlanAvailability,
  type SubscriptionType,
} from '@piiq/domain/pricing';
import {
  INITIAL_SIGNUP_PROGRESS,
  advanceSignup,
  canContinueFromSubscription,
  decreaseMirrors,
  increaseMirrors,
  mountsMessages,
  mountsProblem,
  setBenchMounts,
  setWallMounts,
  stepDown,
  stepUp,
  type SubscriptionChoice,
} from '@piiq/domain/signup-flow';
import { useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { SelectInput } from '../../components/select-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { LeadForm, LeadThankYou } from './lead-form.tsx';
import { PlanCards, type PlanOption } from './plan-cards.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SectionButtons, SectionFrame } from './section-frame.tsx';
import type { SectionProps } from './section-props.ts';
import { subscriptionChoice, withChoice, type SignupDraft } from './signup-draft.ts';
import { CheckPromoCode } from './signup-operations.ts';
import { draftQuote } from './signup-quote.ts';

interface SubscriptionSectionProps extends SectionProps {
  plans: readonly PlanOption[];
  /** The brands the provider carries, offered as the colour brand. */
  colourBrands: readonly string[];
}

function BillingOptions({
  value,
  onChange,
}: {
  value: SubscriptionType | null;
  onChange: (type: SubscriptionType) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h4" sx={{ mb: 0.5 }}>
        Billing
      </Typography>
      <RadioGroup
        row
        name="billing"
        value={value ? normaliseSubscriptionType(value) : ''}
        onChange={(event) => onChange(event.target.value === 'ANNUAL' ? 'ANNUAL' : 'MONTHLY')}
      >
        <FormControlLabel value="MONTHLY" control={<Radio />} label="Monthly" />
        <FormControlLabel
          value="ANNUAL"
          control={<Radio />}
          label={
            <span>
              Annual &quot;Saver&quot;{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                (2 months free)
              </Typography>
            </span>
          }
        />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        The Plus plan has a minimum term of 12 months.
      </Typography>
    </Box>
  );
}

/** What the promo field says: the server's reason a code does not apply, or that it does. */
type PromoState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'problem'; message: string };

async function checkPromo(
  code: string,
  plan: Plan,
): Promise<{ ok: true; draftPromo: SignupDraft['promo'] } | { ok: false; message: string }> {
  if (code.trim() === '') return { ok: true, draftPromo: null };
  const { checkPromoCode } = await request(CheckPromoCode, { code: code.trim(), plan });
  if (!checkPromoCode.valid || !checkPromoCode.discount)
    return { ok: false, message: checkPromoCode.message ?? 'That promo code cannot be used.' };
  return { ok: true, draftPromo: { code: code.trim(), discount: checkPromoCode.discount } };
}

/** The select's value for "Other": no brand name looks like it. */
const OTHER_BRAND = '\u0000other';

/**
 * The colour brand: one of the brands the provider carries, which becomes the salon's preferred
 * brand, or Other, typed, kept as it was written.
 */
function ColourBrandField({
  value,
  brands,
  onChange,
}: {
  value: string;
  brands: readonly string[];
  onChange: (value: string) => void;
}) {
  const [other, setOther] = useState(() => value.trim() !== '' && !brands.includes(value));
  const chosen = other ? OTHER_BRAND : brands.includes(value) ? value : '';
  return (
    <>
      <SelectInput
        label="Colour brand"
        name="colourBrand"
        value={chosen}
        options={[
          { value: '', label: 'Not chosen' },
          ...brands.map((brand) => ({ value: brand, label: brand })),
          { value: OTHER_BRAND, label: 'Other' },
        ]}
        onChange={(event) => {
          const picked = event.target.value;
          setOther(picked === OTHER_BRAND);
          onChange(picked === OTHER_BRAND ? '' : picked);
        }}
        helperText="The colour brand your salon uses most"
      />
      {other ? (
        <Box sx={{ mt: 2 }}>
          <TextInput
            label="Other colour brand"
            name="otherColourBrand"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </Box>
      ) : null}
    </>
  );
}

function PlusOptions({
  draft,
  update,
  choice,
  colourBrands,
}: {
  draft: SignupDraft;
  update: SectionProps['update'];
  choice: SubscriptionChoice;
  colourBrands: readonly string[];
}) {
  const setChoice = (change: (current: SubscriptionChoice) => SubscriptionChoice) =>
    update((current) => withChoice(current, change(choice)));
  const mountsShort = choice.mirrors > 0 && mountsProblem(choice) !== null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <QuantityStepper
        label="Number of mirrors"
        value={choice.mirrors}
        canDecrease={choice.mirrors >= 1}
        canIncrease={choice.mirrors < MAX_MIRRORS}
        onDecrease={() => setChoice(decreaseMirrors)}
        onIncrease={() => setChoice(increaseMirrors)}
      />
      <QuantityStepper
        label="Bench mounts"
        value={choice.benchMounts}
        canDecrease={choice.benchMounts >= 1}
        canIncrease={choice.benchMounts < choice.mirrors}
        onDecrease={() => setChoice((current) => setBenchMounts(current, stepDown(current.benchMounts)))}
        onIncrease={() => setChoice((current) => setBenchMounts(current, stepUp(current.benchMounts)))}
      />
      <QuantityStepper
        label="Wall mounts"
        value={choice.wallMounts}
        canDecrease={choice.wallMounts >= 1}
        canIncrease={choice.wallMounts < choice.mirrors}
        onDecrease={() => setChoice((current) => setWallMounts(current, stepDown(current.wallMounts)))}
        onIncrease={() => setChoice((current) => setWallMounts(current, stepUp(current.wallMounts)))}
      />
      {/* The rule is said before it is broken, and turns to an error while it is. */}
      <Typography variant="body2" color={mountsShort ? 'error' : 'text.secondary'} aria-live="polite">
        {mountsMessages.atLeastOnePerMirror}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <ColourBrandField
          value={draft.order.colourBrand}
          brands={colourBrands}
          onChange={(colourBrand) => setChoice((current) => ({ ...current, colourBrand }))}
        />
      </Box>
    </Box>
  );
}

function QuoteLine({ draft }: { draft: SignupDraft }) {
  const quote = draftQuote(draft);
  if (!quote) return null;
  const period = quote.subscriptionType === 'MONTHLY' ? 'a month' : 'a year';
  return (
    <Box aria-live="polite" sx={{ bgcolor: 'background.default', borderRadius: 2, p: 2 }}>
      {quote.discountCents > 0 ? (
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          Promo code {draft.promo?.code}: {formatDollars(-quote.discountCents)}
        </Typography>
      ) : null}
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        Total {formatDollars(quote.totalCents)} {period}, including GST
      </Typography>
    </Box>
  );
}

/** Why Next is not available yet, so a disabled button is never a dead end. */
function nextHint(choice: SubscriptionChoice | null): string {
  if (!choice) return 'Choose a plan to continue.';
  if (choice.subscriptionType === null) return 'Choose Monthly or Annual "Saver" to continue.';
  if (choice.mirrors === 0) return 'Add at least one mirror to continue.';
  return 'Add a bench or wall mount for each mirror to continue.';
}

/** Section 1: billing option, plan, and for plus the order itself. */
export function SubscriptionSection({
  draft,
  update,
  onNext,
  plans,
  colourBrands,
  focusOnOpen,
}: SubscriptionSectionProps) {
  const [promoState, setPromoState] = useState<PromoState>({ kind: 'idle' });
  const choice = subscriptionChoice(draft);
  const availability: PlanAvailability | null = plans.find((plan) => plan.code === draft.plan)?.availability ?? null;
  const leadForm =
    choice && availability
      ? advanceSignup(INITIAL_SIGNUP_PROGRESS, choice.plan, availability).kind === 'LEAD_FORM'
      : false;

  const applyPromo = async (): Promise<boolean> => {
    if (!draft.plan) return false;
    setPromoState({ kind: 'checking' });
    try {
      const checked = await checkPromo(draft.order.supplierCode, draft.plan);
      if (!checked.ok) {
        setPromoState({ kind: 'problem', message: checked.message });
        update((current) => ({ ...current, promo: null }));
        return false;
      }
      setPromoState({ kind: 'idle' });
      update((current) => ({ ...current, promo: checked.draftPromo }));
      return true;
    } catch (error) {
      setPromoState({ kind: 'problem', message: errorText(error) });
      return false;
    }
  };

  const next = async () => {
    // A code typed but not applied is checked now: the order must not go on with a code the server would refuse.
    const typed = draft.order.supplierCode.trim();
    if (typed !== (draft.promo?.code ?? '') && !(await applyPromo())) return;
    onNext();
  };

  const selectPlan = (plan: Plan) =>
    update((current) => ({
      ...current,
      plan,
      leadSubmitted: false,
      promo: current.promo && current.promo.discount.plans.includes(plan) ? current.promo : null,
    }));

  const canContinue = choice !== null && canContinueFromSubscription(choice);
  const promoApplied = draft.promo !== null && draft.promo.code === draft.order.supplierCode.trim();

  return (
    <SectionFrame
      title="Subscription"
      intro="Choose how you would like to pay, and your plan."
      focusOnOpen={focusOnOpen}
    >
      <BillingOptions
        value={draft.order.subscriptionType}
        onChange={(subscriptionType) =>
          update((current) => ({ ...current, order: { ...current.order, subscriptionType } }))
        }
      />
      <PlanCards
        plans={plans}
        selected={draft.plan}
        subscriptionType={draft.order.subscriptionType}
        onSelect={selectPlan}
      />

      {choice && leadForm ? (
        draft.leadSubmitted ? (
          <LeadThankYou
            plan={choice.plan}
            onChooseAnother={() => update((current) => ({ ...current, plan: null, leadSubmitted: false }))}
          />
        ) : (
          <LeadForm plan={choice.plan} onSent={() => update((current) => ({ ...current, leadSubmitted: true }))} />
        )
      ) : null}

      {!leadForm ? (
        <>
          {choice?.plan === 'PLUS' ? (
            <PlusOptions draft={draft} update={update} choice={choice} colourBrands={colourBrands} />
          ) : null}
          {choice && choice.plan !== 'FREE' ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextInput
                label="Promo code"
                name="supplierCode"
                value={draft.order.supplierCode}
                plainText
                onChange={(event) => {
                  setPromoState({ kind: 'idle' });
                  update((current) => ({ ...current, order: { ...current.order, supplierCode: event.target.value } }));
                }}
                error={promoState.kind === 'problem'}
                helperText={
                  promoState.kind === 'problem'
                    ? promoState.message
                    : promoApplied
                      ? 'Promo code applied'
                      : 'Optional: a promo or supplier code'
                }
              />
              <BusyButton
                variant="outlined"
                size="large"
                busy={promoState.kind === 'checking'}
                onClick={() => void applyPromo()}
                sx={{ mt: 0.5, flexShrink: 0 }}
              >
                Apply
              </BusyButton>
            </Box>
          ) : null}
          <QuoteLine draft={draft} />
          {canContinue ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
              {nextHint(choice)}
            </Typography>
          )}
          <SectionButtons>
            <Button
              variant="contained"
              size="large"
              disabled={!canContinue || promoState.kind === 'checking'}
              onClick={() => void next()}
            >
              Next
            </Button>
          </SectionButtons>
        </>
      ) : null}
    </SectionFrame>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SIGNUP_SECTIONS, advanceSignup, canGoBackTo, goBack, type SignupSection } from '@piiq/domain/signup-flow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { request } from '../../lib/graphql.ts';
import { useAuthEvents, viewerQueryKey } from '../../lib/session.ts';
import { AccountSection } from './account-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { OrderSection } from './order-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import type { PlanOption } from './plan-cards.tsx';
import { useSectionHistory } from './section-history.ts';
import { SectionNav } from './section-nav.tsx';
import type { SectionProps } from './section-props.ts';
import { useSignupDraft, type SignupDraft } from './signup-draft.ts';
import { SignupOptions, type SignupOptionsData } from './signup-operations.ts';
import { SubscriptionSection } from './subscription-section.tsx';

/**
 * Entering the flow signs out whoever is signed in on this browser, before anything else is asked of
 * the server: signing out clears the cached answers of the session it ends. It does so however the
 * visitor came (docs/product-rules.md): typed or followed, or sent here after signing in on this page
 * (an account that administers no salon), so it asks what the app knows of the viewer now, not what
 * the page knew when it loaded. Only a viewer known to be nobody has nothing to end.
 */
function useSignedOutOnEntry(): boolean {
  const queryClient = useQueryClient();
  const { signOut } = useAuthEvents();
  const [signedOut, setSignedOut] = useState(() => queryClient.getQueryData(viewerQueryKey) === null);
  useEffect(() => {
    if (signedOut) return;
    signOut()
      .catch((error: unknown) => console.warn('Signing out on entering registration failed', error))
      .finally(() => setSignedOut(true));
  }, [signOut, signedOut]);
  return signedOut;
}

/** The section the page can show: a draft that got ahead of itself (a plan lost, no registration yet) starts where it can. */
function sectionToShow(draft: SignupDraft): SignupSection {
  const { current } = draft.progress;
  if (current !== 'subscription' && !draft.plan) return 'subscription';
  if (current === 'password' && !draft.registration) return 'order';
  return current;
}

/** The section before the current one that can be returned to, for the Back buttons. */
function previousSection(draft: SignupDraft): SignupSection | null {
  const index = SIGNUP_SECTIONS.indexOf(draft.progress.current);
  return (
    SIGNUP_SECTIONS.slice(0, index)
      .filter((section) => canGoBackTo(draft.progress, section))
      .at(-1) ?? null
  );
}

function availabilityOf(plans: readonly PlanOption[], draft: SignupDraft) {
  return plans.find((plan) => plan.code === draft.plan)?.availability ?? 'PREREGISTER';
}

function Sections({ options, search }: { options: SignupOptionsData; search: string }) {
  const [draft, update] = useSignupDraft(search);
  // Only a move between sections takes the focus; the section the page opens on leaves it where it is.
  const [moved, setMoved] = useState(false);
  const plans: readonly PlanOption[] = options.signupPlans;

  // Once the order is placed, what it was made of can no longer change here.
  const canGoBack = draft.registration === null;
  const moveTo = useSectionHistory(draft, update, canGoBack);

  const next = () => {
    if (!draft.plan) return;
    const step = advanceSignup(draft.progress, draft.plan, availabilityOf(plans, draft));
    if (step.kind !== 'SECTION') return;
    setMoved(true);
    moveTo(step.progress.current, () => step.progress);
  };

  const back = (section: SignupSection) => {
    setMoved(true);
    moveTo(section, (progress) => goBack(progress, section));
  };

  const previous = previousSection(draft);
  const common: SectionProps = {
    draft,
    update,
    onNext: next,
    onBack: canGoBack && previous ? () => back(previous) : undefined,
    focusOnOpen: moved,
  };
  const section = sectionToShow(draft);

  return (
    <>
      <SectionNav progress={draft.progress} onGoBack={canGoBack ? back : null} />
      {section === 'subscription' ? (
        <SubscriptionSection {...common} plans={plans} colourBrands={options.signupColourBrands} />
      ) : null}
      {section === 'account' ? <AccountSection {...common} /> : null}
      {section === 'delivery' ? <DeliverySection {...common} /> : null}
      {section === 'payment' ? <PaymentSection {...common} paymentConfig={options.paymentConfig} /> : null}
      {section === 'order' ? <OrderSection {...common} /> : null}
      {section === 'password' ? <PasswordSection {...common} /> : null}
    </>
  );
}

/** Registration, at /register and /signup, designed for a phone first. */
export function SignupPage() {
  const { search } = useLocation();
  const signedOut = useSignedOutOnEntry();
  const options = useQuery({
    queryKey: ['signup-options'],
    queryFn: () => request(SignupOptions),
    enabled: signedOut,
    staleTime: 60_000,
  });

  return (
    <StandalonePage>
      <PageTitle title="Registration" />
      {options.data ? (
        <Sections options={options.data} search={search} />
      ) : options.isError ? (
        <Box>
          <FormAlert severity="error">{errorText(options.error)}</FormAlert>
          <Button variant="outlined" onClick={() => void options.refetch()}>
            Try again
          </Button>
        </Box>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
          <CircularProgress size={20} color="inherit" aria-hidden />
          <Typography color="text.secondary">Loading plans...</Typography>
        </Box>
      )}
    </StandalonePage>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import {
  nextOnboardingStep,
  ONBOARDING_STEPS,
  readOnboardingProgress,
  type OnboardingStep,
} from '@piiq/domain/onboarding';
import { useEffect, useRef } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { LogOutButton } from '../../components/log-out-button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { TopBar } from '../../components/top-bar.tsx';
import type { Salon } from '../../lib/api/salon.ts';
import { isAdminOf, useViewer } from '../../lib/session.ts';
import { CompleteStep } from './complete-step.tsx';
import { dashboardUrl } from '../dashboard/urls.ts';
import { salonListUrl } from '../salons/urls.ts';
import { useCompleteStep, useOnboardingSalon } from './onboarding-data.ts';
import { RebookingStep } from './rebooking-step.tsx';
import { RegistrationMenu } from './registration-menu.tsx';
import { RetailStep } from './retail-step.tsx';
import { SocialStep } from './social-step.tsx';
import { StaffStep } from './staff-step.tsx';
import type { StepAction } from './step-runner.ts';
import { resolveOnboardingStep } from './wizard-step.ts';

/**
 * The setup wizard at /{salonId}/onboarding. It
 * sits outside the admin layout because a new owner arrives here straight from signup, often on a
 * phone, and the admin area sends them here until onboarding is complete.
 */
export function OnboardingPage() {
  const { salonId = '' } = useParams();
  const { data: viewer } = useViewer();
  // The session gate above this route shows sign-in while nobody is signed in.
  if (!viewer) return null;

  // The admin layout tells a non-admin, in the product's words, and does not send them back here.
  if (!isAdminOf(viewer, salonId)) return <Navigate to={dashboardUrl(salonId)} replace />;

  const salonName = viewer.salonAccess.find((access) => access.salon.id === salonId)?.salon.name;
  return (
    <StandalonePage header={<TopBar title={salonName} end={<LogOutButton to={salonListUrl} />} />} maxWidth="lg">
      <PageTitle title="Set up your salon" />
      <OnboardingWizard salonId={salonId} />
    </StandalonePage>
  );
}

function OnboardingWizard({ salonId }: { salonId: string }) {
  const salonQuery = useOnboardingSalon(salonId);
  if (!salonQuery.isSuccess) return <QueryProblem query={salonQuery} what="your salon" />;
  return <WizardSteps salonId={salonId} salon={salonQuery.data} />;
}

/**
 * The step lives in the address (?step=staff), so Back and a reload keep the owner's place; a step
 * still locked, or none at all, opens the first one not yet completed.
 */
function WizardSteps({ salonId, salon }: { salonId: string; salon: Salon }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const completeStep = useCompleteStep(salonId);
  const progress = readOnboardingProgress(salon.onboardingState);
  const { completedSections } = progress;
  const step = resolveOnboardingStep(searchParams.get('step'), completedSections);
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // A new step takes the focus to its heading, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  const goTo = (next: OnboardingStep) => setSearchParams({ step: next });
  const finishStep = (finished: OnboardingStep) => async (action: StepAction) => {
    await completeStep(finished, action);
    const next = nextOnboardingStep(finished);
    // The owner may have chosen another step from the menu while this one saved: stay there.
    if (next && shownStep.current === finished) goTo(next);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <RegistrationMenu current={step} progress={progress} onSelect={goTo} />
      <Card ref={stepRef} sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
        {step === 'staff' ? <StaffStep salonId={salonId} finishStep={finishStep('staff')} /> : null}
        {step === 'social' ? (
          <SocialStep
            salonId={salonId}
            savedMessage={salon.defaultSocialMediaMessage ?? null}
            finishStep={finishStep('social')}
          />
        ) : null}
        {step === 'rebooking' ? (
          <RebookingStep
            salonId={salonId}
            savedMessage={salon.rebookNotificationMessage ?? null}
            savedDelay={salon.rebookNotificationDelay}
            savedScheduleOnRequest={salon.scheduleRebookReminderOnRequest}
            finishStep={finishStep('rebooking')}
          />
        ) : null}
        {step === 'retail' ? <RetailStep salonId={salonId} finishStep={finishStep('retail')} /> : null}
        {step === 'complete' ? (
          <CompleteStep
            salonId={salonId}
            alreadyFinished={salon.onboardingComplete && completedSections >= ONBOARDING_STEPS.length}
          />
        ) : null}
      </Card>
    </Box>
  );
}

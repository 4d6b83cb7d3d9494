import { isOnboardingStepUnlocked, ONBOARDING_STEPS, type OnboardingStep } from '@piiq/domain/onboarding';

/** The first step not yet completed; once all are, the last page. */
export function furthestOnboardingStep(completedSections: number): OnboardingStep {
  return ONBOARDING_STEPS[Math.min(completedSections, ONBOARDING_STEPS.length - 1)] ?? 'complete';
}

/** The step asked for in the address (?step=), unless it is unknown or still locked. */
export function resolveOnboardingStep(requested: string | null, completedSections: number): OnboardingStep {
  const asked = ONBOARDING_STEPS.find((step) => step === requested);
  return asked && isOnboardingStepUnlocked(asked, completedSections)
    ? asked
    : furthestOnboardingStep(completedSections);
}

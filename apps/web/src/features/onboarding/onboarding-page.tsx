import { PageTitle } from '../../components/page-title.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';

/**
 * The setup wizard (signup-portal-onboarding.md section 2). It sits outside the admin layout because a
 * new owner arrives here straight from signup, often on a phone; its steps come with the onboarding API.
 */
export function OnboardingPage() {
  return (
    <StandalonePage>
      <PageTitle title="Set up your salon" />
    </StandalonePage>
  );
}

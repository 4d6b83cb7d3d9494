import { PageTitle } from '../../components/page-title.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';

/** Registration (signup-portal-onboarding.md section 2), phone-first; its sections come with the signup API. */
export function SignupPage() {
  return (
    <StandalonePage>
      <PageTitle title="Registration" />
    </StandalonePage>
  );
}

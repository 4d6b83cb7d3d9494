import { PageTitle } from '../../components/page-title.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';

/** The client portal (RESOLUTIONS 4: under /portal), phone-first; its views come with the portal API. */
export function PortalPage() {
  return (
    <StandalonePage>
      <PageTitle title="Your piiq appointments" />
    </StandalonePage>
  );
}

import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';

/**
 * Instant Business Booster. Under /{salonId}/ibb it sits in the admin layout; /ibb is open to guests
 * (salon-admin.md section 6), outside any layout, so it brings its own page frame there.
 */
export function IbbPage() {
  const { salonId } = useParams();
  const content = <PageTitle title="Instant Business Booster" />;
  return salonId ? content : <StandalonePage maxWidth="lg">{content}</StandalonePage>;
}

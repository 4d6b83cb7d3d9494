import { PageTitle } from '../../components/page-title.tsx';

/** The poster page is the spec's own placeholder (salon-admin.md section 2). */
export function PosterPage() {
  return <PageTitle title="Coming Soon..." />;
}

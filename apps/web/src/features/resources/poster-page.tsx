import { PageTitle } from '../../components/page-title.tsx';

/** The poster page is the product's own placeholder. */
export function PosterPage() {
  return <PageTitle title="Coming Soon..." />;
}

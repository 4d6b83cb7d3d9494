import { PageTitle } from '../../components/page-title.tsx';

/** Help and resources: videos, support links and templates to come. */
export function ResourcesPage() {
  return <PageTitle title="Help and resources" />;
}

import { PageTitle } from '../../components/page-title.tsx';

/** PIIQ ACADEMY: the content grid and item page, once the academy API exists. */
export function AcademyPage() {
  return <PageTitle title="PIIQ ACADEMY" />;
}

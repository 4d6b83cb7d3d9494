import { PageTitle } from '../../components/page-title.tsx';

/** Weekly report: this week against last week, with similar-salon averages and tips, once the API serves them. */
export function WeeklyPage() {
  return <PageTitle title="Weekly report" />;
}

import { PageTitle } from '../../components/page-title.tsx';

/** Dashboard (salon-admin.md section 2): news, KPIs, retail and client-session charts come with their API. */
export function DashboardPage() {
  return <PageTitle title="Dashboard" />;
}

import { PageTitle } from '../../components/page-title.tsx';

/** Appointments list and the records panel its route opens, once the appointments API exists. */
export function AppointmentsPage() {
  return <PageTitle title="Appointments" />;
}

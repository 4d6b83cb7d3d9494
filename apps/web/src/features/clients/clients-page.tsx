import { PageTitle } from '../../components/page-title.tsx';

/** Client records: the searchable client list, once the clients API exists. */
export function ClientsPage() {
  return <PageTitle title="Client records" />;
}

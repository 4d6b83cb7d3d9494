import { PageTitle } from '../../components/page-title.tsx';

/** Support Your Salon Orders: the orders table and order detail, once the orders API exists. */
export function OrdersPage() {
  return <PageTitle title="Support Your Salon Orders" />;
}

import { PageTitle } from '../../components/page-title.tsx';

/** Products: the salon's catalogue table, once the catalogue API exists. */
export function ProductsPage() {
  return <PageTitle title="Products" />;
}

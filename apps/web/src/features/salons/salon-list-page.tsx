import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import { Navigate, Link as RouterLink } from 'react-router';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { isAdminOf, useViewer, type Viewer } from '../../lib/session.ts';
import { salonListRedirect } from './salon-list-redirect.ts';
import { salonUrl } from './urls.ts';

interface SalonRow {
  id: string;
  name: string;
  timeZone: string;
  isAdmin: boolean;
}

const columns: ReadonlyArray<PagedTableColumn<SalonRow>> = [
  {
    key: 'name',
    header: 'Name',
    // Only an admin salon opens; a salon where the user is only a client has no admin screens to show.
    cell: (row) =>
      row.isAdmin ? (
        <Link component={RouterLink} to={salonUrl(row.id)} sx={{ fontWeight: 500 }}>
          {row.name}
        </Link>
      ) : (
        `[CLIENT] ${row.name}`
      ),
  },
  { key: 'timeZone', header: 'Time zone', cell: (row) => row.timeZone },
];

function salonRows(viewer: Viewer): SalonRow[] {
  return viewer.salonAccess
    .map(({ salon }) => ({
      id: salon.id,
      name: salon.name,
      timeZone: salon.timeZone,
      isAdmin: isAdminOf(viewer, salon.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
}

/**
 * The salon list at /: one salon goes straight to it, an admin of no salon
 * goes to signup, anyone else picks a salon from the table. The admin layout's frame is around it.
 */
export function SalonListPage() {
  const { data: viewer } = useViewer();
  // The session gate above this route waits for the viewer and shows sign-in while nobody is signed in.
  if (!viewer) return null;

  const redirect = salonListRedirect(viewer);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      <PageTitle title="Salons" />
      <Card>
        <PagedTable label="Salons" columns={columns} rows={salonRows(viewer)} rowKey={(row) => row.id} pageSize={10} />
      </Card>
    </>
  );
}

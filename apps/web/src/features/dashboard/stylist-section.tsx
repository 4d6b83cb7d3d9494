import { NO_APPOINTMENTS } from '@piiq/domain/appointments';
import { formatPercent } from '@piiq/domain/kpi';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import type { StylistRow } from './dashboard-operations.ts';
import { DashboardSection } from './dashboard-section.tsx';

const STYLIST_TABLE_NAME = 'Stylist conversion';

// The spreadsheet's columns (the export's header row), so the screen and the file read alike.
const COLUMNS: ReadonlyArray<PagedTableColumn<StylistRow>> = [
  { key: 'stylist', header: 'Stylist', cell: (row) => row.staffName },
  { key: 'sessions', header: 'Sessions', align: 'right', cell: (row) => row.sessions },
  { key: 'recommendations', header: 'Recommendations', align: 'right', cell: (row) => row.recommendations },
  { key: 'sold', header: 'Products sold', align: 'right', cell: (row) => row.productsSold },
  { key: 'conversion', header: 'Conversion', align: 'right', cell: (row) => formatPercent(row.conversionPercent) },
  { key: 'rebook', header: 'Rebook', align: 'right', cell: (row) => formatPercent(row.rebookPercent) },
];

/** Each stylist's sessions in the view, the products they recommended, what of them sold, and how often their clients rebooked. */
export function StylistSection({ rows, action }: { rows: readonly StylistRow[]; action: ReactNode }) {
  return (
    <DashboardSection title={STYLIST_TABLE_NAME} action={action}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Conversion is the share of a stylist’s recommendations the client bought in that session.
      </Typography>
      <PagedTable
        label={STYLIST_TABLE_NAME}
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.staffId ?? 'no-stylist'}
        pageSize={10}
        stackOnPhone
        empty={
          <EmptyState
            title={NO_APPOINTMENTS}
            body="Each stylist’s figures appear here once they run sessions at the mirror in this period."
          />
        }
      />
    </DashboardSection>
  );
}

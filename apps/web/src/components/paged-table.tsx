import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface PagedTableColumn<Row> {
  key: string;
  /** The spec's column name, word for word. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

export interface PagedTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<PagedTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The spec's tables page at 6 rows. */
  pageSize?: number;
  /** Shown in the body when there are no rows: the spec's empty text and what will fill the list. */
  empty?: ReactNode;
  /** The page (0-based), when the caller keeps it (e.g. in the URL with usePageParam); otherwise the table does. */
  page?: number;
  onPageChange?: (page: number) => void;
}

const DEFAULT_PAGE_SIZE = 6;

/**
 * A table of rows already in the browser, one page at a time. The pager is hidden when everything fits
 * on one page (spec: "pager hidden with a single page"); its controls are real buttons, so it works by
 * keyboard. A page number past the end (rows removed, an edited URL) shows the last page.
 */
export function PagedTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  pageSize = DEFAULT_PAGE_SIZE,
  empty,
  page: controlledPage,
  onPageChange,
}: PagedTableProps<Row>) {
  const [ownPage, setOwnPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(Math.max(0, controlledPage ?? ownPage), pageCount - 1);
  const visible = rows.slice(page * pageSize, (page + 1) * pageSize);
  const changePage = (next: number) => {
    if (controlledPage === undefined) setOwnPage(next);
    onPageChange?.(next);
  };

  return (
    <>
      {/* Focusable so a keyboard can scroll a table wider than a phone. */}
      <TableContainer tabIndex={0} role="group" aria-label={label}>
        <Table aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && empty !== undefined ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {pageCount > 1 ? (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => changePage(next)}
        />
      ) : null}
    </>
  );
}

/**
 * Keeps a table's page in the URL (?page=2, 1-based as people read it) so a reload or a shared link
 * opens the same page; page 1 leaves the URL clean. Returns the 0-based page PagedTable takes.
 */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = Number.parseInt(searchParams.get(name) ?? '', 10);
  const page = Number.isFinite(parsed) && parsed > 1 ? parsed - 1 : 0;
  const setPage = useCallback(
    (next: number) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next > 0) params.set(name, String(next + 1));
        else params.delete(name);
        return params;
      });
    },
    [name, setSearchParams],
  );
  return [page, setPage];
}

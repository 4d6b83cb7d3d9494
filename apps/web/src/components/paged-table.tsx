import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TablePager } from './table-pager.tsx';
import { visuallyHidden } from './visually-hidden.ts';

export interface PagedTableColumn<Row> {
  key: string;
  /** The product's column name, word for word. */
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
  /** The product's tables page at 6 rows. */
  pageSize?: number;
  /** Shown in the body when there are no rows: the product's empty text and what will fill the list. */
  empty?: ReactNode;
  /** The page (0-based), when the caller keeps it (e.g. in the URL with usePageParam); otherwise the table does. */
  page?: number;
  onPageChange?: (page: number) => void;
  /**
   * For lists paged by the server: the number of rows in all pages. `rows` is then the current page
   * only, and `page` and `onPageChange` are required.
   */
  totalCount?: number;
  /** Page sizes to offer (server-paged lists); changing size is reported through onPageSizeChange. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** A newer page is on its way: the rows shown are the previous page's. */
  loading?: boolean;
  /**
   * Below 600 px each row becomes a block of lines, each value after its column's name, so a table
   * wider than a phone neither scrolls sideways nor leaves its last columns out of sight. Columns
   * whose header is only for screen readers (an image, a link) show their value alone.
   */
  stackOnPhone?: boolean;
}

const DEFAULT_PAGE_SIZE = 6;

/** The phone layout of stackOnPhone: the header row is left to screen readers, each cell names its column. */
const stackedOnPhone: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': visuallyHidden,
    '&, & tbody, & tr': { display: 'block' },
    '& tbody tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': {
      display: 'flex',
      // MUI lays right-aligned cells out in reverse, which would put the value before its column's name.
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 2,
      border: 0,
      px: 0,
      py: 0.5,
      textAlign: 'right',
    },
    '& td > div': { minWidth: 0 },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      color: 'text.secondary',
      fontWeight: 600,
      textAlign: 'left',
      flexShrink: 0,
    },
  },
});

/**
 * A table of rows already in the browser, one page at a time. The pager is hidden when everything fits
 * on one page (the product's rule: "pager hidden with a single page"); its controls are real buttons, so it works by
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
  totalCount,
  pageSizeOptions,
  onPageSizeChange,
  loading = false,
  stackOnPhone = false,
}: PagedTableProps<Row>) {
  const [ownPage, setOwnPage] = useState(0);
  const serverPaged = totalCount !== undefined;
  const count = totalCount ?? rows.length;
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(Math.max(0, controlledPage ?? ownPage), pageCount - 1);
  const visible = serverPaged ? rows : rows.slice(page * pageSize, (page + 1) * pageSize);
  const changePage = (next: number) => {
    if (controlledPage === undefined) setOwnPage(next);
    onPageChange?.(next);
  };

  return (
    <>
      {/* Focusable so a keyboard can scroll a table wider than a phone. */}
      <TableContainer
        tabIndex={0}
        role="group"
        aria-label={label}
        aria-busy={loading || undefined}
        sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table aria-label={label} sx={stackOnPhone ? stackedOnPhone : undefined}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) =>
                  stackOnPhone ? (
                    <TableCell
                      key={column.key}
                      align={column.align}
                      data-label={typeof column.header === 'string' ? column.header : undefined}
                    >
                      <div>{column.cell(row)}</div>
                    </TableCell>
                  ) : (
                    <TableCell key={column.key} align={column.align}>
                      {column.cell(row)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
            {count === 0 && empty !== undefined ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {pageCount > 1 || (pageSizeOptions && count > Math.min(...pageSizeOptions)) ? (
        <TablePager
          count={count}
          page={page}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={onPageSizeChange}
          onPageChange={changePage}
        />
      ) : null}
    </>
  );
}

const MAX_PAGE_SIZE = 100;

/**
 * A server-paged list's place in the URL, as the product names it: ?limit=10&page=1 (page 1-based).
 * Missing or unreadable values fall back to the defaults; the defaults are left out of the URL.
 * Changing the page size goes back to page 1, where the first rows of the new size are.
 */
export function useLimitPageParams(defaultLimit: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const readPositive = (name: string) => {
    const value = Number.parseInt(searchParams.get(name) ?? '', 10);
    return Number.isFinite(value) && value >= 1 ? value : null;
  };
  const limit = Math.min(readPositive('limit') ?? defaultLimit, MAX_PAGE_SIZE);
  const page = readPositive('page') ?? 1;
  const update = useCallback(
    (changes: { page?: number; limit?: number }) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        const set = (name: string, value: number | undefined, fallback: number) => {
          if (value === undefined) return;
          if (value === fallback) params.delete(name);
          else params.set(name, String(value));
        };
        set('limit', changes.limit, defaultLimit);
        set('page', changes.page, 1);
        return params;
      });
    },
    [defaultLimit, setSearchParams],
  );
  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const setLimit = useCallback((next: number) => update({ limit: next, page: 1 }), [update]);
  return { limit, page, setPage, setLimit };
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

import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface TablePagerProps {
  /** Rows in all pages. */
  count: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  pageSizeOptions?: readonly number[] | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange?: ((pageSize: number) => void) | undefined;
}

/**
 * The pager under a table: MUI's Pagination, with the browser's own select for the page size. MUI's
 * TablePagination brings Select, Menu and Popover even with a native select: 22 to 29 kB gzip more,
 * which took the dashboard, a client's page and account settings over the 300 kB route budget.
 */
export function TablePager({
  count,
  page,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
}: TablePagerProps) {
  const id = useId();
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 1,
        px: 2,
        py: 1,
        typography: 'body2',
      }}
    >
      {pageSizeOptions && pageSizeOptions.length > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="label" htmlFor={id} variant="body2">
            Rows per page:
          </Typography>
          <NativeSelect
            value={pageSize}
            onChange={(event) => onPageSizeChange?.(Number(event.target.value))}
            input={<InputBase id={id} sx={{ typography: 'body2' }} />}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </Box>
      ) : null}
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>{`${from}–${to} of ${count}`}</Typography>
      <Pagination
        count={pageCount}
        page={page + 1}
        onChange={(_event, next) => onPageChange(next - 1)}
        siblingCount={0}
        size="small"
      />
    </Box>
  );
}

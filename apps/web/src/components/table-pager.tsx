import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
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
 * The pager under a table, in the words and controls of MUI's TablePagination ("Rows per page:",
 * "11–20 of 24", "Go to next page"), with the browser's own select for the page size: TablePagination's
 * menu-based select brought Select, Menu and Popover (about 15 kB gzip) to every page with a table.
 */
export function TablePager({ count, page, pageSize, pageSizeOptions, onPageChange, onPageSizeChange }: TablePagerProps) {
  const id = useId();
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', columnGap: 3, rowGap: 1, px: 2, py: 1, typography: 'body2' }}>
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
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <IconButton aria-label="Go to previous page" title="Go to previous page" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton aria-label="Go to next page" title="Go to next page" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}

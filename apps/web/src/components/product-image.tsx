import Box from '@mui/material/Box';
import type { Breakpoint, Theme } from '@mui/material/styles';
import { useState } from 'react';

/** Theme spacing units, or per breakpoint from that one up. */
type Units = number | Partial<Record<Breakpoint, number>>;

export interface ProductImageProps {
  src: string | null | undefined;
  /** The square's side in theme spacing units. */
  size: Units;
}

const spaced = (theme: Theme, size: Units) =>
  typeof size === 'number'
    ? theme.spacing(size)
    : Object.fromEntries(Object.entries(size).map(([breakpoint, units]) => [breakpoint, theme.spacing(units)]));

/**
 * A product's picture on white, square whatever its shape, loaded only when scrolled near. A missing
 * or broken picture leaves the white square, so rows and cards keep one shape.
 */
export function ProductImage({ src, size }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box
      sx={{
        width: (theme) => spaced(theme, size),
        aspectRatio: '1',
        flexShrink: 0,
        borderRadius: 1,
        bgcolor: 'common.white',
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src && failed !== src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          onError={() => setFailed(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : null}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Money } from '../../components/money.tsx';
import { ProductBrand } from '../../components/product-brand.tsx';
import { ProductImage } from '../../components/product-image.tsx';

/** What a card shows of a product: a pick of the session or a product the picker offers. */
export interface CardProduct {
  name: string;
  brandName: string | null;
  size: string | null;
  /** Cents; null when the salon no longer sells it. */
  price: number | null;
  image: string | null;
}

export interface ProductCardProps {
  product: CardProduct;
  /** One short line under the price, e.g. why the product was picked. */
  note?: ReactNode;
  /** Under the picture and the text, across the card: e.g. its buttons. */
  children?: ReactNode;
}

/**
 * A product as the mirror shows it to the client: its picture on white beside its brand, name, size
 * and the salon's price. The picture keeps one width, so cards side by side line up.
 */
export function ProductCard({ product, note, children }: ProductCardProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gridTemplateRows: 'auto auto 1fr',
        columnGap: 2,
        alignItems: 'start',
        height: '100%',
        p: 2,
        textAlign: 'start',
      }}
    >
      <ProductImage src={product.image} size={{ xs: 12, md: 18 }} />
      <Box sx={{ minWidth: 0 }}>
        <ProductBrand brandName={product.brandName} />
        <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
        <Typography color="text.secondary">
          {product.size}
          {product.size && product.price !== null && ' · '}
          {product.price !== null && <Money cents={product.price} />}
        </Typography>
      </Box>
      {/* The note and the buttons run across the whole card: a line as long as the card allows, and
          buttons side by side however narrow the text beside the picture. */}
      {note && (
        <Typography noWrap sx={{ gridColumn: '1 / -1', gridRow: 2, mt: 1 }}>
          {note}
        </Typography>
      )}
      {children && <Box sx={{ gridColumn: '1 / -1', gridRow: 3, alignSelf: 'end' }}>{children}</Box>}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import {
  SwitchProductFilterFields,
  typeFilterOf,
  useSwitchProductChoices,
} from '../../components/switch-product-filters.tsx';
import { ProductCard } from './product-card.tsx';
import { mirrorProductsQuery } from './mirror-products-query.ts';
import type { MirrorProduct } from './recommendation-operations.ts';

export interface SwapDialogProps {
  credential: string;
  /** The recommendation being swapped. */
  replacing: { sku: string; productName: string; productType: string | null };
  recommendedSkus: readonly string[];
  busy: boolean;
  /** The server's refusal of the last choice, shown here since the dialog hides the step behind it. */
  problem: string | null;
  onChoose: (product: MirrorProduct) => void;
  onClose: () => void;
}

/**
 * The mirror's swap picker: the products the salon may recommend instead of one pick and not picked
 * already, as cards to tap, under the admin's Switch product filters; it opens on the replaced
 * product's type. Every product listed is one the salon may recommend, so its brands are the
 * brands clients see.
 */
export function SwapDialog({
  credential,
  replacing,
  recommendedSkus,
  busy,
  problem,
  onChoose,
  onClose,
}: SwapDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const products = useQuery(mirrorProductsQuery(credential));
  const offered = useMemo(
    () =>
      (products.data ?? [])
        .filter((product) => !recommendedSkus.includes(product.sku))
        .map((product) => ({ ...product, rrpAuCents: product.price, outOfStock: false, archived: false })),
    [products.data, recommendedSkus],
  );
  const brands = useMemo(
    () =>
      [...new Map((products.data ?? []).map((product) => [product.brandId, product.brandName])).entries()]
        .map(([id, name]) => ({ id, name }))
        .sort((one, other) => one.name.localeCompare(other.name, 'en')),
    [products.data],
  );
  const choices = useSwitchProductChoices(offered, brands, { type: typeFilterOf(replacing.productType) });
  const { listed, shown } = choices;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>Swap {replacing.productName}</DialogTitle>
      <DialogContent dividers>
        <SwitchProductFilterFields choices={choices} searchLabel="Search by name or brand" autoFocus />
        {chosen !== null && problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {products.isPending ? (
          <Typography role="status" sx={{ mt: 2 }}>
            Loading…
          </Typography>
        ) : products.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {products.error.message}
          </Alert>
        ) : (
          <>
            <Typography role="status" sx={{ my: 2 }}>
              {listed.length === 0
                ? 'No other product matches.'
                : shown.length < listed.length
                  ? `Showing ${shown.length} of ${listed.length} products: search or filter to narrow them.`
                  : `${listed.length} ${listed.length === 1 ? 'product' : 'products'}`}
            </Typography>
            <Box
              component="ul"
              aria-label="Products"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {shown.map((product) => (
                <Card component="li" key={product.sku} variant="outlined">
                  <CardActionArea
                    disabled={busy}
                    aria-label={`Choose ${product.name}`}
                    onClick={() => {
                      setChosen(product.sku);
                      onChoose(product);
                    }}
                    sx={{ height: '100%' }}
                  >
                    <ProductCard product={product}>
                      <Typography color="primary" sx={{ mt: 1, fontWeight: 600 }}>
                        {busy && chosen === product.sku ? 'Saving…' : 'Choose'}
                      </Typography>
                    </ProductCard>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}

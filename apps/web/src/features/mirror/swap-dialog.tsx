import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@piiq/domain/money';
import { autosuggest } from '@piiq/domain/recommendations';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { SearchCombobox } from '../../components/search-combobox.tsx';
import { deviceRequest } from '../../lib/device-graphql.ts';
import { MirrorRecommendableProducts, type MirrorProduct } from './recommendation-operations.ts';
import { swapChoices } from './swap-choices.ts';

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
 * The mirror's swap picker: the products the salon may recommend instead of one pick, of its type
 * first, searched by name or brand. Sized for a portrait tablet, every choice a full-height button.
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
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const products = useQuery({
    queryKey: ['mirror-recommendable-products', credential],
    queryFn: async () =>
      (await deviceRequest(credential, MirrorRecommendableProducts, {})).mirror.recommendableProducts,
    // A consultation swaps a few times in minutes; the salon's catalogue does not change that fast.
    staleTime: 5 * 60 * 1000,
  });
  const choices = useMemo(
    () => swapChoices(products.data ?? [], { productType: replacing.productType, recommendedSkus, search }),
    [products.data, replacing.productType, recommendedSkus, search],
  );
  const shown = choices.sameType.length + choices.otherTypes.length;
  // Names starting with what is typed, among the products this pick may be swapped for.
  const suggestions = useMemo(
    () =>
      autosuggest(
        (products.data ?? []).filter((product) => !recommendedSkus.includes(product.sku)),
        search,
      ).map((product) => ({ id: product.sku, name: product.name, detail: product.brandName })),
    [products.data, recommendedSkus, search],
  );

  const list = (heading: string, items: readonly MirrorProduct[]) =>
    items.length > 0 && (
      <Box component="section" aria-label={heading} sx={{ mt: 2 }}>
        <Typography variant="h6" component="h3">
          {heading}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((product) => (
            <Box
              component="li"
              key={product.sku}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              {product.image ? (
                <Box
                  component="img"
                  src={product.image}
                  alt=""
                  loading="lazy"
                  sx={{ width: 56, height: 56, objectFit: 'contain', flexShrink: 0 }}
                />
              ) : (
                <Box sx={{ width: 56, height: 56, bgcolor: 'action.hover', borderRadius: 1, flexShrink: 0 }} />
              )}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {product.brandName} · {product.productType} · {product.size} · {formatMoney(product.price)}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                size="large"
                sx={{ minHeight: 48, flexShrink: 0 }}
                disabled={busy}
                aria-label={`Choose ${product.name}`}
                onClick={() => {
                  setChosen(product.sku);
                  onChoose(product);
                }}
              >
                {busy && chosen === product.sku ? 'Saving…' : 'Choose'}
              </Button>
            </Box>
          ))}
        </Box>
      </Box>
    );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>Swap {replacing.productName}</DialogTitle>
      <DialogContent dividers>
        <SearchCombobox
          label="Search by name or brand"
          value={search}
          delayMs={0}
          autoFocus
          onSearch={setSearch}
          suggestions={suggestions}
        />
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
            <Typography role="status" sx={{ mt: 2 }}>
              {choices.matching === 0
                ? 'No other product matches.'
                : shown < choices.matching
                  ? `Showing ${shown} of ${choices.matching} products: search to narrow them.`
                  : `${choices.matching} ${choices.matching === 1 ? 'product' : 'products'}`}
            </Typography>
            {list(
              replacing.productType ? `Other ${replacing.productType.toLowerCase()} products` : 'Products',
              choices.sameType,
            )}
            {list('Other types', choices.otherTypes)}
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

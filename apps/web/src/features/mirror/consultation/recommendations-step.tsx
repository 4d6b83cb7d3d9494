import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@piiq/domain/money';
import { switchRecommendation } from '@piiq/domain/recommendations';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ProductBrand } from '../../../components/product-brand.tsx';
import type { MirrorProduct } from '../recommendation-operations.ts';
import { useConsultation, type Session } from './use-consultation.ts';

const SwapDialog = lazy(async () => ({ default: (await import('../swap-dialog.tsx')).SwapDialog }));

type Recommendation = Session['recommendations'][number];

export function RecommendationsStep() {
  const { session, credential, busy, problem, computeRecommendations, setRecommendations, next } = useConsultation();
  const skus = session.recommendations.map((item) => item.sku);
  const [swapping, setSwapping] = useState<Recommendation | null>(null);
  // A swapped or removed pick takes its buttons with it, and focus would fall to the page: it goes
  // to the pick now in that place (the replacement, or the next one), else to the first button.
  const [focusAfterChange, setFocusAfterChange] = useState<string | null>(null);
  const swapButtons = useRef(new Map<string, HTMLButtonElement>());
  const computeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A disabled button takes no focus: wait until the save that moved the picks is over.
    if (focusAfterChange === null || busy) return;
    (swapButtons.current.get(focusAfterChange) ?? computeButton.current)?.focus();
    setFocusAfterChange(null);
  }, [focusAfterChange, busy, session.recommendations]);

  const swap = async (replacing: Recommendation, replacement: MirrorProduct) => {
    const swapped = switchRecommendation(session.recommendations, replacing.sku, {
      ...replacing,
      sku: replacement.sku,
    });
    if (swapped.ok && (await setRecommendations(swapped.list.map((item) => item.sku)))) {
      setSwapping(null);
      setFocusAfterChange(replacement.sku);
    }
  };
  const remove = async (removed: string) => {
    const at = skus.indexOf(removed);
    const rest = skus.filter((sku) => sku !== removed);
    if (await setRecommendations(rest)) setFocusAfterChange(rest[Math.min(at, rest.length - 1)] ?? '');
  };
  return (
    <Stack spacing={2}>
      <Box>
        <Button
          ref={computeButton}
          variant={skus.length ? 'outlined' : 'contained'}
          size="large"
          disabled={busy}
          onClick={() => void computeRecommendations()}
        >
          {skus.length ? 'Recommend again' : 'Get recommendations'}
        </Button>
      </Box>
      {skus.length === 0 && session.recommendationGap && (
        <Alert severity="info" role="status">
          {session.recommendationGap.message}
        </Alert>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Recommended products">
        {session.recommendations.map((item) => (
          <Box
            component="li"
            key={item.sku}
            aria-label={item.productName}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            <ProductBrand brandName={item.brandName} />
            <Typography sx={{ fontWeight: 600 }}>
              {item.productName} {item.price !== null && `— ${formatMoney(item.price)}`}
            </Typography>
            <Typography variant="body2">Why: {item.reasonSummary || 'chosen by the stylist'}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                ref={(button: HTMLButtonElement | null) => {
                  if (button) swapButtons.current.set(item.sku, button);
                  else swapButtons.current.delete(item.sku);
                }}
                size="large"
                variant="outlined"
                disabled={busy}
                onClick={() => setSwapping(item)}
                aria-haspopup="dialog"
              >
                Swap {item.productName}
              </Button>
              <Button size="large" disabled={busy} onClick={() => void remove(item.sku)}>
                Remove {item.productName}
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
      {swapping && (
        <Suspense fallback={null}>
          <SwapDialog
            credential={credential}
            replacing={swapping}
            recommendedSkus={skus}
            busy={busy}
            problem={problem}
            onChoose={(product) => void swap(swapping, product)}
            onClose={() => setSwapping(null)}
          />
        </Suspense>
      )}
      <Box>
        <Button variant="contained" size="large" onClick={next}>
          Next
        </Button>
      </Box>
    </Stack>
  );
}

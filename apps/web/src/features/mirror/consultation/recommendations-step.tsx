import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { switchRecommendation } from '@piiq/domain/recommendations';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { likedProductsStorage } from '../liked-products-storage.ts';
import { ProductCard } from '../product-card.tsx';
import type { MirrorProduct } from '../recommendation-operations.ts';
import { useConsultation, type Session } from './use-consultation.ts';

const SwapDialog = lazy(async () => ({ default: (await import('../swap-dialog.tsx')).SwapDialog }));

type Recommendation = Session['recommendations'][number];

export function RecommendationsStep() {
  const { session, credential, busy, problem, computeRecommendations, setRecommendations, next } = useConsultation();
  const skus = session.recommendations.map((item) => item.sku);
  const [swapping, setSwapping] = useState<Recommendation | null>(null);
  // Only picks still on the list count as liked: asking for recommendations again may drop one.
  const [likedIds, setLikedIds] = useState(() => likedProductsStorage.read(session.id));
  const liked = new Set(
    session.recommendations.map((item) => item.productId).filter((productId) => likedIds.includes(productId)),
  );
  const keepLiked = (productIds: string[]) => {
    likedProductsStorage.save(session.id, productIds);
    setLikedIds(productIds);
  };
  const unlike = (productId: string) => keepLiked([...liked].filter((id) => id !== productId));
  const toggleLike = (productId: string) =>
    liked.has(productId) ? unlike(productId) : keepLiked([...liked, productId]);
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
      // The client liked that product, not whatever takes its place.
      unlike(replacing.productId);
      setSwapping(null);
      setFocusAfterChange(replacement.sku);
    }
  };
  const remove = async (removed: Recommendation) => {
    const at = skus.indexOf(removed.sku);
    const rest = skus.filter((sku) => sku !== removed.sku);
    if (await setRecommendations(rest)) {
      unlike(removed.productId);
      setFocusAfterChange(rest[Math.min(at, rest.length - 1)] ?? '');
    }
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
      {session.recommendationNotes.length > 0 && (
        <Alert severity="info" role="status" aria-label="What was left out">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {session.recommendationNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box
        component="ul"
        aria-label="Recommended products"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {session.recommendations.map((item) => (
          <Card component="li" key={item.sku} aria-label={item.productName} variant="outlined">
            <ProductCard
              product={{
                name: item.productName,
                brandName: item.brandName,
                size: item.productSize,
                price: item.price,
                image: item.image,
              }}
              note={`Why: ${item.reasonSummary || 'chosen by the stylist'}`}
            >
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
                {/* A toggle keeps one name whatever its state (aria-pressed says which): the photos'
                    Like on the Likes step is another thing, so this one is named for what it does. */}
                <Button
                  size="large"
                  variant={liked.has(item.productId) ? 'contained' : 'outlined'}
                  startIcon={liked.has(item.productId) ? <CheckIcon /> : <AddShoppingCartIcon />}
                  aria-pressed={liked.has(item.productId)}
                  // It waits with the others while a swap or removal saves: that save may take this pick out.
                  disabled={busy}
                  onClick={() => toggleLike(item.productId)}
                  aria-label={`Add ${item.productName} to cart`}
                >
                  Add to cart
                </Button>
                <Button
                  ref={(button: HTMLButtonElement | null) => {
                    if (button) swapButtons.current.set(item.sku, button);
                    else swapButtons.current.delete(item.sku);
                  }}
                  size="large"
                  variant="outlined"
                  startIcon={<SwapHorizIcon />}
                  disabled={busy}
                  onClick={() => setSwapping(item)}
                  aria-haspopup="dialog"
                  aria-label={`Swap ${item.productName}`}
                >
                  Swap
                </Button>
                <Button
                  size="large"
                  startIcon={<DeleteOutlineIcon />}
                  disabled={busy}
                  onClick={() => void remove(item)}
                  aria-label={`Remove ${item.productName}`}
                >
                  Remove
                </Button>
              </Stack>
            </ProductCard>
          </Card>
        ))}
      </Box>
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

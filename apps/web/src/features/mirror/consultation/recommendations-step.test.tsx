// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { RECOMMENDATION_GAP_MESSAGES } from '@piiq/domain/recommendation-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMirrorTheme, MIRROR_TOUCH_PX } from '../../../theme/theme.ts';
import { mockGraphql } from '../../../test/test-utils.tsx';
import { likedProductsStorage } from '../liked-products-storage.ts';
import { ConsultationProvider } from './consultation-provider.tsx';
import { RecommendationsStep } from './recommendations-step.tsx';
import { mirrorSession } from '../test/mirror-session.ts';
import { startEachTestOnAFreshMirror } from '../test/fresh-mirror.ts';

startEachTestOnAFreshMirror();

const SESSION = mirrorSession({}, { salonPickup: false, supportYourSalon: { treatment: 'none' } });

// As the mirror page shows it: its theme sizes the buttons.
const mirrorTheme = createMirrorTheme();

function showStep() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={mirrorTheme}>
      <QueryClientProvider client={queryClient}>
        <ConsultationProvider
          credential="device-credential"
          saved={{ sessionId: 'session-1', step: 4 }}
          onUnpaired={vi.fn()}
          onFinished={vi.fn()}
        >
          <RecommendationsStep />
        </ConsultationProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('RecommendationsStep', () => {
  it('says why the engine found nothing and where in the admin to fix it, instead of an empty list', async () => {
    const gap = { reason: 'NOTHING_SUITS', message: RECOMMENDATION_GAP_MESSAGES.NOTHING_SUITS };
    mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: SESSION } }),
      ComputeSessionRecommendations: () => ({
        data: { computeSessionRecommendations: { ...SESSION, recommendationGap: gap } },
      }),
    });
    showStep();
    const ask = await screen.findByRole('button', { name: 'Get recommendations' });
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(ask);

    const said = await screen.findByRole('status');
    expect(said.textContent).toBe(RECOMMENDATION_GAP_MESSAGES.NOTHING_SUITS);
    expect(said.textContent).toContain('Settings > Retail in the admin');
  });

  it('says what the engine left out of the routine and the answers it lacked', async () => {
    const notes = [
      'No conditioner was chosen: each is colour care, and whether the hair is coloured is not answered.',
      'Curl is not scored, so products for some curl patterns were left out.',
    ];
    mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: SESSION } }),
      ComputeSessionRecommendations: () => ({
        data: { computeSessionRecommendations: { ...SESSION, recommendationNotes: notes } },
      }),
    });
    showStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Get recommendations' }));

    const said = await screen.findByRole('status', { name: 'What was left out' });
    expect(
      within(said)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(notes);
  });

  it('says so before asking when no brand is visible to clients', async () => {
    const gap = { reason: 'NO_VISIBLE_BRAND', message: RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND };
    mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: { ...SESSION, recommendationGap: gap } } }) });
    showStep();
    expect((await screen.findByRole('status')).textContent).toBe(RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND);
  });

  it('shows each pick as a card with its picture, brand, name, size, price and why, and labelled buttons naming it', async () => {
    const pick = {
      productId: 'p1',
      sku: 'SKU-1',
      productName: 'Colour Protect Cleansing Shampoo',
      brandName: 'Velvet Bond',
      productType: 'Shampoo',
      productSize: '300ml',
      image: 'https://images.piiq.test/p1.png',
      price: 3495,
      reasonSummary: 'Suits fine, wavy hair',
    };
    const chosen = {
      ...pick,
      productId: 'p2',
      sku: 'SKU-2',
      productName: 'Bond Mask',
      productSize: null,
      image: null,
      price: null,
      reasonSummary: '',
    };
    mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: { ...SESSION, recommendations: [pick, chosen] } } }),
    });
    showStep();
    const list = await screen.findByRole('list', { name: 'Recommended products' });
    const card = within(list).getByRole('listitem', { name: pick.productName });
    expect(within(card).getByText('Velvet Bond')).toBeTruthy();
    expect(within(card).getByText(pick.productName)).toBeTruthy();
    expect(within(card).getByText('AUD 34.95').parentElement?.textContent).toBe('300ml · AUD 34.95');
    expect(within(card).getByText('Why: Suits fine, wavy hair')).toBeTruthy();
    const image = card.querySelector('img');
    expect(image?.getAttribute('src')).toBe(pick.image);
    expect(image?.getAttribute('loading')).toBe('lazy');
    // Each button shows a short label and is named for the product it acts on.
    const swap = within(card).getByRole('button', { name: `Swap ${pick.productName}` });
    expect(swap.textContent).toBe('Swap');
    expect(within(card).getByRole('button', { name: `Remove ${pick.productName}` }).textContent).toBe('Remove');

    // The stylist's own choice, no longer sold: no price, no picture, said to be the stylist's.
    const other = within(list).getByRole('listitem', { name: 'Bond Mask' });
    expect(within(other).getByText('Why: chosen by the stylist')).toBeTruthy();
    expect(other.textContent).not.toContain('AUD');
    expect(other.querySelector('img')).toBeNull();
  });

  it('removes a pick by its card’s Remove button, saving the rest in order', async () => {
    const picks = [product(1), product(2), product(3)];
    const calls = mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: { ...SESSION, recommendations: picks } } }),
      SetSessionRecommendations: () => ({
        data: { setSessionRecommendations: { ...SESSION, recommendations: [picks[0], picks[2]] } },
      }),
    });
    showStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Product 2' }));
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Product 2' })).toBeNull());
    expect(calls.find((call) => call.operationName === 'SetSessionRecommendations')?.variables).toEqual({
      sessionId: 'session-1',
      skus: ['SKU-1', 'SKU-3'],
    });
  });
});

const product = (n: number) => ({
  productId: `p${n}`,
  sku: `SKU-${n}`,
  productName: `Product ${n}`,
  brandName: 'Velvet Bond',
  productType: 'Shampoo',
  productSize: '250ml',
  image: null,
  price: 1000 * n,
  reasonSummary: 'Suits fine hair',
});

/** The session's picks are whatever skus were last saved, in that order. */
function mockPicks(first: ReturnType<typeof product>[], replacements: ReturnType<typeof product>[] = []) {
  const bySku = new Map([...first, ...replacements].map((pick) => [pick.sku, pick]));
  return mockGraphql({
    MirrorSession: () => ({ data: { mirrorSession: { ...SESSION, recommendations: first } } }),
    SetSessionRecommendations: (variables) => ({
      data: {
        setSessionRecommendations: {
          ...SESSION,
          recommendations: (variables.skus as string[]).map((sku) => bySku.get(sku)),
        },
      },
    }),
    MirrorRecommendableProducts: () => ({
      data: {
        mirror: {
          id: 'mirror-1',
          recommendableProducts: replacements.map((pick) => ({
            id: pick.productId,
            sku: pick.sku,
            name: pick.productName,
            size: pick.productSize,
            productType: pick.productType,
            brandId: 'brand-1',
            brandName: pick.brandName,
            forMen: false,
            price: pick.price,
            image: null,
          })),
        },
      },
    }),
  });
}

const addToCartButton = (name: string) => screen.getByRole('button', { name: `Add ${name} to cart` });

describe('RecommendationsStep add to cart', () => {
  it('adds a pick to the cart by a toggle on its card named for it, kept on the mirror across a reload until taken out', async () => {
    mockPicks([product(1), product(2)]);
    showStep();
    const like = await screen.findByRole('button', { name: 'Add Product 1 to cart' });
    expect(like.textContent).toBe('Add to cart');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    // The photos' Like is the Likes step's word alone: no product card says it.
    expect(screen.queryByRole('button', { name: /like/i })).toBeNull();
    // jsdom lays nothing out: the theme's least size is what a finger gets on the mirror.
    expect(getComputedStyle(like).minHeight).toBe(`${MIRROR_TOUCH_PX}px`);
    expect(getComputedStyle(like).minWidth).toBe(`${MIRROR_TOUCH_PX}px`);

    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(addToCartButton('Product 2').getAttribute('aria-pressed')).toBe('false');
    expect(likedProductsStorage.read('session-1')).toEqual(['p1']);
    // Another consultation on this mirror starts with nothing liked.
    expect(likedProductsStorage.read('session-2')).toEqual([]);

    cleanup();
    showStep();
    const again = await screen.findByRole('button', { name: 'Add Product 1 to cart' });
    expect(again.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(again);
    expect(again.getAttribute('aria-pressed')).toBe('false');
    expect(likedProductsStorage.read('session-1')).toEqual([]);
  });

  it('no longer holds a pick for the cart once it is removed or swapped for another', async () => {
    const calls = mockPicks([product(1), product(2), product(3)], [product(4)]);
    likedProductsStorage.save('session-1', ['p1', 'p2', 'p3']);
    showStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Product 2' }));
    // The pick leaves the cart to be once the removal is saved, just after the card.
    await vi.waitFor(() => expect(likedProductsStorage.read('session-1')).toEqual(['p1', 'p3']));
    expect(screen.queryByRole('listitem', { name: 'Product 2' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Swap Product 3' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Product 4' }));
    await vi.waitFor(() => expect(likedProductsStorage.read('session-1')).toEqual(['p1']));
    expect(screen.queryByRole('listitem', { name: 'Product 3' })).toBeNull();
    expect(calls.filter((call) => call.operationName === 'SetSessionRecommendations').at(-1)?.variables).toEqual({
      sessionId: 'session-1',
      skus: ['SKU-1', 'SKU-4'],
    });
    expect(addToCartButton('Product 1').getAttribute('aria-pressed')).toBe('true');
    expect(addToCartButton('Product 4').getAttribute('aria-pressed')).toBe('false');
  });
});

import { salonFinderMessages } from '@piiq/domain/salon-finder';
import { SalonFinderPage } from '../pages/salon-finder-page.ts';
import { expect, expectNoSeriousAxeViolations, test } from '../support/test.ts';

/** The demo's live salons near Bondi (seed/demo/finder.ts); its hidden and cancelled ones are in Bondi Beach too. */
const BONDI_WORD = ['Bondi Beach Hair Studio', 'Bondi Junction Hair Lab', 'North Bondi Hair Room'];
const POSTCODE_2026 = [
  'Bondi Beach Hair Studio',
  'North Bondi Hair Room',
  'Bondi Junction Hair Lab',
  'Bronte Colour Bar',
];

// The portal is designed for a phone first (docs/product-rules.md, Look and feel).
test.use({ viewport: { width: 390, height: 844 } });

test.describe('portal salon finder', () => {
  test('a signed-out client finds salons by suburb and postcode, never a hidden one, and back and reload keep the search', async ({
    page,
  }) => {
    const finder = new SalonFinderPage(page);
    await page.goto('/portal');
    await page.getByRole('link', { name: 'Find a salon', exact: true }).click();
    await expect(finder.heading).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/salons$/);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the salon finder');

    await finder.searchButton.click();
    await expect(page.getByText(salonFinderMessages.required, { exact: true })).toBeVisible();

    await finder.find('bondi');
    await expect(page).toHaveURL(/\/portal\/salons\?q=bondi$/);
    await expect(page.getByRole('heading', { name: 'Salons near bondi', exact: true })).toBeVisible();
    await expect(finder.salonNames).toHaveText(BONDI_WORD);
    await expect(finder.card('Bondi Beach Hair Studio')).toContainText('112 Campbell Parade, Bondi Beach NSW 2026');
    await expect(
      finder.card('Bondi Beach Hair Studio').getByRole('link', { name: 'Book online at Bondi Beach Hair Studio' }),
    ).toHaveAttribute('href', 'https://bookings.example.com/bondi-beach-hair-studio');
    await expect(page.getByText('Campbell Parade Private Studio')).toHaveCount(0);
    await expect(page.getByText('Hall Street Hair')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'the salon finder with results');

    await finder.find('2026');
    await expect(page).toHaveURL(/\?q=2026$/);
    await expect(finder.salonNames).toHaveText(POSTCODE_2026);

    await page.goBack();
    await expect(page).toHaveURL(/\?q=bondi$/);
    await expect(finder.search).toHaveValue('bondi');
    await expect(finder.salonNames).toHaveText(BONDI_WORD);

    await page.reload();
    await expect(finder.search).toHaveValue('bondi');
    await expect(finder.salonNames).toHaveText(BONDI_WORD);

    await finder.find('Kakadu');
    await expect(page.getByText('No salons found near Kakadu', { exact: true })).toBeVisible();
    await expect(finder.salonNames).toHaveCount(0);
  });

  test('a word of the street finds the salon on it, its address said once, and an empty search says what to type', async ({
    page,
  }) => {
    const finder = new SalonFinderPage(page);
    await finder.goto();
    await finder.find('Ponsonby');
    await expect(page).toHaveURL(/\?q=Ponsonby$/);
    await expect(finder.salonNames).toHaveText(['Ponsonby Hair Co.']);
    await expect(finder.card('Ponsonby Hair Co.')).toContainText('210 Ponsonby Road, Auckland 1011');
    await expect(finder.card('Ponsonby Hair Co.')).not.toContainText('Auckland Auckland');

    await finder.find('ponsonby road');
    // The same salon was already listed: the address says this search has landed, and with it the field
    // it sets, before the field is cleared.
    await expect(page).toHaveURL(/\?q=ponsonby(\+|%20)road$/);
    await expect(finder.salonNames).toHaveText(['Ponsonby Hair Co.']);

    await finder.find('');
    await expect(page.getByText(salonFinderMessages.required, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/salons$/);
    await expect(finder.salonNames).toHaveCount(0);
    await expect(finder.search).toBeFocused();
  });
});

import { AppointmentsPage } from '../pages/appointments-page.ts';
import { MirrorPage } from '../pages/mirror-page.ts';
import { MirrorsSection } from '../pages/mirrors-section.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, test } from '../support/test.ts';

/** The admin's recommendations table shows this many rows a page. */
const ADMIN_ROWS_PER_PAGE = 6;

test.use({ viewport: { width: 768, height: 1024 } });

test.describe('web mirror: swapping a recommended product', () => {
  test('the stylist swaps one pick through the picker and removes another; the admin record shows the final list', async ({
    ownerPage,
    browser,
    baseURL,
  }) => {
    // A journey of several screens and sessions: three times the configured test time.
    test.slow();
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const mirrors = new MirrorsSection(ownerPage);
    const code = await mirrors.newPairingCode(salonId);
    const mirrorContext = await browser.newContext({
      viewport: { width: 768, height: 1024 },
      ...(baseURL ? { baseURL } : {}),
    });
    const name = `E2E swap mirror ${Date.now()}`;
    try {
      const mirror = new MirrorPage(await mirrorContext.newPage());
      await mirror.startConsultationAsFirstStylist(code, name);
      await mirror.button('Continue without the client').click();
      await mirror.button('Next').click();

      // What the stylist knows of the client goes to the engine with the analysis: a score left
      // unset answers nothing, and the products made for some hair wait for it.
      await expect(mirror.stepHeading('Analysis')).toBeVisible();
      await mirror.setScores({ Density: 5, Curl: 1, Porosity: 7, Elasticity: 5 });
      await expect(mirror.page.getByRole('slider', { name: 'Porosity' })).toHaveAttribute('aria-valuetext', '7 / 10');
      await expect(mirror.page.getByRole('slider', { name: 'Texture' })).toHaveAttribute(
        'aria-valuetext',
        'Not scored',
      );
      await mirror.page
        .getByRole('radiogroup', { name: 'Coloured or natural hair' })
        .getByLabel('Coloured', { exact: true })
        .check();
      await mirror.button('Save analysis').click();
      await expect(mirror.stepHeading('Treatment')).toBeVisible();
      await mirror.page.getByLabel('Moisture').check();
      await mirror.button('Save treatment').click();

      await expect(mirror.stepHeading('Recommendations')).toBeVisible();
      await mirror.button('Get recommendations').click();
      await expect(mirror.recommendations.getByRole('listitem').nth(2)).toBeVisible();
      const before = await mirror.recommendedNames();
      // Cards two to a row on the tablet and on the mirror's screen, one a row on a phone.
      expect(await mirror.recommendationColumns()).toBe(2);
      await mirror.page.setViewportSize({ width: 390, height: 844 });
      expect(await mirror.recommendationColumns()).toBe(1);
      await mirror.page.setViewportSize({ width: 768, height: 1024 });
      const [swapped = '', removed = ''] = before;

      // The picker: by keyboard its search field is focused, Escape closes it and changes nothing.
      await mirror.button(`Swap ${swapped}`).click();
      await expect(mirror.swapDialog).toBeVisible();
      await expect(mirror.swapDialog.getByLabel('Search by name or brand')).toBeFocused();
      const firstChoice = mirror.swapDialog.getByRole('button', { name: /^Choose / }).first();
      await expect(firstChoice).toBeVisible();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror’s swap dialog');
      await mirror.page.keyboard.press('Escape');
      await expect(mirror.swapDialog).toBeHidden();
      expect(await mirror.recommendedNames()).toEqual(before);

      // On the larger portrait screen, a suggested name narrows the list to the product, chosen by touch.
      await mirror.page.setViewportSize({ width: 1080, height: 1920 });
      expect(await mirror.recommendationColumns()).toBe(2);
      await mirror.button(`Swap ${swapped}`).click();
      const replacement = ((await firstChoice.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
      const search = mirror.swapDialog.getByRole('combobox', { name: 'Search by name or brand' });
      await mirror.page.keyboard.type(replacement.toUpperCase());
      await mirror.swapDialog.getByRole('option').filter({ hasText: replacement }).first().click();
      await expect(mirror.swapDialog.getByRole('listbox')).toBeHidden();
      await expect(search).toHaveValue(replacement);
      const chosen = mirror.swapDialog.getByRole('button', { name: `Choose ${replacement}`, exact: true }).first();
      await expect(mirror.swapDialog.getByText(/^\d+ products?$/)).toBeVisible();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror’s swap dialog with a search');
      await chosen.click();
      await expect(mirror.swapDialog).toBeHidden();

      // In place, with the rest of the order kept, and said to be the stylist's choice.
      const afterSwap = [replacement, ...before.slice(1)];
      await expect.poll(() => mirror.recommendedNames()).toEqual(afterSwap);
      await expect(mirror.recommendations.getByRole('listitem', { name: replacement })).toContainText(
        'Why: chosen by the stylist',
      );
      // Focus stays in the list, on the pick now in that place, for the next change by keyboard.
      await expect(mirror.button(`Swap ${replacement}`)).toBeFocused();

      await mirror.button(`Remove ${removed}`).click();
      const final = afterSwap.filter((product) => product !== removed);
      await expect.poll(() => mirror.recommendedNames()).toEqual(final);
      await expect(mirror.button(`Swap ${final[1]}`)).toBeFocused();

      const appointmentId = await mirror.appointmentId();
      const appointments = new AppointmentsPage(ownerPage);
      await appointments.openRecord(salonId, appointmentId);
      const rows = appointments.recordSection('Product recommendations').getByRole('row');
      for (const [at, product] of final.slice(0, ADMIN_ROWS_PER_PAGE).entries()) {
        // Row 0 is the header.
        await expect(rows.nth(at + 1)).toContainText(product);
      }
    } finally {
      await mirrorContext.close();
      await mirrors.unpairByName(salonId, name);
    }
  });
});

import { dashboardUrl } from '../../src/features/dashboard/urls.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, test } from '../support/test.ts';
import { expectVideoPlaysWithCaptions } from '../support/videos.ts';

test.describe('PIIQ ACADEMY', () => {
  test('the grid of videos opens an item with its video, TRANSCRIPT and IMAGES, and BACK returns', async ({
    ownerPage,
  }) => {
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    await ownerPage.goto(`/${salonId}/academy`);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'PIIQ ACADEMY' })).toBeVisible();
    const cards = ownerPage.getByRole('list', { name: 'Academy videos' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    await expectNoSeriousAxeViolations(ownerPage, 'the academy grid');

    const name = (await cards.first().innerText()).trim();
    expect(name).toBe('Consultation basics');
    await cards.first().click();
    await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible();
    // The walkthrough of the consultation it talks about.
    await expectVideoPlaysWithCaptions(
      ownerPage.getByTitle(`Video: ${name}`),
      'mirror-consultation',
      'the academy item’s video',
    );
    await expect(ownerPage.getByRole('heading', { name: 'TRANSCRIPT' })).toBeVisible();
    await expect(ownerPage.getByRole('region', { name: 'TRANSCRIPT' }).locator('p').first()).not.toBeEmpty();
    await expect(ownerPage.getByRole('region', { name: 'IMAGES' }).getByRole('img').first()).toBeVisible();
    await expectNoSeriousAxeViolations(ownerPage, 'an academy item');

    await ownerPage.getByRole('link', { name: 'BACK' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'PIIQ ACADEMY' })).toBeVisible();
  });

  test('the side menu opens it', async ({ ownerPage }) => {
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const shell = new AdminShell(ownerPage);
    await shell.goto(dashboardUrl(salonId));
    await shell.menuItem('Academy').click();
    await expect(ownerPage).toHaveURL(new RegExp(`/${salonId}/academy$`));
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'PIIQ ACADEMY' })).toBeVisible();
    await expect(shell.menuItem('Academy')).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown item is Not found', async ({ ownerPage }) => {
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    await ownerPage.goto(`/${salonId}/academy/00000000-0000-4000-8000-000000000000`);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });
});

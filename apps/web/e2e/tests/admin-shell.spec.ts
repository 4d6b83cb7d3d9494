import { dashboardUrl } from '../../src/features/dashboard/urls.ts';
import { posterUrl, supportUrl } from '../../src/features/resources/urls.ts';
import { AdminShell, MENU_ITEMS } from '../pages/admin-shell.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { DEMO_PASSWORD, demoOwner, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, salonIdByName, signInByApi, test } from '../support/test.ts';

test.describe('admin layout', () => {
  test('at 1280 px the side menu shows every item, with the top bar and the footer', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const shell = new AdminShell(page);
    await shell.goto(dashboardUrl(bondi));

    await expect(shell.topBar).toContainText(demoOwner.salons[0]);
    await expect(shell.logOut).toBeVisible();
    await expect(shell.version).toBeVisible();
    for (const item of MENU_ITEMS) await expect(shell.menuItem(item), `menu item ${item}`).toBeVisible();
    await expect(shell.openMenu).toBeHidden();
  });

  test('at 900 px the side menu hides behind "Open menu"', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await page.setViewportSize({ width: 900, height: 800 });
    const shell = new AdminShell(page);
    await shell.goto(dashboardUrl(bondi));

    await expect(shell.openMenu).toBeVisible();
    for (const item of MENU_ITEMS) await expect(shell.menuItem(item), `menu item ${item} while closed`).toBeHidden();

    await shell.openMenu.click();
    for (const item of MENU_ITEMS) await expect(shell.menuItem(item), `menu item ${item} once open`).toBeVisible();
    await shell.menuItem('Weekly').click();
    await expect(page).toHaveURL(new RegExp(`/${bondi}/weekly$`));
  });

  test('the Salons link shows for a user with more than one salon', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const shell = new AdminShell(page);
    await shell.goto(dashboardUrl(bondi));
    await expect(shell.salonsLink).toBeVisible();
    await shell.salonsLink.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Salons link is absent for a user with one salon', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.solo.email, DEMO_PASSWORD);
    const shell = new AdminShell(page);
    await shell.goto(dashboardUrl(fixtureSalons.solo.id));
    await expect(shell.topBar).toContainText(fixtureSalons.solo.name);
    await expect(shell.menuItem('Dashboard')).toBeVisible();
    await expect(shell.salonsLink).toHaveCount(0);
  });

  test('Log out goes to / and signs out', async ({ page }) => {
    // The solo user's own session: signing it out touches no other test's session.
    await signInByApi(page.request, fixtureUsers.solo.email, DEMO_PASSWORD);
    const shell = new AdminShell(page);
    await shell.goto(dashboardUrl(fixtureSalons.solo.id));
    await shell.logOut.click();

    const signIn = new SignInPage(page);
    await expect(signIn.signInButton).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(dashboardUrl(fixtureSalons.solo.id));
    await expect(signIn.signInButton).toBeVisible();
  });

  test('the poster page shows "Coming Soon..."', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const shell = new AdminShell(page);
    await shell.goto(posterUrl(bondi));
    await expect(page.getByText('Coming Soon...', { exact: true })).toBeVisible();
  });

  test('the Support page embeds the help centre', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const shell = new AdminShell(page);
    await shell.goto(supportUrl(bondi));
    await expect(page.getByRole('heading', { name: 'Support', exact: true })).toBeVisible();
    // The frame is named for people using a screen reader; the server's default help centre loads in it.
    const frame = page.getByTitle(/support|help/i).contentFrame();
    await expect(frame.getByRole('heading', { name: 'piiq help centre' })).toBeVisible();
  });
});

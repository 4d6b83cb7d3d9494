import { salonListUrl } from '../../src/features/salons/urls.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { SalonListPage } from '../pages/salon-list-page.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { DEMO_PASSWORD, demoOwner, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, salonIdByName, test } from '../support/test.ts';

test.describe('salon list', () => {
  test('with several salons it lists their names and time zones', async ({ ownerPage: page }) => {
    await page.goto(salonListUrl);
    const list = new SalonListPage(page);
    await expect(list.nameHeader).toBeVisible();
    await expect(list.timeZoneHeader).toBeVisible();
    await expect(list.row(demoOwner.salons[0])).toContainText('Australia/Sydney');
    await expect(list.row(demoOwner.salons[1])).toContainText('Pacific/Auckland');
  });

  test("sits in the admin layout: the top bar, the Salons link and the footer's version", async ({
    ownerPage: page,
  }) => {
    await page.goto(salonListUrl);
    const shell = new AdminShell(page);
    await expect(new SalonListPage(page).nameHeader).toBeVisible();
    await expect(shell.logOut).toBeVisible();
    await expect(shell.changePassword).toBeVisible();
    await expect(shell.salonsLink).toHaveAttribute('aria-current', 'page');
    await expect(shell.version).toBeVisible();
    await shell.terms.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('choosing a salon opens it', async ({ ownerPage: page }) => {
    const ponsonby = await salonIdByName(page.request, demoOwner.salons[1]);
    await page.goto(salonListUrl);
    // Clicking the name, whether the name is a link or the whole row is.
    await new SalonListPage(page).row(demoOwner.salons[1]).getByText(demoOwner.salons[1], { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${ponsonby}(/|$)`));
  });

  test('a user with exactly one salon is taken straight to it', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(fixtureUsers.solo.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${fixtureSalons.solo.id}/dashboard$`));
  });

  test("salons where the user is only a client carry the '[CLIENT] ' prefix", async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(fixtureUsers.mixed.email, DEMO_PASSWORD);

    const list = new SalonListPage(page);
    await expect(list.row(fixtureSalons.mixed.name)).toBeVisible();
    await expect(list.row(`[CLIENT] ${demoOwner.salons[0]}`)).toBeVisible();
    // The prefix marks only the client salon.
    await expect(list.row(`[CLIENT] ${fixtureSalons.mixed.name}`)).toHaveCount(0);
  });

  test('a user who administers no salon is sent to /signup', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(fixtureUsers.clientOnly.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/signup$/);
  });
});

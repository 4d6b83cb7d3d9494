import { dashboardUrl } from '../../src/features/dashboard/urls.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { ChangePasswordDialog } from '../pages/change-password-dialog.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers, NEW_PASSWORD } from '../support/fixture-data.ts';
import { expect, signInByApi, test } from '../support/test.ts';

test.describe('change password', () => {
  test('checks the fields in the product’s order, then changes the password', async ({ page, playwright, baseURL }) => {
    const user = fixtureUsers.changePassword;
    await signInByApi(page.request, user.email, DEMO_PASSWORD);
    await new AdminShell(page).goto(dashboardUrl(fixtureSalons.password.id));

    const dialog = new ChangePasswordDialog(page);
    await dialog.open();

    // The first failing check is the one reported (docs/product-rules.md).
    await dialog.submit.click();
    await expect(dialog.message('All the fields are empty !!!')).toBeVisible();

    await dialog.newPassword.fill(NEW_PASSWORD);
    await dialog.submit.click();
    await expect(dialog.message('Please enter your current password.')).toBeVisible();

    await dialog.currentPassword.fill(DEMO_PASSWORD);
    await dialog.newPassword.fill('');
    await dialog.submit.click();
    await expect(dialog.message('Please enter a new password.')).toBeVisible();

    await dialog.newPassword.fill(NEW_PASSWORD);
    await dialog.submit.click();
    await expect(dialog.message('Please enter a verify password.')).toBeVisible();

    await dialog.verifyPassword.fill(`${NEW_PASSWORD}x`);
    await dialog.submit.click();
    await expect(dialog.message("New Password and Verify Password don't match.")).toBeVisible();

    await dialog.verifyPassword.fill(NEW_PASSWORD);
    await dialog.submit.click();
    await expect(dialog.message('Your password has been changed. Thank you')).toBeVisible();

    // The server agrees: the new password signs in, the old one no longer does.
    const fresh = await playwright.request.newContext(baseURL ? { baseURL } : {});
    const answer = await signInByApi(fresh, user.email, NEW_PASSWORD);
    expect(answer.user).not.toBeNull();
    await expect(signInByApi(fresh, user.email, DEMO_PASSWORD)).rejects.toThrow(/wrong/);
    await fresh.dispose();
  });
});

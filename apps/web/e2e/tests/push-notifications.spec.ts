import { pushMessages } from '@piiq/domain/push';
import { SettingsPage } from '../pages/settings-page.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, graphqlCall, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

/**
 * Web Push for this device, from Settings > Account and billing. Whether the browser reaches a push
 * service decides the outcome: Chromium asks Google's (FCM), which this machine's tests cannot reach,
 * so here subscribing fails and the person must be told so; with a push service the button flips.
 */
test.describe('notifications on this device', () => {
  test('turns notifications on where the browser can, and says so plainly where it cannot', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await signInByApi(page.request, fixtureUsers.settingsAccount.email, DEMO_PASSWORD);
    const settings = new SettingsPage(page);
    await settings.goto(fixtureSalons.settingsAccount.id, 'account');

    const section = page.getByRole('region', { name: pushMessages.title });
    await expect(section.getByText(pushMessages.explanation)).toBeVisible();
    await expect(section.getByText(pushMessages.off)).toBeVisible();
    // The service worker is served from the site root, uncached, so it covers every page and updates.
    const worker = await page.request.get('/push-worker.js');
    expect(worker.ok()).toBe(true);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await section.getByRole('button', { name: pushMessages.turnOn }).click();
    const turnOff = section.getByRole('button', { name: pushMessages.turnOff });
    const failed = section.getByText(pushMessages.failed);
    await expect(turnOff.or(failed)).toBeVisible(ROUND_TRIP);

    if (await failed.isVisible()) {
      test.info().annotations.push({
        type: 'push service',
        description: 'Chromium could not subscribe (no push service reachable); the failure message was shown',
      });
      await expect(section.getByRole('button', { name: pushMessages.turnOn })).toBeEnabled();
      const settingsAnswer = await graphqlCall<{ pushNotifications: { subscribed: boolean } }>(
        page.request,
        'query { pushNotifications { subscribed } }',
      );
      expect(settingsAnswer.pushNotifications.subscribed).toBe(false);
      return;
    }

    await page.reload();
    await expect(section.getByText(pushMessages.on)).toBeVisible();
    await section.getByRole('button', { name: pushMessages.turnOff }).click();
    await expect(section.getByRole('button', { name: pushMessages.turnOn })).toBeVisible();
    await page.reload();
    await expect(section.getByText(pushMessages.off)).toBeVisible();
  });

  test('says so when the browser blocks notifications', async ({ page, context }) => {
    await context.clearPermissions();
    await page.addInitScript(() => {
      // What a person who answered "Block" earlier sees; Playwright can grant a permission but not deny one.
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await signInByApi(page.request, fixtureUsers.settingsAccount.email, DEMO_PASSWORD);
    await new SettingsPage(page).goto(fixtureSalons.settingsAccount.id, 'account');
    const section = page.getByRole('region', { name: pushMessages.title });
    await expect(section.getByText(pushMessages.blocked)).toBeVisible();
    await expect(section.getByRole('button', { name: pushMessages.turnOn })).toHaveCount(0);
  });
});

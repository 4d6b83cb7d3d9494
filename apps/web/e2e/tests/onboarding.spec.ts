import { rebookDelayMessages } from '@piiq/domain/onboarding';
import { DEFAULT_REBOOK_MESSAGE } from '@piiq/domain/rebook';
import type { APIRequestContext, Page } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { OnboardingPage, REGISTRATION_MENU_ITEMS } from '../pages/onboarding-page.ts';
import {
  COMING_SOON_BRAND,
  DEMO_PASSWORD,
  fixtureSalons,
  fixtureUsers,
  type FixtureSalonKey,
} from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, graphqlCall, signInByApi, test } from '../support/test.ts';
import { expectVideoPlaysWithCaptions } from '../support/videos.ts';

interface SavedSalon {
  onboardingComplete: boolean;
  onboardingState: string | null;
  defaultSocialMediaMessage: string | null;
  rebookNotificationMessage: string | null;
  rebookNotificationDelay: number;
  preferredRecommendationBrand: string | null;
  brandsVisibleToClients: string[];
  staff: { items: Array<{ name: string }> };
  catalog: { allBrands: Array<{ id: string; name: string }> };
}

/** What the server kept, read through the page's own session. */
async function savedSalon(request: APIRequestContext, salonId: string): Promise<SavedSalon> {
  const { salon } = await graphqlCall<{ salon: SavedSalon }>(
    request,
    `query ($id: ID!) {
      salon(id: $id) {
        onboardingComplete onboardingState defaultSocialMediaMessage rebookNotificationMessage rebookNotificationDelay
        preferredRecommendationBrand brandsVisibleToClients
        staff(limit: 100) { items { name } }
        catalog { allBrands { id name } }
      }
    }`,
    { id: salonId },
  );
  return salon;
}

const completedSections = (salon: SavedSalon) =>
  (JSON.parse(salon.onboardingState ?? '{}') as { completedSections?: number }).completedSections;

/** Signs in the fixture owner of `key` and opens the wizard of their salon. */
async function openWizard(page: Page, key: FixtureSalonKey & keyof typeof fixtureUsers) {
  await signInByApi(page.request, fixtureUsers[key].email, DEMO_PASSWORD);
  const wizard = new OnboardingPage(page);
  await wizard.goto(fixtureSalons[key].id);
  return wizard;
}

test.describe('setup wizard', () => {
  test('walks every step: refuses empty and duplicate entries, shows a delay of 0 as "On the day", takes one in weeks, and finishes on the dashboard', async ({
    page,
  }) => {
    // Five steps with their saves and two wrong entries each: about 35 s on a quiet machine.
    test.slow();
    const salonId = fixtureSalons.onboardingFlow.id;
    await signInByApi(page.request, fixtureUsers.onboardingFlow.email, DEMO_PASSWORD);
    const wizard = new OnboardingPage(page);

    // While onboarding is incomplete, the admin area sends the owner to the wizard.
    await page.goto(`/${salonId}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/${salonId}/onboarding`));
    await expect(wizard.heading('staff')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(fixtureSalons.onboardingFlow.name);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

    // Staff: the owner is offered, ticked; without them an empty team cannot go on.
    await expect(wizard.addMeToTheTeam).toBeChecked();
    await expect(wizard.next).toBeEnabled();
    await wizard.addMeToTheTeam.uncheck();
    await expect(wizard.next).toBeDisabled();
    await wizard.add.click();
    await expect(page.getByText('Please enter the name', { exact: true })).toBeVisible();
    await wizard.addTeamMember('Jo Smith');
    await expect(wizard.listEntry('Team members', 'Jo Smith')).toBeVisible();
    await wizard.addTeamMember('jo smith');
    await expect(page.getByText('Team member already added', { exact: true })).toBeVisible();
    await wizard.teamMemberName.fill('Mia Thompson');
    await expect(wizard.next, 'typed text not yet added').toBeDisabled();
    await wizard.add.click();
    await wizard.addTeamMember('Temp Person');
    await wizard.removeButton('Temp Person').click();
    await expect(wizard.listEntry('Team members', 'Temp Person')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'the setup wizard, staff step');
    await wizard.next.click();

    // Hashtags
    await expect(wizard.heading('social')).toBeVisible();
    await expect(wizard.next).toBeDisabled();
    await wizard.add.click();
    await expect(page.getByText('Please enter a hashtag', { exact: true })).toBeVisible();
    await wizard.addHashtag('#bondi');
    await wizard.addHashtag('BONDI');
    await expect(page.getByText('Hashtag already added', { exact: true })).toBeVisible();
    await wizard.addHashtag('salon life');
    await expect(wizard.listEntry('Hashtags', '#salonlife')).toBeVisible();
    await wizard.next.click();

    // Rebooking: a salon without a message starts from the example; its saved delay of 0 is shown as it is
    await expect(wizard.heading('rebooking')).toBeVisible();
    await expect(wizard.rebookMessage).toHaveValue(DEFAULT_REBOOK_MESSAGE);
    await expect(wizard.delay).toHaveValue('0');
    await expect(wizard.delay).toHaveAccessibleDescription('On the day');
    await wizard.delay.fill('1.5');
    await expect(wizard.delay).toHaveAccessibleDescription(rebookDelayMessages.days);
    await expect(wizard.next).toBeDisabled();
    await wizard.delay.fill('6');
    await wizard.delayUnit.selectOption('weeks');
    await expect(wizard.delay).toHaveAccessibleDescription('6 weeks (42 days)');
    await wizard.rebookMessage.fill('Time for your next visit! Book online any time.');
    await wizard.next.click();

    // Retail: the demo brands, with Coming Soon shown and locked
    await expect(wizard.heading('retail')).toBeVisible();
    await expect(wizard.brandTile(COMING_SOON_BRAND)).toBeDisabled();
    await expect(wizard.brandTile(COMING_SOON_BRAND)).toContainText('Coming Soon');
    await expectNoSeriousAxeViolations(page, 'the setup wizard, retail step');
    await wizard.next.click();

    // Complete
    await expect(wizard.heading('complete')).toBeVisible();
    await expect(wizard.goToDashboard).toBeVisible();
    await expect(page.getByRole('link', { name: 'products and prices' })).toHaveAttribute(
      'href',
      `/${salonId}/products`,
    );
    // The demo's wizard ends on the welcome video the server ships, with its captions.
    await expectVideoPlaysWithCaptions(page.getByTitle('Welcome to piiq video'), 'welcome', 'the welcome video');
    await expectNoSeriousAxeViolations(page, 'the setup wizard, complete page');
    await wizard.goToDashboard.click();
    await expect(page).toHaveURL(new RegExp(`/${salonId}/dashboard$`));
    await expect(new AdminShell(page).menuItem('Dashboard')).toBeVisible();

    const saved = await savedSalon(page.request, salonId);
    expect(saved.staff.items.map((member) => member.name).sort()).toEqual(['Jo Smith', 'Mia Thompson']);
    expect(saved.defaultSocialMediaMessage).toBe('#bondi #salonlife');
    expect(saved.rebookNotificationDelay).toBe(42);
    expect(saved.rebookNotificationMessage).toBe('Time for your next visit! Book online any time.');
    expect(saved.onboardingComplete).toBe(true);
    expect(completedSections(saved)).toBe(5);

    // Finished: the admin area no longer sends the owner back.
    await page.goto(`/${salonId}/dashboard`);
    await expect(new AdminShell(page).menuItem('Dashboard')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${salonId}/dashboard$`));
  });

  test('Skip moves through every step without saving it, and still finishes', async ({ page }) => {
    const wizard = await openWizard(page, 'onboardingSkip');
    for (const step of ['staff', 'social', 'rebooking', 'retail'] as const) {
      await expect(wizard.heading(step)).toBeVisible();
      await wizard.skip.click();
    }
    await expect(wizard.heading('complete')).toBeVisible();
    for (const item of REGISTRATION_MENU_ITEMS.slice(0, 4))
      await expect(wizard.menuItem(item), item).toHaveAccessibleDescription('Skipped');
    await wizard.goToDashboard.click();
    await expect(page).toHaveURL(new RegExp(`/${fixtureSalons.onboardingSkip.id}/dashboard$`));

    const saved = await savedSalon(page.request, fixtureSalons.onboardingSkip.id);
    expect(saved.staff.items).toEqual([]);
    expect(saved.defaultSocialMediaMessage ?? '').toBe('');
    expect(saved.onboardingComplete).toBe(true);
  });

  test('a reload resumes at the first step not completed, and revisiting a step never loses progress', async ({
    page,
  }) => {
    const salonId = fixtureSalons.onboardingResume.id;
    const wizard = await openWizard(page, 'onboardingResume');
    await wizard.addTeamMember('Rosa Resume');
    await wizard.next.click();
    await expect(wizard.heading('social')).toBeVisible();
    await wizard.skip.click();
    await expect(wizard.heading('rebooking')).toBeVisible();

    await page.reload();
    await expect(wizard.heading('rebooking')).toBeVisible();
    // The menu tells the step completed from the step skipped, by its mark and in words.
    await expect(wizard.menuItem('01 staff')).toHaveAccessibleDescription('Completed');
    await expect(wizard.menuItem('02 hashtags')).toHaveAccessibleDescription('Skipped');
    const tick = wizard.menuItemMark('01 staff', 'completed');
    const skipMark = wizard.menuItemMark('02 hashtags', 'skipped');
    await expect(tick).toBeVisible();
    await expect(skipMark).toBeVisible();
    // Told apart by shape, not by colour alone.
    expect(await skipMark.innerHTML()).not.toBe(await tick.innerHTML());
    await wizard.goto(salonId);
    await expect(wizard.heading('rebooking')).toBeVisible();
    await expect(wizard.menuItem('03 rebooking')).toHaveAttribute('aria-current', 'step');
    await expect(wizard.menuItem('04 retail')).toBeDisabled();

    // Back at staff, the member saved earlier is listed as saved; finishing staff again keeps the progress.
    await wizard.menuItem('01 staff').click();
    await expect(wizard.heading('staff')).toBeVisible();
    await expect(wizard.listEntry('Team members', 'Rosa Resume')).toContainText('Saved');
    await expect(wizard.removeButton('Rosa Resume')).toHaveCount(0);
    await wizard.next.click();
    await expect(wizard.heading('social')).toBeVisible();
    await wizard.goto(salonId);
    await expect(wizard.heading('rebooking')).toBeVisible();
  });

  test('retail: the preferred brand must be visible, Coming Soon cannot be toggled, and the choice is saved', async ({
    page,
  }) => {
    const salonId = fixtureSalons.onboardingRetail.id;
    const wizard = await openWizard(page, 'onboardingRetail');
    // The salon's existing team member counts: Next is open without adding anyone.
    await expect(wizard.listEntry('Team members', 'Rita Retail')).toContainText('Saved');
    await expect(wizard.next).toBeEnabled();
    for (const step of ['staff', 'social', 'rebooking'] as const) {
      await expect(wizard.heading(step)).toBeVisible();
      await wizard.skip.click();
    }
    await expect(wizard.heading('retail')).toBeVisible();

    const warning = page.getByText("Make sure you've made your preferred brand available to clients above.", {
      exact: true,
    });
    const preferred = wizard.brandTile('Lumière Professionnel');
    await expect(preferred).toHaveAttribute('aria-pressed', 'true');
    await expect(warning).toBeHidden();
    await preferred.click();
    await expect(preferred).toHaveAttribute('aria-pressed', 'false');
    await expect(warning).toBeVisible();
    await expect(wizard.next).toBeDisabled();

    const comingSoon = wizard.brandTile(COMING_SOON_BRAND);
    await expect(comingSoon).toBeDisabled();
    await expect(comingSoon).toContainText('Coming Soon');

    await wizard.brandTile('Kōwhai Haircare').click();
    await wizard.preferredBrand.selectOption({ label: 'Kōwhai Haircare' });
    await expect(warning).toBeHidden();
    await wizard.next.click();
    await expect(wizard.heading('complete')).toBeVisible();

    const saved = await savedSalon(page.request, salonId);
    const idOf = (name: string) => saved.catalog.allBrands.find((brand) => brand.name === name)?.id;
    expect(saved.preferredRecommendationBrand).toBe(idOf('Kōwhai Haircare'));
    expect(saved.brandsVisibleToClients).toContain(idOf('Kōwhai Haircare'));
    expect(saved.brandsVisibleToClients).not.toContain(idOf('Lumière Professionnel'));
    expect(saved.brandsVisibleToClients).not.toContain(idOf(COMING_SOON_BRAND));
  });

  test('the registration menu opens each section once the sections before it are completed', async ({ page }) => {
    const salonId = fixtureSalons.onboardingMenu.id;
    const wizard = await openWizard(page, 'onboardingMenu');
    await expect(wizard.menu.getByRole('button')).toHaveCount(REGISTRATION_MENU_ITEMS.length);
    for (const [index, item] of REGISTRATION_MENU_ITEMS.entries())
      await expect(wizard.menu.getByRole('button').nth(index)).toHaveAccessibleName(item);
    await expect(wizard.menuItem('01 staff')).toBeEnabled();
    await expect(wizard.menuItem('01 staff')).toHaveAttribute('aria-current', 'step');
    for (const item of REGISTRATION_MENU_ITEMS.slice(1)) await expect(wizard.menuItem(item), item).toBeDisabled();

    // A locked step asked for in the address opens the furthest step unlocked instead.
    await wizard.goto(salonId, '?step=retail');
    await expect(wizard.heading('staff')).toBeVisible();

    await wizard.skip.click();
    await expect(wizard.heading('social')).toBeVisible();
    await expect(wizard.menuItem('02 hashtags')).toHaveAttribute('aria-current', 'step');
    await expect(wizard.menuItem('03 rebooking')).toBeDisabled();

    await wizard.menuItem('01 staff').click();
    await expect(wizard.heading('staff')).toBeVisible();
    await expect(page).toHaveURL(/\?step=staff$/);
    await expect(wizard.menuItem('01 staff')).toHaveAttribute('aria-current', 'step');
    await expect(wizard.menuItem('02 hashtags')).toBeEnabled();
  });

  test('on a phone the menu sits above the step, on a wide screen beside it', async ({ page }) => {
    // Only looks: the menu salon's progress is whatever the menu test left, and any step will do.
    await signInByApi(page.request, fixtureUsers.onboardingMenu.email, DEMO_PASSWORD);
    const wizard = new OnboardingPage(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await wizard.goto(fixtureSalons.onboardingMenu.id);
    const menuBox = await wizard.menu.boundingBox();
    const headingBox = await wizard.stepHeading.boundingBox();
    expect(menuBox && headingBox && menuBox.y + menuBox.height <= headingBox.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page, 'the setup wizard at 390 px');

    await page.setViewportSize({ width: 1280, height: 800 });
    const wideMenu = await wizard.menu.boundingBox();
    const wideHeading = await wizard.stepHeading.boundingBox();
    expect(wideMenu && wideHeading && wideMenu.x + wideMenu.width <= wideHeading.x).toBe(true);
  });
});

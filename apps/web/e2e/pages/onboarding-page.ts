import type { Locator, Page } from '@playwright/test';
import { onboardingUrl } from '../../src/features/onboarding/urls.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The registration menu's items, in order. */
export const REGISTRATION_MENU_ITEMS = ['01 staff', '02 hashtags', '03 rebooking', '04 retail', '05 complete'] as const;
export type RegistrationMenuItem = (typeof REGISTRATION_MENU_ITEMS)[number];

/** Each step's heading, as the wizard shows it. */
export const STEP_HEADINGS = {
  staff: 'Your team',
  social: 'Hashtags',
  rebooking: 'Rebooking',
  retail: 'Retail',
  complete: "You're all set",
} as const;

/**
 * The setup wizard at /{salonId}/onboarding: the registration menu, one step at a time with Skip
 * and Next, and the complete page with its way to the dashboard.
 */
export class OnboardingPage {
  readonly menu: Locator;
  readonly stepHeading: Locator;
  readonly skip: Locator;
  readonly next: Locator;
  readonly saving: Locator;
  readonly add: Locator;
  readonly teamMemberName: Locator;
  readonly hashtag: Locator;
  readonly rebookMessage: Locator;
  /** The number typed, in the unit picked beside it; under it, 'On the day', 'N days' or what is wrong. */
  readonly delay: Locator;
  readonly delayUnit: Locator;
  readonly preferredBrand: Locator;
  readonly goToDashboard: Locator;
  /** The complete page's Pair your mirror section: how pairing goes, the web mirror's address, the way to a code. */
  readonly pairYourMirror: Locator;
  readonly webMirrorLink: Locator;
  readonly getPairingCode: Locator;
  /** The staff step's offer to add the signed-in owner to the team. */
  readonly addMeToTheTeam: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Registration menu' });
    this.stepHeading = page.getByRole('heading', { level: 2 });
    this.skip = page.getByRole('button', { name: 'Skip', exact: true });
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.saving = page.getByRole('button', { name: 'Saving...', exact: true });
    this.add = page.getByRole('button', { name: 'Add', exact: true });
    this.teamMemberName = page.getByLabel('Team member name', { exact: true });
    this.addMeToTheTeam = page.getByRole('checkbox', { name: /^Add me to the team as / });
    this.hashtag = page.getByLabel('Hashtag', { exact: true });
    this.rebookMessage = page.getByLabel('Rebook message', { exact: true });
    this.delay = page.getByLabel('Rebook delay', { exact: true });
    this.delayUnit = page.getByLabel('Days or weeks', { exact: true });
    this.preferredBrand = page.getByLabel('Preferred recommendation brand', { exact: true });
    this.goToDashboard = page.getByRole('link', { name: 'Go to dashboard', exact: true });
    this.pairYourMirror = page.getByRole('region', { name: 'Pair your mirror', exact: true });
    this.webMirrorLink = this.pairYourMirror.getByRole('link', { name: /\/mirror$/ });
    this.getPairingCode = this.pairYourMirror.getByRole('link', { name: 'Get a pairing code', exact: true });
  }

  async goto(salonId: string, query = ''): Promise<void> {
    await this.page.goto(`${onboardingUrl(salonId)}${query}`);
    await this.stepHeading.waitFor();
  }

  menuItem(name: RegistrationMenuItem): Locator {
    return this.menu.getByRole('button', { name, exact: true });
  }

  /** The icon beside a menu item: a tick for a step completed, a skip mark for one skipped. */
  menuItemMark(name: RegistrationMenuItem, status: 'completed' | 'skipped'): Locator {
    return this.menuItem(name).locator(`[data-mark="${status}"] svg`);
  }

  heading(step: keyof typeof STEP_HEADINGS): Locator {
    return this.page.getByRole('heading', { level: 2, name: STEP_HEADINGS[step], exact: true });
  }

  /** An entry of the staff or hashtag list, by its text. */
  listEntry(list: 'Team members' | 'Hashtags', text: string): Locator {
    return this.page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });
  }

  removeButton(text: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${text}`, exact: true });
  }

  /** A brand tile of the retail step (a toggle button named by the brand). */
  brandTile(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'Brands visible to clients' })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });
  }

  async addTeamMember(name: string): Promise<void> {
    await this.teamMemberName.fill(name);
    await this.add.click();
  }

  async addHashtag(tag: string): Promise<void> {
    await this.hashtag.fill(tag);
    await this.add.click();
  }
}

import type { Locator, Page } from '@playwright/test';

/** The side menu's items, in the product's order. */
export const MENU_ITEMS = [
  'Weekly',
  'Dashboard',
  'Appointments',
  'Clients',
  'Messaging',
  'Orders',
  'IBB',
  'Academy',
  'Settings',
  'Resources',
] as const;

/**
 * The admin layout around every salon page: a top bar with the salon's name and "Log out", a side
 * menu (behind "Open menu" at 940 px or less), a footer with the version.
 */
export class AdminShell {
  readonly topBar: Locator;
  readonly logOut: Locator;
  readonly openMenu: Locator;
  readonly salonsLink: Locator;
  readonly version: Locator;
  readonly changePassword: Locator;
  readonly terms: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
    this.logOut = page
      .getByRole('button', { name: 'Log out', exact: true })
      .or(page.getByRole('link', { name: 'Log out', exact: true }));
    this.openMenu = page.getByRole('button', { name: 'Open menu', exact: true });
    this.salonsLink = page.getByRole('link', { name: 'Salons', exact: true });
    this.version = page.getByText('Version 2.0.2a', { exact: true });
    this.changePassword = this.topBar
      .getByRole('button', { name: 'Change password', exact: true })
      .filter({ visible: true });
    this.terms = page.getByRole('button', { name: 'Terms and Conditions', exact: true });
  }

  /** The salon's name as the top bar shows it. */
  salonName(name: string): Locator {
    return this.topBar.getByText(name, { exact: true });
  }

  /** A side menu item by its visible name. */
  menuItem(name: (typeof MENU_ITEMS)[number]): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  /** Opens a salon page by its typed address (the features' urls.ts). */
  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await this.logOut.waitFor();
  }
}

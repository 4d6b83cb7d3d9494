import { SCHEDULE_REMINDER_ON_REQUEST_LABEL } from '@piiq/domain/rebook';
import { WEEKLY_EMAIL_SWITCH_LABEL } from '@piiq/domain/weekly-email';
import type { Locator, Page } from '@playwright/test';
import { settingsUrl, type SettingsTab } from '../../src/features/settings/urls.ts';

export type SettingsTabName = SettingsTab;

/**
 * /{salonId}/settings/salon, /retail, /client-records and /account: the tabs, found
 * by their labels and the product's words. Labels are matched from their start, as required fields
 * carry an asterisk after the name.
 */
export class SettingsPage {
  readonly save: Locator;
  readonly saving: Locator;
  readonly saved: Locator;

  // Salon tab
  readonly salonName: Locator;
  readonly rebookMessage: Locator;
  /** The number typed, in the unit picked beside it (the onboarding's field). */
  readonly rebookDelay: Locator;
  readonly rebookDelayUnit: Locator;
  readonly scheduleReminderOnRequest: Locator;
  readonly socialMessage: Locator;
  readonly bookingUrl: Locator;
  readonly teamTable: Locator;
  readonly newStaffName: Locator;
  readonly addStaff: Locator;
  readonly nextPage: Locator;
  readonly rowsPerPage: Locator;
  readonly renameDialog: Locator;

  // Retail tab
  readonly preferredBrand: Locator;
  readonly preferredBrandWarning: Locator;
  readonly hideFromFinder: Locator;
  readonly bankAccountName: Locator;
  readonly bsb: Locator;
  readonly accountNumber: Locator;
  readonly photoInput: Locator;
  readonly photo: Locator;
  readonly newSpeciality: Locator;
  readonly addSpeciality: Locator;
  readonly newStyle: Locator;
  readonly addStyle: Locator;
  readonly productsLink: Locator;

  // Client records tab
  readonly consentFormText: Locator;
  readonly saveConsentForm: Locator;
  /** "Version N · saved by ... on ..." or "Version 1 · piiq’s default form", under the form. */
  readonly consentFormVersion: Locator;
  readonly patchTestWindow: Locator;

  // Account tab
  readonly accountName: Locator;
  readonly address: Locator;
  readonly city: Locator;
  readonly state: Locator;
  readonly postcode: Locator;
  readonly ownerFirstName: Locator;
  readonly ownerLastName: Locator;
  readonly country: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly timeZone: Locator;
  readonly billingFacts: Locator;
  readonly invoicesTable: Locator;
  readonly changePlan: Locator;
  readonly cancelSubscription: Locator;
  readonly weeklyEmail: Locator;

  constructor(readonly page: Page) {
    const field = (name: string) => page.getByLabel(new RegExp(`^${name}`));
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.saving = page.getByRole('button', { name: 'Saving...', exact: true });
    this.saved = page.getByText('Saved successfully.', { exact: true });

    this.salonName = field('Salon name');
    this.rebookMessage = field('Rebook message');
    this.rebookDelay = page.getByLabel('Rebook delay', { exact: true });
    this.rebookDelayUnit = page.getByLabel('Days or weeks', { exact: true });
    this.scheduleReminderOnRequest = page.getByRole('switch', { name: SCHEDULE_REMINDER_ON_REQUEST_LABEL });
    this.socialMessage = field('Default social media message');
    this.bookingUrl = field('Booking url');
    this.teamTable = page.getByRole('table', { name: 'Team' });
    this.newStaffName = field('Team member name');
    this.addStaff = page.getByRole('button', { name: 'Add', exact: true });
    this.nextPage = page.getByRole('button', { name: 'Go to next page' });
    this.rowsPerPage = page.getByRole('combobox', { name: /rows per page/i });
    this.renameDialog = page.getByRole('dialog');

    this.preferredBrand = page.getByLabel('Preferred recommendation brand');
    this.preferredBrandWarning = page.getByText(
      "Make sure you've made your preferred brand available to clients above.",
      { exact: true },
    );
    this.hideFromFinder = page.getByRole('switch', { name: 'Hide from the salon finder' });
    this.bankAccountName = field('Bank account name');
    this.bsb = field('BSB');
    this.accountNumber = field('Account number');
    this.photoInput = page.locator('input[type="file"]');
    this.photo = page.getByRole('img', { name: 'The salon finder photo' });
    this.newSpeciality = field('New speciality');
    this.addSpeciality = page.getByRole('button', { name: 'Add speciality' });
    this.newStyle = field('New style');
    this.addStyle = page.getByRole('button', { name: 'Add style' });
    this.productsLink = page.getByRole('link', { name: 'Products page', exact: true });

    this.consentFormText = field('Form text');
    this.saveConsentForm = page.getByRole('button', { name: 'Save form', exact: true });
    this.consentFormVersion = page.getByText(/^Version \d+ · /);
    this.patchTestWindow = field('Patch test window \\(months\\)');

    this.accountName = field('Account name');
    this.address = field('Address');
    this.city = field('Suburb or city');
    this.state = field('State');
    this.postcode = field('Postcode');
    this.ownerFirstName = field('Owner first name');
    this.ownerLastName = field('Owner last name');
    this.country = page.getByLabel('Country', { exact: true });
    this.phone = field('Phone');
    // The whole label (a required field's asterisk after a thin space): the weekly report email's switch also begins with Email.
    this.email = field('Email(\\s*\\*)?$');
    this.timeZone = page.getByRole('combobox', { name: 'Time zone' });
    this.billingFacts = page.locator('dl');
    this.invoicesTable = page.getByRole('table', { name: 'Invoices' });
    this.changePlan = page.getByRole('link', { name: 'Change plan' });
    this.cancelSubscription = page.getByRole('link', { name: 'Cancel subscription' });
    this.weeklyEmail = page.getByRole('switch', { name: WEEKLY_EMAIL_SWITCH_LABEL });
  }

  heading(tab: SettingsTabName): Locator {
    const titles = {
      salon: 'Salon Settings',
      retail: 'Retail Settings',
      'client-records': 'Client Records Settings',
      account: 'Account Settings',
      integrations: 'Integrations',
    } as const;
    return this.page.getByRole('heading', { level: 1, name: titles[tab] });
  }

  /** Opens a tab and waits for its content (not only its title). */
  async goto(salonId: string, tab: SettingsTabName, query = ''): Promise<void> {
    await this.page.goto(`${settingsUrl(salonId, tab)}${query}`);
    await this.heading(tab).waitFor();
    const content = {
      salon: this.salonName,
      retail: this.preferredBrand,
      'client-records': this.consentFormText,
      account: this.accountName,
      integrations: this.page.getByRole('region', { name: 'API keys' }),
    } as const;
    await content[tab].waitFor();
  }

  /** The words a save of the consent form shows when its text made a new version. */
  newConsentVersion(version: number): Locator {
    return this.message(
      `Saved as version ${version}. Clients who signed an older version sign again at their next colour service.`,
    );
  }

  /** The message shown with a field, by its exact words. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** The team table's body rows. */
  teamRows(): Locator {
    return this.teamTable.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  /** The pager's "1–10 of 24" line. */
  rangeText(): Locator {
    return this.page.getByText(/^\d+–\d+ of \d+$/);
  }

  activeSwitch(memberName: string): Locator {
    return this.page.getByRole('switch', { name: `Active: ${memberName}`, exact: true });
  }

  renameButton(memberName: string): Locator {
    return this.page.getByRole('button', { name: `Rename ${memberName}`, exact: true });
  }

  brandTile(brandName: string): Locator {
    const escaped = brandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page
      .getByRole('list', { name: 'Brands visible to clients' })
      .getByRole('button', { name: new RegExp(`^${escaped}`) });
  }

  chip(entry: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${entry}`, exact: true });
  }

  /** A time zone the field suggests for what was typed. */
  timeZoneOption(zone: string): Locator {
    return this.page.getByRole('listbox').getByRole('option', { name: zone, exact: true });
  }

  invoiceRows(): Locator {
    return this.invoicesTable.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }
}

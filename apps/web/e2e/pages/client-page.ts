import type { Locator, Page } from '@playwright/test';
import { clientsUrl, clientUrl } from '../../src/features/clients/urls.ts';
import { ROUND_TRIP } from '../support/waits.ts';

/**
 * /{salonId}/clients/{clientId}: a client's sessions, the colour record the salon keeps of them, their
 * hair scores over time and the photo comparison, by their words.
 */
export class ClientPage {
  readonly trends: Locator;
  readonly comparison: Locator;
  readonly firstSession: Locator;
  readonly secondSession: Locator;
  readonly phone: Locator;
  readonly allergies: Locator;
  readonly patchTests: Locator;
  readonly formulas: Locator;
  readonly consent: Locator;
  /** The record patch test form, once opened. */
  readonly patchTestForm: Locator;
  /** Beside the client's name: deletes all the salon keeps of them but their visits, after asking. */
  readonly deleteRecordButton: Locator;
  /** The question the delete button asks first. */
  readonly deleteRecordDialog: Locator;

  constructor(readonly page: Page) {
    this.trends = page.getByRole('region', { name: 'Hair scores over time' });
    this.comparison = page.getByRole('region', { name: 'Compare sessions' });
    this.firstSession = this.comparison.getByLabel('First session');
    this.secondSession = this.comparison.getByLabel('Second session');
    this.phone = page.getByRole('region', { name: 'Phone', exact: true });
    this.allergies = page.getByRole('region', { name: 'Allergies and sensitivities' });
    this.patchTests = page.getByRole('region', { name: 'Patch tests' });
    this.formulas = page.getByRole('region', { name: 'Colour formulas' });
    this.consent = page.getByRole('region', { name: 'Consent', exact: true });
    this.patchTestForm = page.getByRole('dialog', { name: 'Record patch test' });
    this.deleteRecordButton = page.getByRole('button', { name: 'Delete this client’s record', exact: true });
    this.deleteRecordDialog = page.getByRole('dialog', { name: 'Delete this client’s record?' });
  }

  /**
   * Opens a client's page by its address, as a shared link would: the whole app loads cold, which on a
   * busy machine takes longer than one assertion's wait.
   */
  async openById(salonId: string, clientId: string): Promise<void> {
    await this.page.goto(clientUrl(salonId, clientId));
    await this.consent.waitFor(ROUND_TRIP);
  }

  /** The phone field of the Phone section. */
  get phoneField(): Locator {
    return this.phone.getByRole('textbox', { name: 'Phone' });
  }

  /** Types a number (as written in its country) and saves it; an empty one clears the phone. */
  async savePhone(number: string): Promise<void> {
    await this.phoneField.fill(number);
    await this.phone.getByRole('button', { name: 'Save phone' }).click();
  }

  /** The phone as the section shows it: '0412 345 678 (Australia)'. */
  shownPhone(text: string): Locator {
    return this.phone.getByRole('link', { name: text, exact: true });
  }

  /** One allergy or sensitivity of the list, by its text. */
  allergy(text: string): Locator {
    return this.allergies.getByRole('listitem').filter({ hasText: text });
  }

  async addAllergy(text: string): Promise<void> {
    await this.allergies.getByRole('textbox', { name: 'Allergy or sensitivity' }).fill(text);
    await this.allergies.getByRole('button', { name: 'Add', exact: true }).click();
  }

  async removeAllergy(text: string): Promise<void> {
    await this.allergies.getByRole('button', { name: `Remove ${text}`, exact: true }).click();
  }

  /** The patch tests' rows, the latest put on first. */
  get patchTestRows(): Locator {
    return this.patchTests
      .getByRole('table', { name: 'Patch tests' })
      .getByRole('row')
      .filter({
        has: this.page.getByRole('cell'),
      });
  }

  async openPatchTestForm(): Promise<void> {
    await this.patchTests.getByRole('button', { name: 'Record patch test' }).click();
    await this.patchTestForm.waitFor();
  }

  /**
   * Records a patch test through its form: put on at the salon's wall-clock time given as a
   * datetime-local value ('2026-03-02T09:30'), or now when left out. Waits for the form to close.
   */
  async recordPatchTest(test: {
    putOn?: string;
    products: string;
    result?: 'No reaction' | 'Reaction';
    testedBy: string;
  }): Promise<void> {
    await this.openPatchTestForm();
    const form = this.patchTestForm;
    if (test.putOn !== undefined) await form.getByLabel(/^Put on/).fill(test.putOn);
    await form.getByRole('textbox', { name: /^Products tested/ }).fill(test.products);
    await form.getByRole('radio', { name: test.result ?? 'No reaction', exact: true }).check();
    await form.getByRole('textbox', { name: /^Tested by/ }).fill(test.testedBy);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.waitFor({ state: 'hidden', ...ROUND_TRIP });
  }

  /** Removes a patch test by the day and time it was put on ('2.03.2026 09:30'), confirming in its dialog. */
  async removePatchTest(dayAndTime: string): Promise<void> {
    const name = `Remove the patch test of ${dayAndTime}`;
    await this.patchTests.getByRole('button', { name, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `${name}?` });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', ...ROUND_TRIP });
  }

  /** Deletes the client's record, confirming in its dialog, and waits for the dialog to close. */
  async deleteRecord(): Promise<void> {
    await this.deleteRecordButton.click();
    await this.deleteRecordDialog.getByRole('button', { name: 'Delete record', exact: true }).click();
    await this.deleteRecordDialog.waitFor({ state: 'hidden', ...ROUND_TRIP });
  }

  /** A visit's entry of the colour formulas, by its heading (the visit's day and time, and stylist). */
  formula(visit: string): Locator {
    return this.formulas.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: visit }) });
  }

  /** Opens a client from the client records by name: a fixture client's id is made when the data is seeded. */
  async open(salonId: string, name: string): Promise<void> {
    await this.page.goto(clientsUrl(salonId));
    await this.page.getByRole('link', { name }).click();
    await this.page.getByRole('heading', { level: 1, name }).waitFor();
  }

  /** A score's chart, by its name ("Density over time"). */
  chart(score: string): Locator {
    return this.trends.getByRole('figure', { name: `${score} over time` });
  }

  /** The chart's text alternative, row by row: [date, score]. */
  async chartValues(score: string): Promise<string[][]> {
    const rows = this.chart(score)
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
    const texts: string[][] = [];
    for (const row of await rows.all())
      texts.push((await row.getByRole('cell').allTextContents()).map((text) => text.trim()));
    return texts;
  }

  /** One of the two compared sessions, by its heading (the session's day and time). */
  comparedSession(dayAndTime: string): Locator {
    return this.comparison.getByRole('region', { name: dayAndTime });
  }
}

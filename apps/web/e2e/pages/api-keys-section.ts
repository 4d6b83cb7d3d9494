import type { Locator, Page } from '@playwright/test';
import { settingsUrl } from '../../src/features/settings/urls.ts';

/** The API keys section of /{salonId}/settings/integrations, by what an admin reads. */
export class ApiKeysSection {
  readonly section: Locator;
  readonly name: Locator;
  readonly readOnly: Locator;
  readonly readAndWrite: Locator;
  readonly createKey: Locator;
  readonly table: Locator;
  /** The secret in the dialog that shows it once. */
  readonly secret: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('region', { name: 'API keys' });
    this.name = this.section.getByRole('textbox', { name: /^Name/ });
    this.readOnly = this.section.getByRole('radio', { name: 'Read only' });
    this.readAndWrite = this.section.getByRole('radio', { name: 'Read and write' });
    this.createKey = this.section.getByRole('button', { name: 'Create key' });
    this.table = this.section.getByRole('table', { name: 'API keys' });
    this.secret = page.getByRole('dialog').getByLabel('The new API key');
  }

  async goto(salonId: string): Promise<void> {
    await this.page.goto(settingsUrl(salonId, 'integrations'));
    await this.section.waitFor();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  revoke(name: string): Locator {
    return this.section.getByRole('button', { name: `Revoke ${name}` });
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
}

import type { Locator, Page } from '@playwright/test';
import { settingsUrl } from '../../src/features/settings/urls.ts';

/** The Mirrors section of /{salonId}/settings/salon: pairing codes and the paired mirrors, by what a person reads. */
export class MirrorsSection {
  readonly section: Locator;
  readonly pairMirror: Locator;
  readonly code: Locator;
  readonly countdown: Locator;
  readonly pairedTable: Locator;
  readonly paired: Locator;
  /** Beside a code on screen: where the web mirror opens, in a tablet's browser. */
  readonly webMirrorLink: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Mirrors' });
    this.pairMirror = this.section.getByRole('button', { name: 'Pair a mirror' });
    this.code = this.section.getByLabel(/^Pairing code/);
    this.countdown = this.section.getByText(/^Expires in \d+:\d\d$/);
    this.pairedTable = this.section.getByRole('table', { name: 'Paired mirrors' });
    this.paired = this.section.getByText('Mirror paired.');
    this.webMirrorLink = this.section.getByRole('link', { name: /\/mirror$/ });
  }

  async goto(salonId: string): Promise<void> {
    await this.page.goto(settingsUrl(salonId, 'salon'));
  }

  row(name: string): Locator {
    return this.pairedTable.getByRole('row').filter({ hasText: name });
  }

  rename(name: string): Locator {
    return this.section.getByRole('button', { name: `Rename ${name}` });
  }

  unpair(name: string): Locator {
    return this.section.getByRole('button', { name: `Unpair ${name}` });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** A code for one more mirror, read off the section as the admin reads it. */
  async newPairingCode(salonId: string): Promise<string> {
    await this.goto(salonId);
    await this.pairMirror.click();
    return (await this.code.textContent()) ?? '';
  }

  /** Unpairs a mirror by name, so the plan's count is free for the next test. */
  async unpairByName(salonId: string, name: string): Promise<void> {
    await this.goto(salonId);
    await this.unpair(name).click();
    await this.dialog(`Unpair ${name}?`).getByRole('button', { name: 'Unpair' }).click();
  }
}

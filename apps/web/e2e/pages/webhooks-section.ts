import type { Locator, Page } from '@playwright/test';
import { settingsUrl } from '../../src/features/settings/urls.ts';

/** The Webhooks section of /{salonId}/settings/integrations, by what a person reads. */
export class WebhooksSection {
  readonly section: Locator;
  readonly addEndpoint: Locator;
  readonly addDialog: Locator;
  readonly secretPanel: Locator;
  readonly secret: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Webhooks' });
    this.addEndpoint = this.section.getByRole('button', { name: 'Add endpoint' });
    this.addDialog = page.getByRole('dialog', { name: 'Add endpoint' });
    this.secretPanel = this.section.getByRole('region', { name: 'Signing secret' });
    this.secret = this.secretPanel.locator('code');
  }

  async goto(salonId: string): Promise<void> {
    await this.page.goto(settingsUrl(salonId, 'integrations'));
    await this.addEndpoint.waitFor();
  }

  endpoint(url: string): Locator {
    return this.section.getByRole('article', { name: `Webhook endpoint ${url}` });
  }

  deliveryLog(url: string): Locator {
    return this.endpoint(url).getByRole('table', { name: 'Delivery log' });
  }
}

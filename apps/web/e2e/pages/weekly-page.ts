import type { Locator, Page } from '@playwright/test';
import { weeklyUrl } from '../../src/features/weekly/urls.ts';

/** /{salonId}/weekly: this week against last week, one card per measure, by the words on the screen. */
export class WeeklyPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Weekly report', exact: true });
  }

  async goto(salonId: string): Promise<void> {
    await this.page.goto(weeklyUrl(salonId));
  }

  /** A measure's card, by its heading ("Retail %"). */
  measure(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The figure under a term of a measure's card: "This week", "Last week" or the average's name. */
  figure(measure: string, term: string): Locator {
    return this.measure(measure)
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** The arrow beside this week's figure, whatever its direction: its name says which. */
  arrow(measure: string): Locator {
    return this.measure(measure).getByRole('img');
  }

  tipsToggle(measure: string): Locator {
    return this.measure(measure).getByRole('button', { name: `Tips for ${measure}`, exact: true });
  }

  tips(measure: string): Locator {
    return this.measure(measure).getByRole('region', { name: `Tips for ${measure}`, exact: true });
  }

  /** The week a heading term names, e.g. "This week": its dates. */
  week(term: 'This week' | 'Last week'): Locator {
    return this.page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .first()
      .locator('xpath=following-sibling::dd[1]');
  }
}

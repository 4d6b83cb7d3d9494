import type { Locator, Page } from '@playwright/test';
import { ibbListUrl } from '../../src/features/training/urls.ts';

/** IBB, /ibb or /{salonId}/ibb: the module list and a lesson's page, by the words on the screen. */
export class IbbPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Instant Business Booster', exact: true });
  }

  async goto(salonId?: string): Promise<void> {
    await this.page.goto(ibbListUrl(salonId));
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** A module's accordion button, "Module N - name" followed by its badge and summary. */
  module(moduleNumber: number): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Module ${moduleNumber} - `) });
  }

  lessonsOf(moduleNumber: number): Locator {
    return this.page.getByRole('list', { name: new RegExp(`^Module ${moduleNumber} - .* lessons$`) });
  }

  /** View or Watch again of a lesson, by its number in the open module's list. */
  lessonLink(moduleNumber: number, lessonNumber: number): Locator {
    return this.lessonsOf(moduleNumber).getByRole('link', {
      name: new RegExp(`^(View|Watch again) lesson ${lessonNumber}: `),
    });
  }

  todos(): Locator {
    return this.page.getByRole('checkbox');
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { ROUND_TRIP } from '../support/waits.ts';

/** The web mirror at /mirror: pairing, its idle screen, the stylist's choice and the consultation steps, by what the stylist reads. */
export class MirrorPage {
  readonly pairingCode: Locator;
  readonly mirrorName: Locator;
  readonly pairButton: Locator;
  readonly startConsultation: Locator;
  /** The stylists to choose from once a consultation is started, by name. */
  readonly stylists: Locator;
  readonly stylistChoice: Locator;
  readonly sessionCode: Locator;
  readonly qrCode: Locator;
  readonly recommendations: Locator;
  readonly swapDialog: Locator;

  constructor(readonly page: Page) {
    this.pairingCode = page.getByLabel('Pairing code');
    this.mirrorName = page.getByLabel('Mirror name');
    this.pairButton = page.getByRole('button', { name: 'Pair this mirror' });
    this.startConsultation = page.getByRole('button', { name: 'Start a consultation' });
    this.stylistChoice = page.getByRole('group', { name: 'Who is styling?' });
    this.stylists = this.stylistChoice.getByRole('button');
    this.sessionCode = page.getByLabel('Session code');
    this.qrCode = page.getByRole('img', { name: /^QR code/ });
    this.recommendations = page.getByRole('list', { name: 'Recommended products' });
    this.swapDialog = page.getByRole('dialog', { name: /^Swap / });
  }

  async goto(): Promise<void> {
    await this.page.goto('/mirror');
  }

  async pair(code: string, name: string): Promise<void> {
    await this.pairingCode.fill(code);
    await this.mirrorName.fill(name);
    await this.pairButton.click();
  }

  stylist(name: string): Locator {
    return this.stylistChoice.getByRole('button', { name, exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Pairs with an admin's code and starts a consultation for the first stylist, which waits for its client. */
  async startConsultationAsFirstStylist(code: string, name: string): Promise<void> {
    await this.goto();
    await this.pair(code, name);
    await this.startConsultation.click();
    await this.stylists.first().click();
  }

  /** The product names of the Recommendations step, in the client's order. */
  async recommendedNames(): Promise<string[]> {
    const items = this.recommendations.getByRole('listitem');
    return (
      await items.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))
    ).filter((name) => name !== '');
  }

  /** How many columns the Recommendations step's cards stand in: the distinct left edges of its cards. */
  async recommendationColumns(): Promise<number> {
    const lefts = await this.recommendations
      .getByRole('listitem')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
    return new Set(lefts).size;
  }

  /** How far the page scrolls sideways: 0 when everything fits the screen's width. */
  async sideScroll(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }

  /**
   * The visible controls of the screen smaller than `px` either way, each as "name: W×H": none when
   * every button, field and choice is big enough to tap.
   */
  async targetsUnder(px: number): Promise<string[]> {
    return this.page.getByRole('main').evaluate((main, least) => {
      const controls = main.querySelectorAll<HTMLElement>(
        'button, a[href], [role="button"], input:not([type="hidden"]):not([hidden]), textarea, [role="slider"]',
      );
      return [...controls].flatMap((control) => {
        // A radio or checkbox input fills the padded box MUI draws around it: that box is the target.
        // A slider's input fills only its thumb, but a finger anywhere on the slider's row moves it there.
        const target = control.matches('input[type="radio"], input[type="checkbox"]')
          ? (control.parentElement ?? control)
          : control.matches('input[type="range"]')
            ? (control.closest<HTMLElement>('.MuiSlider-root') ?? control)
            : control;
        const box = target.getBoundingClientRect();
        // Hidden from people, e.g. the copy of a growing text field MUI measures its height with.
        if (control.closest('[aria-hidden="true"]') || getComputedStyle(control).visibility === 'hidden') return [];
        if (box.width === 0 && box.height === 0) return [];
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        return box.width < least || box.height < least
          ? [`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`]
          : [];
      });
    }, px);
  }

  stepHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name, exact: true });
  }

  /** At the Photos step: takes the selfie with the camera, keeps it once it is saved, and goes on to Analysis. */
  async keepSelfieAndOpenAnalysis(): Promise<void> {
    await expect(this.stepHeading('Photos')).toBeVisible();
    await this.button('Take the photo').click();
    await this.button('Keep').click();
    await expect(this.page.getByRole('heading', { name: 'Selfie — saved' })).toBeVisible(ROUND_TRIP);
    await this.button('Next').click();
    await expect(this.stepHeading('Analysis')).toBeVisible();
  }

  /**
   * Sets scores of the Analysis step, each as shown (out of 10), by keyboard as a stylist may: Home,
   * then a half-point step at a time. A score left out stays unset, and answers nothing.
   */
  async setScores(scores: Readonly<Record<string, number>>): Promise<void> {
    for (const [label, outOfTen] of Object.entries(scores)) {
      await this.page.getByRole('slider', { name: label }).focus();
      await this.page.keyboard.press('Home');
      for (let step = 0; step < outOfTen * 2; step++) await this.page.keyboard.press('ArrowRight');
    }
  }

  /** What the mirror keeps in its storage: the credential and the consultation under way. */
  async saved(): Promise<{ credential: string; sessionId: string }> {
    return this.page.evaluate(() => {
      const consultation = JSON.parse(localStorage.getItem('piiq.mirror.consultation') ?? '{}') as {
        sessionId?: string;
      };
      return {
        credential: localStorage.getItem('piiq.mirror.credential') ?? '',
        sessionId: consultation.sessionId ?? '',
      };
    });
  }

  /** The appointment the consultation under way fills, asked as the mirror asks: its credential, no cookie. */
  async appointmentId(): Promise<string> {
    const { credential, sessionId } = await this.saved();
    const answer = await this.page.request.post('/graphql', {
      data: {
        query: 'query ($id: ID!) { mirrorSession(id: $id) { appointment { id } } }',
        variables: { id: sessionId },
      },
      headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
    });
    const { data } = (await answer.json()) as { data?: { mirrorSession: { appointment: { id: string } } } };
    if (!data) throw new Error(`the mirror could not read its session: ${answer.status()}`);
    return data.mirrorSession.appointment.id;
  }
}

import type { Locator, Page } from '@playwright/test';

/** The web mirror at /mirror: pairing, stylist sign-in and the consultation steps, by what the stylist reads. */
export class MirrorPage {
  readonly pairingCode: Locator;
  readonly mirrorName: Locator;
  readonly pairButton: Locator;
  readonly startConsultation: Locator;
  readonly sessionCode: Locator;
  readonly qrCode: Locator;
  readonly recommendations: Locator;
  readonly swapDialog: Locator;

  constructor(readonly page: Page) {
    this.pairingCode = page.getByLabel('Pairing code');
    this.mirrorName = page.getByLabel('Mirror name');
    this.pairButton = page.getByRole('button', { name: 'Pair this mirror' });
    this.startConsultation = page.getByRole('button', { name: 'Start consultation' });
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
    return this.page.getByRole('button', { name, exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Pairs with an admin's code, signs the first stylist in and starts a consultation, which waits for its client. */
  async startConsultationAsFirstStylist(code: string, name: string): Promise<void> {
    await this.goto();
    await this.pair(code, name);
    await this.page.getByRole('main').getByRole('button').first().click();
    await this.startConsultation.click();
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

  /**
   * The consultation stepper's connector lines that overlap a step's circle, each as "connector N over
   * circle M" (counted from 1; connector N leads into step N + 1): none when the stepper is laid out right.
   */
  async connectorsOverCircles(): Promise<string[]> {
    return this.page.locator('[aria-label="Consultation steps"]').evaluate((stepper) => {
      const boxes = (selector: string) =>
        [...stepper.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
      const circles = boxes('.MuiStepIcon-root');
      return boxes('.MuiStepConnector-line').flatMap((line, connector) =>
        circles.flatMap((circle, index) =>
          line.left < circle.right && circle.left < line.right && line.top < circle.bottom && circle.top < line.bottom
            ? [`connector ${connector + 1} over circle ${index + 1}`]
            : [],
        ),
      );
    });
  }

  stepHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name, exact: true });
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

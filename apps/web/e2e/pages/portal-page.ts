import { CONSENT_QUESTIONS, type ConsentQuestion } from '@piiq/domain/consent-forms';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The client portal at /portal: the email landing, sign-in,
 * sign-up and the signed-in views, found by their labels, headings and button words.
 */
export class PortalPage {
  readonly email: Locator;
  readonly continueButton: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly forgotPassword: Locator;
  readonly firstName: Locator;
  readonly signUpButton: Locator;
  readonly logOut: Locator;
  readonly appointmentsHeading: Locator;
  readonly detailsHeading: Locator;
  readonly signInHeading: Locator;
  readonly signUpHeading: Locator;
  /** An appointment's link to the client's record at its salon. */
  readonly recordLink: Locator;
  readonly recordHeading: Locator;
  /** The consent form's drawing box, named by its label. */
  readonly signaturePad: Locator;
  readonly clearSignature: Locator;
  readonly signButton: Locator;
  readonly signedThanks: Locator;
  readonly allergyInput: Locator;
  readonly addAllergyButton: Locator;
  readonly phone: Locator;
  readonly savePhoneButton: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
    this.forgotPassword = page.getByRole('button', { name: 'I forgot my password', exact: true });
    this.firstName = page.getByLabel('First name', { exact: true });
    this.signUpButton = page.getByRole('button', { name: 'Sign Up', exact: true });
    this.logOut = page.getByRole('button', { name: 'Log out', exact: true });
    this.appointmentsHeading = page.getByRole('heading', { name: 'Your appointments', exact: true });
    this.detailsHeading = page.getByRole('heading', { name: 'Your appointment', exact: true });
    this.signInHeading = page.getByRole('heading', { name: 'Sign in', exact: true });
    this.signUpHeading = page.getByRole('heading', { name: 'Create your account', exact: true });
    this.recordLink = page.getByRole('link', { name: 'Consent and allergies', exact: true });
    this.recordHeading = page.getByRole('heading', { level: 1, name: 'Consent and allergies', exact: true });
    this.signaturePad = page.getByRole('application', { name: 'Your signature', exact: true });
    this.clearSignature = page.getByRole('button', { name: 'Clear', exact: true });
    this.signButton = page.getByRole('button', { name: 'Sign', exact: true });
    this.signedThanks = page.getByText('Thank you: your signature is kept with this salon.', { exact: true });
    const allergies = this.section('Allergies and sensitivities');
    this.allergyInput = allergies.getByLabel('Allergy or sensitivity', { exact: true });
    this.addAllergyButton = allergies.getByRole('button', { name: 'Add', exact: true });
    const phone = this.section('Your phone');
    this.phone = phone.getByLabel('Phone', { exact: true });
    this.savePhoneButton = phone.getByRole('button', { name: 'Save phone', exact: true });
  }

  async goto(session?: string): Promise<void> {
    await this.page.goto(session ? `/portal?session=${encodeURIComponent(session)}` : '/portal');
  }

  async enterEmail(email: string): Promise<void> {
    await this.email.fill(email);
    await this.continueButton.click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.enterEmail(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** The appointment cards of the list, each a link to its details. */
  appointmentLinks(): Locator {
    return this.page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: /\d{1,2}\.\d{2}\.\d{4} \d{2}:\d{2}/ });
  }

  /**
   * Opens the first of the listed visits with a recommended product still to select, and gives its
   * Select button: a visit whose products the mirror's order holds, or whose delivery the client
   * paid, offers none, and which visit is latest moves with the demo data's clock.
   */
  async openVisitWithProductToSelect(): Promise<Locator> {
    const links = this.appointmentLinks();
    await expect(links.first()).toBeVisible();
    const list = this.page.url();
    const visits = await links.count();
    for (let visit = 0; visit < visits; visit++) {
      if (visit > 0) await this.page.goto(list);
      await links.nth(visit).click();
      await expect(this.detailsHeading).toBeVisible();
      const recommended = this.section('Recommended products');
      await expect(recommended).toBeVisible();
      const select = recommended.getByRole('button', { name: 'Select', exact: true });
      if ((await select.count()) > 0) return select.first();
    }
    throw new Error('None of the listed visits has a recommended product to select.');
  }

  /** One recommended product of the details, by its name (the buying form's lines carry the same names). */
  recommendation(name: string): Locator {
    return this.section('Recommended products').getByRole('listitem', { name, exact: true });
  }

  /** A recommendation's Select (or Selected) button: it adds the product to the buying form, or takes it out. */
  selectButton(name: string): Locator {
    return this.recommendation(name).getByRole('button', { name: /^Select(ed)?$/ });
  }

  /** A section of an appointment's details (Hair analysis, Photos, Your order...), by its title. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** A kept photo's Share button in the details' Photos ("portrait", "360 view"). */
  shareButton(what: string): Locator {
    return this.section('Photos').getByRole('button', { name: `Share your ${what}`, exact: true });
  }

  /** The dialog Share opens for that photo: its caption to copy, and the share sheet or the download. */
  shareDialog(what: string): Locator {
    return this.page.getByRole('dialog', { name: `Share your ${what}`, exact: true });
  }

  /**
   * The appointment's orders, one section each: "Your order" when there is one, "Your order {number}"
   * when there are several. An order the client's own purchase replaced is not shown.
   */
  orders(): Locator {
    return this.page.getByRole('region', { name: /^Your order( \d+)?$/ });
  }

  /** One order's section by its number, whether it is the appointment's only order or one of several. */
  order(orderNumber: number): Locator {
    return this.orders().filter({ hasText: `Order number: ${orderNumber}` });
  }

  /**
   * The buying section: "Pay for your delivery" while a delivery chosen at the mirror waits for the
   * client's payment, else "Buy your selection". Absent once the client paid online for the appointment.
   */
  buyingSection(): Locator {
    return this.page.getByRole('region', { name: /^(Pay for your delivery|Buy your selection)$/ });
  }

  /** The buying form, named as its section. */
  buyingForm(): Locator {
    return this.buyingSection().getByRole('form');
  }

  /** One line of the buying form, by its product's name. */
  buyingLine(name: string): Locator {
    return this.buyingForm().getByRole('listitem', { name, exact: true });
  }

  /** A line's quantity (every line's is labelled "Quantity"; its product's name describes it). */
  quantity(name: string): Locator {
    return this.buyingLine(name).getByLabel('Quantity', { exact: true });
  }

  /** A line's Remove button: the line leaves the form (a product the salon holds stays at the salon). */
  removeLine(name: string): Locator {
    return this.buyingForm().getByRole('button', { name: `Remove ${name}`, exact: true });
  }

  /** The form's Pay button, which reads the total ("Pay $42.95"). */
  payButton(): Locator {
    return this.buyingForm().getByRole('button', { name: /^Pay \$\d+(,\d{3})*\.\d{2}$/ });
  }

  /** Opens the first listed visit, then its salon's consent and allergies from there. */
  async openRecordFromVisit(): Promise<void> {
    const links = this.appointmentLinks();
    await expect(links.first()).toBeVisible();
    await links.first().click();
    await expect(this.detailsHeading).toBeVisible();
    await this.recordLink.click();
    await expect(this.recordHeading).toBeVisible();
  }

  /** The client's standing with the salon's form, in the product's words. */
  standing(words: string): Locator {
    return this.section('Consent form').getByText(words, { exact: true });
  }

  /** An answer to one of the form's questions, found by the question's words: "Yes" or "No". */
  answer(question: ConsentQuestion, answer: 'Yes' | 'No'): Locator {
    return this.section('Consent form')
      .getByRole('group', { name: CONSENT_QUESTIONS[question] })
      .getByRole('radio', { name: answer, exact: true });
  }

  /** Signs across the pad with the mouse: pressed, moved through a few turns, released. */
  async drawSignature(): Promise<void> {
    await this.signaturePad.scrollIntoViewIfNeeded();
    const box = await this.signaturePad.boundingBox();
    if (!box) throw new Error('The signature pad is not on screen.');
    const at = (across: number, down: number) => ({ x: box.x + box.width * across, y: box.y + box.height * down });
    const start = at(0.15, 0.6);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    for (const [across, down] of [
      [0.3, 0.35],
      [0.45, 0.7],
      [0.6, 0.4],
      [0.8, 0.65],
    ] as const) {
      const next = at(across, down);
      await this.page.mouse.move(next.x, next.y, { steps: 5 });
    }
    await this.page.mouse.up();
  }

  /** The ink the pad shows: one SVG path through every stroke drawn. */
  signatureInk(): Locator {
    return this.signaturePad.locator('path');
  }

  /** One allergy or sensitivity of the list, by its words. */
  allergy(text: string): Locator {
    return this.section('Allergies and sensitivities').getByRole('listitem', { name: text, exact: true });
  }

  /** The Remove button of one of the client's own entries; the salon's have none. */
  removeAllergy(text: string): Locator {
    return this.section('Allergies and sensitivities').getByRole('button', { name: `Remove ${text}`, exact: true });
  }
}

import type { Locator, Page } from '@playwright/test';

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

  /** One recommended product of the details, by its name. */
  recommendation(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  /** A section of an appointment's details (Hair analysis, Photos, Your order...), by its title. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { signupUrls } from '../../src/features/signup/urls.ts';

export type SignupSectionName = 'Subscription' | 'Account' | 'Delivery' | 'Payment' | 'Order' | 'Password';

export type PlanName = 'Free' | 'Growth' | 'Salon' | 'Plus';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly this text, for a regular-expression match (a name with more after it does not match). */
const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

export interface AccountDetails {
  firstName: string;
  lastName: string;
  salon: string;
  email: string;
  /** An Australian number as people write it, e.g. 0412 345 678. */
  phone: string;
}

export interface DeliveryDetails {
  addressLine1: string;
  city: string;
  state: string;
  postcode: string;
}

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/** The offline provider's test cards (docs/configuration.md, Payments). */
export const TEST_CARDS = {
  succeeds: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  declined: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
} as const satisfies Record<string, CardDetails>;

/** Delivery details that pass every check (a four-digit postcode). */
export const SYDNEY_ADDRESS: DeliveryDetails = {
  addressLine1: '1 George Street',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
};

/**
 * Registration at /register (and /signup): the section
 * navigation, then one section at a time. Everything is found by role, label and the product's words;
 * labels are matched from their start, as required fields carry an asterisk after the name.
 */
export class SignupPage {
  readonly sectionNav: Locator;
  readonly next: Locator;
  readonly back: Locator;

  // Subscription
  readonly monthly: Locator;
  readonly annualSaver: Locator;
  readonly mirrors: Locator;
  readonly benchMounts: Locator;
  readonly wallMounts: Locator;
  readonly decreaseMirrors: Locator;
  readonly increaseMirrors: Locator;
  readonly decreaseBenchMounts: Locator;
  readonly increaseWallMounts: Locator;
  readonly promoCode: Locator;
  readonly applyPromo: Locator;
  /** The line under the choices: 'Total $450.00 a month, including GST'. */
  readonly quoteTotal: Locator;

  // Lead form (plans that are pre-register only)
  readonly leadForm: Locator;
  readonly leadName: Locator;
  readonly leadEmail: Locator;
  readonly leadSalonName: Locator;
  readonly leadPhone: Locator;
  readonly leadSubmit: Locator;
  readonly leadThankYou: Locator;

  // Account
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly salon: Locator;
  readonly email: Locator;
  readonly phone: Locator;

  // Delivery
  readonly addressLine1: Locator;
  readonly city: Locator;
  readonly state: Locator;
  readonly postcode: Locator;

  // Payment
  readonly paymentSummary: Locator;
  readonly nameOnCard: Locator;
  readonly cardNumber: Locator;
  readonly cardExpiry: Locator;
  readonly cardCvc: Locator;
  readonly terms: Locator;
  readonly termsAndConditionsLink: Locator;
  readonly termsOfSaleLink: Locator;
  readonly privacyPolicyLink: Locator;
  readonly completeSubscription: Locator;
  readonly alert: Locator;

  // Order
  readonly orderSummary: Locator;

  // Password
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly savePassword: Locator;
  /** The connect mode, for an email that has an account: its heading on the account step, its password and button. */
  readonly connectHeading: Locator;
  readonly existingPassword: Locator;
  readonly connect: Locator;

  constructor(readonly page: Page) {
    const field = (name: string) => page.getByLabel(new RegExp(`^${escapeRegExp(name)}`));
    const stepper = (name: string) => page.getByRole('group', { name, exact: true }).locator('output');

    this.sectionNav = page.getByRole('navigation', { name: 'Registration sections' });
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.back = page.getByRole('button', { name: 'Back', exact: true });

    this.monthly = page.getByRole('radio', { name: 'Monthly', exact: true });
    this.annualSaver = page.getByRole('radio', { name: /^Annual "Saver"/ });
    this.mirrors = stepper('Number of mirrors');
    this.benchMounts = stepper('Bench mounts');
    this.wallMounts = stepper('Wall mounts');
    this.decreaseMirrors = page.getByRole('button', { name: 'Decrease number of mirrors', exact: true });
    this.increaseMirrors = page.getByRole('button', { name: 'Increase number of mirrors', exact: true });
    this.decreaseBenchMounts = page.getByRole('button', { name: 'Decrease bench mounts', exact: true });
    this.increaseWallMounts = page.getByRole('button', { name: 'Increase wall mounts', exact: true });
    this.promoCode = field('Promo code');
    this.applyPromo = page.getByRole('button', { name: 'Apply', exact: true });
    this.quoteTotal = page.getByText(/^Total \$[\d,.]+ a (month|year), including GST$/);

    this.leadForm = page.getByRole('form', { name: /^Pre-register for / });
    this.leadName = this.leadForm.getByLabel(/^Name/);
    this.leadEmail = this.leadForm.getByLabel(/^Email/);
    this.leadSalonName = this.leadForm.getByLabel(/^Salon name/);
    this.leadPhone = this.leadForm.getByLabel(/^Phone/);
    this.leadSubmit = this.leadForm.getByRole('button', { name: 'Submit', exact: true });
    this.leadThankYou = page.getByRole('heading', { name: 'Thank you!', exact: true });

    this.firstName = field('First Name');
    this.lastName = field('Last Name');
    this.salon = field('Salon');
    this.email = field('Email');
    this.phone = field('Phone');

    this.addressLine1 = field('Address line 1');
    this.city = field('City');
    this.state = field('State');
    this.postcode = field('Postcode');

    this.paymentSummary = page.getByLabel('Payment summary', { exact: true });
    this.nameOnCard = field('Name on card');
    this.cardNumber = field('Card number');
    this.cardExpiry = field('Expiry date');
    this.cardCvc = field('CVC');
    this.terms = page.getByRole('checkbox', {
      name: /^I agree to the Terms and Conditions, Terms of Sale and Privacy Policy/,
    });
    this.termsAndConditionsLink = page.getByRole('link', { name: 'Terms and Conditions', exact: true });
    this.termsOfSaleLink = page.getByRole('link', { name: 'Terms of Sale', exact: true });
    this.privacyPolicyLink = page.getByRole('link', { name: 'Privacy Policy', exact: true });
    this.completeSubscription = page.getByRole('button', { name: 'Complete Subscription', exact: true });
    this.alert = page.getByRole('alert');

    this.orderSummary = page.getByLabel('Order summary', { exact: true });

    this.newPassword = page.getByLabel(/^New password/);
    this.confirmPassword = page.getByLabel(/^Confirm password/);
    this.savePassword = page.getByRole('button', { name: 'Save password', exact: true });
    this.connectHeading = page.getByRole('heading', { name: 'Connect with an existing password', exact: true });
    this.existingPassword = page
      .getByRole('form', { name: 'Connect with an existing password' })
      .getByLabel(/^Password/);
    this.connect = page.getByRole('button', { name: 'Connect', exact: true });
  }

  /** Opens the flow at `path` (with its query) and waits for the plans to load. */
  async goto(path: string = signupUrls.register): Promise<void> {
    await this.page.goto(path);
    await this.sectionNav.waitFor();
  }

  /** The heading of the section shown now. */
  heading(section: SignupSectionName): Locator {
    return this.page.getByRole('heading', { level: 2, name: section, exact: true });
  }

  plan(name: PlanName): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${name}\\b`) });
  }

  /** A section in the navigation that can be clicked to go back to it (a done one). */
  navButton(section: SignupSectionName): Locator {
    return this.sectionNav.getByRole('button', { name: new RegExp(`^${section}\\b`) });
  }

  /** A skipped section's name, struck through (an <s> element) in the navigation. */
  struckThrough(section: SignupSectionName): Locator {
    return this.sectionNav.locator('s').filter({ hasText: exactly(section) });
  }

  /** The navigation's entry for the section shown now (aria-current="step"). */
  currentNavItem(): Locator {
    return this.sectionNav.locator('li[aria-current="step"]');
  }

  /** A field's message, by its exact words. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** The value beside a term in a summary box (payment or order). */
  summaryValue(summary: Locator, term: string): Locator {
    return summary
      .getByRole('term')
      .filter({ hasText: exactly(term) })
      .locator('xpath=following-sibling::dd[1]');
  }

  async chooseMonthlyPlan(plan: PlanName): Promise<void> {
    await this.monthly.check();
    await this.plan(plan).check();
  }

  async setMirrors(count: number): Promise<void> {
    for (;;) {
      const shown = Number(await this.mirrors.textContent());
      if (shown === count) return;
      await (shown < count ? this.increaseMirrors : this.decreaseMirrors).click();
      await expect(this.mirrors).toHaveText(String(shown < count ? shown + 1 : shown - 1));
    }
  }

  async fillAccount(account: AccountDetails): Promise<void> {
    await this.firstName.fill(account.firstName);
    await this.lastName.fill(account.lastName);
    await this.salon.fill(account.salon);
    await this.email.fill(account.email);
    await this.phone.fill(account.phone);
  }

  async fillDelivery(delivery: DeliveryDetails): Promise<void> {
    await this.addressLine1.fill(delivery.addressLine1);
    await this.city.fill(delivery.city);
    await this.state.fill(delivery.state);
    await this.postcode.fill(delivery.postcode);
  }

  async fillCard(card: CardDetails): Promise<void> {
    await this.cardNumber.fill(card.number);
    await this.cardExpiry.fill(card.expiry);
    await this.cardCvc.fill(card.cvc);
  }

  /** Types the card, ticks the terms (when not yet ticked) and presses Complete Subscription. */
  async pay(card: CardDetails): Promise<void> {
    await this.fillCard(card);
    await this.terms.check();
    await this.completeSubscription.click();
  }

  async choosePassword(password: string, confirmation = password): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirmation);
    await this.savePassword.click();
  }
}

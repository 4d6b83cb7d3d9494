/**
 * Accounts and sign-in rules shared by the admin area, the client portal and the server, with no
 * dependency: the sign-in page checks its form with these and ships no schema library. The zod
 * schemas in auth.ts are built on them, so each rule still lives once.
 * Messages are the product's own, word for word (docs/product-rules.md); the admin area and the portal differ in a few of them
 * (including a curly versus a straight apostrophe), so both variants live here.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;

export const passwordRuleText =
  'Password must be at least 8 characters, with a lower case letter, an upper case letter and a number.';

export function passwordMeetsPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}

/** The address shape zod's email check uses, kept here so the browser needs no schema library for it. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function looksLikeEmail(email: string): boolean {
  return EMAIL_PATTERN.test(normaliseEmail(email));
}

export const authMessages = {
  emailRequired: 'Please enter an email',
  emailInvalid: 'Your email is an invalid format',
  passwordRequired: 'Please enter a password',
  firstNameRequired: 'Please enter your first name',
  /** Not on any screen of the product (updateUser is "not shown"); the API's own refusal of an empty name. */
  nameRequired: 'Please enter your name',
  resetEmailRequired: 'Please enter a valid email address',
  adminSignInFailed: (contactEmail: string) =>
    `Sorry, either your email or your password is wrong. Please try again or contact us at ${contactEmail}`,
  portalSignInFailed: (contactEmail: string) =>
    `Sorry, your password is wrong. Please try again or contact us at ${contactEmail}`,
  adminUnknownResetEmail: 'Sorry, we couldn’t find an account with that email address.',
  portalUnknownResetEmail: "Sorry, we couldn't find an account with that email address.",
  /** After the recovery step, above the sign-in form (admin and portal alike). */
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  resetCodeInvalid: 'That code is wrong or has expired. Ask for a new one and try again.',
  currentPasswordWrong: 'Your current password is wrong.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountLocked: 'Too many failed sign-ins for this account. Please try again in an hour, or reset your password.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  signedOut: 'Please sign in to continue.',
  notAuthorised: 'Not authorised',
} as const;

/**
 * At most this many failed sign-ins per account per hour from untrusted devices (those without the
 * account's device cookie), from all addresses together. Each address is throttled long before
 * (signInWaitMs), so reaching it takes many addresses; and it never locks out a device that signed
 * in to the account before, which has its own count (DEVICE_FAILURE_LIMIT).
 */
export const ACCOUNT_FAILURE_LIMIT = 100;
export const ACCOUNT_FAILURE_WINDOW_MS = 3_600_000;

/**
 * A device that signed in to an account keeps a signed cookie naming it (OWASP's device cookies):
 * its wrong passwords lock that device alone, after this many in ACCOUNT_FAILURE_WINDOW_MS.
 */
export const DEVICE_FAILURE_LIMIT = 10;
/** How long a device stays trusted after its last sign-in: each sign-in gives it a new cookie. */
export const DEVICE_COOKIE_LIFETIME_MS = 180 * 24 * 3_600_000;

/** Failed sign-ins one address may make against one account before it has to wait (OWASP's throttling). */
export const SIGN_IN_FREE_FAILURES = 5;
const SIGN_IN_LONGEST_WAIT_MS = 15 * 60_000;

/**
 * How long an address must wait after its last failed sign-in to an account, given how many it has
 * made since the account's last success: nothing for the first few, then 1 s, doubling to 15 minutes.
 * Someone guessing from one address gets a handful of tries an hour; the salon, elsewhere, none less.
 */
export function signInWaitMs(failuresFromAddress: number): number {
  if (failuresFromAddress < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(1_000 * 2 ** (failuresFromAddress - SIGN_IN_FREE_FAILURES), SIGN_IN_LONGEST_WAIT_MS);
}

export interface SignInForm {
  email: string;
  password: string;
}

/** The sign-in form's problems, one message per field, in the product's words. */
export function signInProblems(form: SignInForm): Partial<Record<keyof SignInForm, string>> {
  const email = normaliseEmail(form.email);
  const problems: Partial<Record<keyof SignInForm, string>> = {};
  if (!email) problems.email = authMessages.emailRequired;
  else if (!looksLikeEmail(email)) problems.email = authMessages.emailInvalid;
  if (!form.password) problems.password = authMessages.passwordRequired;
  return problems;
}

export const changePasswordMessages = {
  allEmpty: 'All the fields are empty !!!',
  currentEmpty: 'Please enter your current password.',
  newEmpty: 'Please enter a new password.',
  verifyEmpty: 'Please enter a verify password.',
  mismatch: "New Password and Verify Password don't match.",
  success: 'Your password has been changed. Thank you',
} as const;

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  verifyPassword: string;
}

/** The five checks of the change-password dialog, in the product's order; the first failing one is reported. */
export function changePasswordProblem(form: ChangePasswordForm): string | null {
  const { currentPassword, newPassword, verifyPassword } = form;
  if (!currentPassword && !newPassword && !verifyPassword) return changePasswordMessages.allEmpty;
  if (!currentPassword) return changePasswordMessages.currentEmpty;
  if (!newPassword) return changePasswordMessages.newEmpty;
  if (!verifyPassword) return changePasswordMessages.verifyEmpty;
  if (newPassword !== verifyPassword) return changePasswordMessages.mismatch;
  return null;
}

/** Terms of service: the version every signed-in user must have accepted, and the lookup order. */
export const CURRENT_TERMS_VERSION = 2;
export const TERMS_FALLBACK = { locale: 'en-GB', country: 'GB', language: 'en' } as const;

/** What a client accepts at the portal's sign-up: en-US, version 2. */
export const CLIENT_SIGN_UP_TERMS = {
  termsOfServiceLocale: 'en-US',
  termsOfServiceVersion: CURRENT_TERMS_VERSION,
} as const;

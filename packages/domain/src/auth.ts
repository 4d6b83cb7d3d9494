import { z } from 'zod';

/**
 * Accounts and sign-in rules shared by the admin area, the client portal and the server.
 * Messages are the spec's, word for word; the admin and portal specs differ in a few of them
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

const emailShape = z.email();

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function looksLikeEmail(email: string): boolean {
  return emailShape.safeParse(normaliseEmail(email)).success;
}

const requiredEmail = (emptyMessage: string, invalidMessage: string) =>
  z
    .string()
    .transform(normaliseEmail)
    .pipe(z.string().min(1, emptyMessage).refine(looksLikeEmail, invalidMessage));

export const authMessages = {
  emailRequired: 'Please enter an email',
  emailInvalid: 'Your email is an invalid format',
  passwordRequired: 'Please enter a password',
  firstNameRequired: 'Please enter your first name',
  resetEmailRequired: 'Please enter a valid email address',
  adminSignInFailed: (contactEmail: string) =>
    `Sorry, either your email or your password is wrong. Please try again or contact us at ${contactEmail}`,
  portalSignInFailed: (contactEmail: string) =>
    `Sorry, your password is wrong. Please try again or contact us at ${contactEmail}`,
  adminUnknownResetEmail: 'Sorry, we couldn’t find an account with that email address.',
  portalUnknownResetEmail: "Sorry, we couldn't find an account with that email address.",
  resetCodeInvalid: 'That code is wrong or has expired. Ask for a new one and try again.',
  currentPasswordWrong: 'Your current password is wrong.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountLocked: 'Too many failed sign-ins for this account. Please try again in an hour, or reset your password.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  signedOut: 'Please sign in to continue.',
  notAuthorised: 'Not authorised',
} as const;

export const signInSchema = z.object({
  email: requiredEmail(authMessages.emailRequired, authMessages.emailInvalid),
  password: z.string().min(1, authMessages.passwordRequired),
});
export type SignIn = z.infer<typeof signInSchema>;

export const emailCheckSchema = z.object({
  email: requiredEmail(authMessages.emailRequired, authMessages.emailInvalid),
});
export type EmailCheck = z.infer<typeof emailCheckSchema>;

export const forgotPasswordSchema = z.object({
  email: requiredEmail(authMessages.resetEmailRequired, authMessages.resetEmailRequired),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  email: requiredEmail(authMessages.resetEmailRequired, authMessages.resetEmailRequired),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from the email.'),
  newPassword: z.string().refine(passwordMeetsPolicy, passwordRuleText),
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const completeNewPasswordSchema = z.object({
  newPassword: z.string().refine(passwordMeetsPolicy, passwordRuleText),
});
export type CompleteNewPassword = z.infer<typeof completeNewPasswordSchema>;

export const clientSignUpSchema = z.object({
  email: requiredEmail(authMessages.emailRequired, authMessages.emailInvalid),
  firstName: z.string().trim().min(1, authMessages.firstNameRequired),
  password: z.string().min(1, authMessages.passwordRequired).refine(passwordMeetsPolicy, passwordRuleText),
});
export type ClientSignUp = z.infer<typeof clientSignUpSchema>;

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

/** The five checks of the change-password dialog, in the spec's order; the first failing one is reported. */
export function changePasswordProblem(form: ChangePasswordForm): string | null {
  const { currentPassword, newPassword, verifyPassword } = form;
  if (!currentPassword && !newPassword && !verifyPassword) return changePasswordMessages.allEmpty;
  if (!currentPassword) return changePasswordMessages.currentEmpty;
  if (!newPassword) return changePasswordMessages.newEmpty;
  if (!verifyPassword) return changePasswordMessages.verifyEmpty;
  if (newPassword !== verifyPassword) return changePasswordMessages.mismatch;
  return null;
}

export const changePasswordSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), verifyPassword: z.string() })
  .superRefine((form, ctx) => {
    const problem = changePasswordProblem(form);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Terms of service: the version every signed-in user must have accepted, and the lookup order. */
export const CURRENT_TERMS_VERSION = 2;
export const TERMS_FALLBACK = { locale: 'en-GB', country: 'GB', language: 'en' } as const;

/** A user is an admin where flagged when the profile attribute is absent or Role=Salon. */
export function profileAllowsAdmin(profileRole: 'Salon' | 'Client' | null): boolean {
  return profileRole === null || profileRole === 'Salon';
}

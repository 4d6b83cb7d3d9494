import { z } from 'zod';
import { clearablePhoneFieldSchema } from './phone.ts';
import {
  authMessages,
  changePasswordProblem,
  looksLikeEmail,
  normaliseEmail,
  passwordMeetsPolicy,
  passwordRuleText,
  signInProblems,
} from './auth-rules.ts';
import { requiredText, TEXT_LIMITS, textLimit } from './fields.ts';

/** The zod schemas of the account forms, for the server and the browser forms that can afford zod. */

const requiredEmail = (emptyMessage: string, invalidMessage: string) =>
  z
    .string()
    .transform(normaliseEmail)
    .pipe(
      z.string().min(1, emptyMessage).max(TEXT_LIMITS.email, invalidMessage).refine(looksLikeEmail, invalidMessage),
    );

export const signInSchema = z
  .object({ email: z.string(), password: z.string() })
  .superRefine((form, ctx) => {
    for (const [field, message] of Object.entries(signInProblems(form))) {
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  })
  .transform((form) => ({ email: normaliseEmail(form.email), password: form.password }));
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
  firstName: requiredText(authMessages.firstNameRequired, textLimit('personName', 'First name')),
  password: z.string().min(1, authMessages.passwordRequired).refine(passwordMeetsPolicy, passwordRuleText),
});
export type ClientSignUp = z.infer<typeof clientSignUpSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), verifyPassword: z.string() })
  .superRefine((form, ctx) => {
    const problem = changePasswordProblem(form);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The terms a user accepts: a locale such as en-US and a version such as 2. */
const termsOfServiceFields = {
  termsOfServiceLocale: z.string().min(2).max(10),
  termsOfServiceVersion: z.number().int().positive(),
};

/** updateUser: every field optional, and a name, when given, is not blank. */
export const updateUserSchema = z.object({
  name: requiredText(authMessages.nameRequired, textLimit('name', 'Name')).nullish(),
  termsOfServiceLocale: termsOfServiceFields.termsOfServiceLocale.nullish(),
  termsOfServiceVersion: termsOfServiceFields.termsOfServiceVersion.nullish(),
  /** The product's device push id from the query string, kept as the wrapping app sent it. */
  devicePushId: z.string().trim().min(1).max(256).nullish(),
  /** The client's own phone from the portal; an empty number clears it. */
  phone: clearablePhoneFieldSchema.optional(),
});
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const updateTermsOfServiceSchema = z.object(termsOfServiceFields);
export type UpdateTermsOfService = z.infer<typeof updateTermsOfServiceSchema>;

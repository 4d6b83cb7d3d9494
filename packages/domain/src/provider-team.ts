import { authMessages, looksLikeEmail, normaliseEmail } from './auth-rules.ts';
import { TEXT_LIMITS } from './fields.ts';

/**
 * The provider's team: who has the console (provider staff), and who may grant and withdraw it
 * (provider admins). The role is never set by signup; only a provider admin gives it, to an account
 * that already exists.
 */
export const providerTeamMessages = {
  adminsOnly: 'Only a provider admin can grant or withdraw console access.',
  noAccount: 'No piiq account has that email. They need to sign up (or be added to a salon) first.',
  alreadyStaff: 'They already have console access.',
  notStaff: 'They do not have console access.',
  notYourself: 'You cannot withdraw your own access: ask another provider admin.',
  lastAdmin: 'They are the last provider admin: grant another admin first.',
} as const;

/** The email typed in Grant access, normalised as accounts store it; the problem when it is not one. */
export function grantEmailProblem(typed: string): string | null {
  const email = normaliseEmail(typed);
  if (email === '') return authMessages.emailRequired;
  return email.length <= TEXT_LIMITS.email && looksLikeEmail(email) ? null : authMessages.emailInvalid;
}

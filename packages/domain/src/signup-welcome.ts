import { planSummaryLabel, type Plan, type SubscriptionType } from './pricing.ts';
import { planShipsMirrors } from './signup-flow.ts';

/** What a new salon is greeted with: its support chat and the welcome email. */

/** The salon's conversation with the provider's support team, opened at signup. */
export function supportChatTitle(salonName: string): string {
  return `Support - ${salonName}`;
}

export function supportWelcomeMessage(firstName: string): string {
  return `Hi ${firstName}, welcome to piiq! This is your salon's direct line to the piiq support team. Send us a message here any time and we will reply within 1 business day.`;
}

export function welcomeEmailSubject(salonName: string): string {
  return `Welcome to piiq: your new account for ${salonName} is ready`;
}

/** The welcome email of a paid signup, sent to the owner's email. */
export function welcomeEmail(input: {
  salonName: string;
  firstName: string;
  email: string;
  plan: Plan;
  subscriptionType: SubscriptionType;
  mirrors: number;
  /** The sign-in page: the site's front page. */
  signInUrl: string;
}): { subject: string; text: string } {
  const { mirrors } = input;
  const shipping = planShipsMirrors(input.plan) && mirrors > 0;
  const lines = [
    `Hi ${input.firstName},`,
    '',
    `Welcome to piiq! Your account for ${input.salonName} is ready (${planSummaryLabel(input.plan, input.subscriptionType)}).`,
    // An owner who left before choosing a password recovers with a reset code.
    `Sign in at ${input.signInUrl} with ${input.email}. If you left the registration before choosing your password, choose one with "I forgot my password" on the sign-in page.`,
    shipping
      ? `We are preparing ${mirrors === 1 ? 'your mirror' : `your ${mirrors} mirrors`} for delivery and will let you know when ${mirrors === 1 ? 'it ships' : 'they ship'}.`
      : '',
    'Your tax invoices are under Settings, Account, once you have signed in.',
    '',
    'The piiq team',
  ];
  return {
    subject: welcomeEmailSubject(input.salonName),
    text: lines.filter((line, index) => !(line === '' && lines[index - 1] === '')).join('\n'),
  };
}

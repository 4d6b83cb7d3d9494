import { errorText } from '../../components/forms/error-text.ts';
import type { Terms } from '../../lib/api/terms-of-service.ts';
import { request } from '../../lib/graphql.ts';
import type { DraftUpdate, Registration, SignupDraft } from './signup-draft.ts';
import { RegisterAccount } from './signup-operations.ts';
import { registerAccountVariables } from './signup-payload.ts';

export const INCOMPLETE_DRAFT_MESSAGE = 'Some of your details are missing. Please go back to Account and check them.';

/**
 * registerAccount with the draft's idempotency key and the terms the payment box accepted (none for a
 * plan without payment); on success the registration (salon id, the generated password, the card's
 * brand and last four digits) joins the draft. Answers the message to show, or null.
 */
export async function registerFromDraft(
  draft: SignupDraft,
  update: DraftUpdate,
  paymentMethod: string,
  card: Registration['card'],
  acceptedTerms: Terms | null,
): Promise<string | null> {
  const variables = registerAccountVariables(draft, paymentMethod, acceptedTerms);
  if (!variables) return INCOMPLETE_DRAFT_MESSAGE;
  try {
    const { registerAccount } = await request(RegisterAccount, variables);
    update((current) => ({
      ...current,
      registration: {
        salonId: registerAccount.salonId,
        email: variables.input.email,
        password: registerAccount.password,
        card,
      },
    }));
    return null;
  } catch (error) {
    return errorText(error);
  }
}

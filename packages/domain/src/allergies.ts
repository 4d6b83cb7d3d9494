import { requiredText, tooLongMessage } from './fields.ts';

/**
 * A client's allergies and sensitivities at a salon, one entry each ('Ammonia: itchy scalp'), kept by
 * the salon or by the client from the portal. The mirror shows them above everything else.
 */

export const ALLERGY_SOURCES = ['salon', 'client'] as const;
export type AllergySource = (typeof ALLERGY_SOURCES)[number];

export const ALLERGY_MAX = 200;
/** More entries than this is a list nobody reads at the mirror. */
export const MAX_ALLERGIES = 20;

export const allergyMessages = {
  required: 'Enter the allergy or sensitivity.',
  tooMany: `A client has at most ${MAX_ALLERGIES} allergies and sensitivities on record: remove one first.`,
} as const;

export const allergySchema = requiredText(allergyMessages.required, {
  max: ALLERGY_MAX,
  message: tooLongMessage('Allergy or sensitivity', ALLERGY_MAX),
});

export const ALLERGY_SOURCE_LABELS: Readonly<Record<AllergySource, string>> = {
  salon: 'Recorded by the salon',
  client: 'Added by the client',
};

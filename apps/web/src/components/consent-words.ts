import type { ConsentStanding } from '@piiq/domain/consent-forms';
import { formatDay } from '@piiq/domain/dates';

/** A signature as the client page reads it. */
export interface SignatureSeen {
  formVersion: number;
  signedAt: string;
  signedOn: string;
}

/** Where a client signed, as a sentence ends it: 'on the mirror', 'on the portal'. */
export const signedOnText = (signedOn: string): string => `on the ${signedOn}`;

export const photosText = (photosAllowed: boolean): string =>
  photosAllowed ? 'Photos may be kept and shown' : 'Photos not to be kept';

/** The patch-test question's answer; null for a signature made before the form asked it. */
export const reactionText = (reactedBefore: boolean | null): string | null =>
  reactedBefore === null
    ? null
    : reactedBefore
      ? 'Has reacted to hair colour or a patch test before'
      : 'No earlier reaction to hair colour or a patch test';

/** The signature that holds the current form: the latest of the highest version signed. */
function currentSignature<T extends SignatureSeen>(signatures: readonly T[]): T | undefined {
  return signatures.reduce<T | undefined>((best, signature) => {
    if (!best || signature.formVersion > best.formVersion) return signature;
    if (
      signature.formVersion === best.formVersion &&
      new Date(signature.signedAt).getTime() > new Date(best.signedAt).getTime()
    )
      return signature;
    return best;
  }, undefined);
}

/** The client's standing with the salon's consent form, in words, its dates in the salon's zone. */
export function consentStandingText(
  standing: ConsentStanding,
  signatures: readonly SignatureSeen[],
  timeZone: string,
): string {
  switch (standing) {
    case 'signed': {
      const signature = currentSignature(signatures);
      if (!signature) return 'Signed the current form.';
      return `Signed the current form (version ${signature.formVersion}) on ${formatDay(new Date(signature.signedAt), timeZone)}, ${signedOnText(signature.signedOn)}.`;
    }
    case 'older':
      return 'Signed an older version: the client signs again at the next colour service.';
    case 'none':
      return 'Not signed yet.';
  }
}

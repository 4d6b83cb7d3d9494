/**
 * What pairing tells a mirror and its salon's admin. A module of its own, without the schemas of
 * mirror-pairing.ts: the web mirror's first screen shows these words, and importing that module would
 * bring zod into it (decision 075).
 */
export const MIRROR_NAME_MAX_LENGTH = 60;

export const mirrorMessages = {
  codeInvalid: 'This pairing code is not valid or has expired. Ask the salon for a new one.',
  notPaired: 'This mirror is no longer paired with a salon. Pair it again with a new code from the salon’s Settings.',
  nameRequired: 'Please enter the mirror’s name',
  nameTooLong: `Please keep the mirror’s name to ${MIRROR_NAME_MAX_LENGTH} characters`,
  limitReached: (allowed: number) =>
    allowed === 0
      ? 'Your plan includes no mirrors. Change your plan to pair one.'
      : `Your plan includes ${allowed} ${allowed === 1 ? 'mirror' : 'mirrors'}, and all are paired. Unpair one to pair another.`,
} as const;

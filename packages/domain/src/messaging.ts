/** The support chat (our own messaging, not a third party's: docs/product-rules.md). */

export const MESSAGE_MAX_CHARACTERS = 4_000;

export const messagingMessages = {
  empty: 'Write a message first.',
  tooLong: `A message can be at most ${MESSAGE_MAX_CHARACTERS.toLocaleString('en-AU')} characters.`,
} as const;

/** A message's text as sent: trimmed, not empty, at most 4,000 characters; the problem's words otherwise. */
export function checkMessageBody(typed: string): { ok: true; body: string } | { ok: false; message: string } {
  const body = typed.trim();
  if (body === '') return { ok: false, message: messagingMessages.empty };
  if (body.length > MESSAGE_MAX_CHARACTERS) return { ok: false, message: messagingMessages.tooLong };
  return { ok: true, body };
}

/** Messages a page of the thread holds, newest first from the server, shown oldest first. */
export const MESSAGES_PAGE_SIZE = 50;

/** An admin without a request for this long is not around to see an answer live: they are emailed instead. */
export const OFFLINE_AFTER_MS = 5 * 60 * 1000;

/** At most one such email per conversation in this period, however many answers it gets. */
export const OFFLINE_EMAIL_PERIOD_MS = 15 * 60 * 1000;

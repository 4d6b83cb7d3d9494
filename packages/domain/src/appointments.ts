import type { NavParam } from './dates.ts';

/** The appointments, orders and recommendations tables page at 6 rows (docs/product-rules.md). */
export const APPOINTMENTS_PAGE_SIZE = 6;

export const NO_APPOINTMENTS = 'No appointments';
export const NO_CLIENT_HISTORY = 'No client history';
/** Said in a session photo's place, on the appointment record and the client page. */
export const NO_PORTRAIT = 'No portrait was taken.';
export const NO_360_IMAGE = 'No 360 image was taken.';

/**
 * Client records know a client by their account; a session nobody signed in to is a person of its
 * own, known by the session (decision 039), so two such sessions are two clients, not one.
 */
const SESSION_CLIENT_PREFIX = 'session-';

/** Which sessions a client record holds: the client's, or the one session of someone unnamed. */
export type ClientRecordKey = { clientId: string } | { appointmentId: string };

/** A client record's id: the client's account id, else the session's id after session-. */
export function clientRecordId(clientId: string | null, appointmentId: string): string {
  return clientId ?? `${SESSION_CLIENT_PREFIX}${appointmentId}`;
}

/** What a client record's id names; its ids are still to be checked as ids. */
export function clientRecordKey(id: string): ClientRecordKey {
  return id.startsWith(SESSION_CLIENT_PREFIX)
    ? { appointmentId: id.slice(SESSION_CLIENT_PREFIX.length) }
    : { clientId: id };
}

/** A record of a session nobody signed in to: it has no account, so nothing is done to one. */
export const isUnnamedClientRecord = (id: string): boolean => id.startsWith(SESSION_CLIENT_PREFIX);

/** The client list's count line: '1 Client', '12 Clients'. */
export function clientCountText(count: number): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? 'Client' : 'Clients'}`;
}

export const MAX_NOTES_LENGTH = 5_000;
export const MAX_SEARCH_LENGTH = 100;

export const appointmentMessages = {
  notesTooLong: `Notes can be at most ${MAX_NOTES_LENGTH.toLocaleString('en-AU')} characters.`,
  searchTooLong: `Search for at most ${MAX_SEARCH_LENGTH} characters.`,
} as const;

/** The list's filters as the URL and the API take them: the day filter and part of the client's name. */
export interface AppointmentListFilter {
  navParam: NavParam;
  search: string;
}

import type { NavParam } from './dates.ts';

/** The appointments, orders and recommendations tables page at 6 rows (docs/product-rules.md). */
export const APPOINTMENTS_PAGE_SIZE = 6;

export const NO_APPOINTMENTS = 'No appointments';
export const NO_CLIENT_HISTORY = 'No client history';
/** Said in a session photo's place, on the appointment record and the client page. */
export const NO_PORTRAIT = 'No portrait was taken.';
export const NO_360_IMAGE = 'No 360 image was taken.';

/** The client records' group of sessions nobody signed in to, in place of a client id. */
export const NO_CLIENT_ID = 'none';

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

import type { UserRow } from './auth.repository.ts';

/** The person behind a request's session, as every layer of the server sees them. */
export interface ViewerUser {
  id: string;
  email: string;
  name: string;
  profileRole: 'Salon' | 'Client' | null;
  isProviderStaff: boolean;
  /** Of the provider's staff, one who holds the console's admin actions (see the scope providerAdmin). */
  isProviderAdmin: boolean;
}

export interface Viewer {
  user: ViewerUser;
  sessionTokenHash: string;
  /** The user's whole row, read with the session: as fresh as the session cache allows. */
  account: UserRow;
}

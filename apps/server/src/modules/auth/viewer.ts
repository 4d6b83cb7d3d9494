/** The person behind a request's session, as every layer of the server sees them. */
export interface ViewerUser {
  id: string;
  email: string;
  name: string;
  profileRole: 'Salon' | 'Client' | null;
  isProviderStaff: boolean;
}

export interface Viewer {
  user: ViewerUser;
  sessionTokenHash: string;
}

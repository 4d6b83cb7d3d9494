import { createContext, useContext } from 'react';

/**
 * What the portal's views share while a person goes through them: the mirror session from
 * `?session=`, the email typed on the landing, and where to go once signed in.
 */
export interface PortalFlow {
  /** The mirror session id of `?session=`, kept on every view; null without one. */
  session: string | null;
  email: string;
  setEmail: (email: string) => void;
  /** A notice for the next view, e.g. after a password reset. */
  notice: string | null;
  setNotice: (notice: string | null) => void;
  /** The new-password challenge's token, between sign-in and the new-password view. */
  challengeToken: string | null;
  setChallengeToken: (token: string | null) => void;
  /**
   * Remembers the portal page a signed-out person opened (an emailed link to an appointment), so
   * signing in leads back to it.
   */
  setReturnTo: (pathname: string | null) => void;
  /**
   * Section 4: success through startsession when a mirror session exists, else the page the person
   * came for, else the appointments.
   */
  afterSignIn: () => void;
}

export const PortalFlowContext = createContext<PortalFlow | null>(null);

export function usePortalFlow(): PortalFlow {
  const flow = useContext(PortalFlowContext);
  if (!flow) throw new Error('usePortalFlow outside the portal');
  return flow;
}

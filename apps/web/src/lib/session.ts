import { administeredSalons, administersSalon } from '@piiq/domain/salon-access';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql, request, type ResultOf } from './graphql.ts';
import { safeStorage } from './safe-storage.ts';

/** GetMySalons: the signed-in user and the salons they can reach. */
export const GetMySalons = graphql(`
  query GetMySalons {
    me {
      id
      email
      name
      profileRole
      isProviderStaff
      termsOfServiceLocale
      termsOfServiceVersion
      termsOfServiceAcceptedAt
      salonAccess {
        salonAdmin
        salonClient
        salon {
          id
          name
          timeZone
          onboardingComplete
          onboardingState
        }
      }
    }
  }
`);

export type Viewer = NonNullable<ResultOf<typeof GetMySalons>['me']>;
export type ViewerSalonAccess = Viewer['salonAccess'][number];

export const viewerQueryKey = ['viewer'] as const;

/**
 * Who is signed in. A failed look-up counts as signed out (the product's rule: "if that fails, the user is
 * treated as signed out"), so a flaky network never leaves a half-signed-in screen.
 */
export const viewerQuery = queryOptions({
  queryKey: viewerQueryKey,
  queryFn: async () => {
    try {
      return (await request(GetMySalons)).me;
    } catch {
      return null;
    }
  },
  staleTime: 60_000,
});

/**
 * The server marks the page "none" when the request brought no session cookie (index.html's
 * piiq-session meta): nobody can be signed in, so there is no need to ask before showing sign-in.
 */
export function pageHasNoSession(): boolean {
  return document.querySelector('meta[name="piiq-session"]')?.getAttribute('content') === 'none';
}

export function useViewer() {
  return useQuery(viewerQuery);
}

/**
 * Asks the viewer again after a save that changes what it carries (a salon's name, time zone or
 * onboarding progress). The promise settles when the new viewer is in, for a screen that must wait.
 */
export function useRefreshViewer() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: viewerQueryKey }), [queryClient]);
}

/** The viewer administers this salon by the rule the server enforces (domain's salon-access). */
export function isAdminOf(viewer: Viewer, salonId: string): boolean {
  return administersSalon(
    viewer.profileRole ?? null,
    viewer.salonAccess.find((entry) => entry.salon.id === salonId),
  );
}

export function adminSalons(viewer: Viewer): ViewerSalonAccess[] {
  return administeredSalons(viewer.profileRole ?? null, viewer.salonAccess);
}

/**
 * Sign-in and the new-password challenge, used by the sign-in screen and by the signup flow's
 * password section alike.
 */
export const SignIn = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      challenge
      challengeToken
    }
  }
`);

export const CompleteNewPassword = graphql(`
  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {
    completeNewPassword(input: $input) {
      challenge
    }
  }
`);

const SignOut = graphql(`
  mutation SignOut {
    signOut
  }
`);

/**
 * Auth events: signing in refreshes admin status; signing out clears
 * local storage and every cached answer, so the next person at the salon tablet sees nothing of it.
 */
export function useAuthEvents() {
  const queryClient = useQueryClient();
  const signedIn = useCallback(async () => {
    // The viewer is asked again even where no screen shows it (the sign-in view), and even when it was
    // only ever set, never fetched (a page served without a session): the page the person goes to next
    // must find them signed in, not the answer from before.
    await Promise.all([queryClient.invalidateQueries(), queryClient.fetchQuery({ ...viewerQuery, staleTime: 0 })]);
  }, [queryClient]);
  const signOut = useCallback(async () => {
    try {
      await request(SignOut);
    } finally {
      safeStorage.clear();
      // The viewer query stays (the session gate watches it) and becomes null; every other answer goes.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== viewerQueryKey[0] });
      queryClient.setQueryData(viewerQueryKey, null);
    }
  }, [queryClient]);
  return { signedIn, signOut };
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { graphql, request } from './graphql.ts';
import { viewerQuery } from './session.ts';
import { safeSessionStorage } from './safe-storage.ts';

const UpdateDevicePushId = graphql(`
  mutation UpdateDevicePushId($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
    }
  }
`);

const PENDING_KEY = 'piiq.pushId';

/**
 * A device push id from the query string is stored and sent against the user
 * (docs/product-rules.md). An app wrapping piiq opens it with ?pushId=…, often before anyone has signed in, so the id
 * waits in the tab's session storage until there is a user to send it against, then is sent once.
 */
export function useDevicePushId(): void {
  const [pending, setPending] = useState(() => {
    const fromQuery = new URLSearchParams(window.location.search).get('pushId')?.trim();
    if (fromQuery) safeSessionStorage.set(PENDING_KEY, fromQuery.slice(0, 256));
    return safeSessionStorage.get(PENDING_KEY);
  });
  const { data: viewer } = useQuery({ ...viewerQuery, enabled: pending !== null });
  const viewerId = viewer?.id;

  useEffect(() => {
    if (!pending || !viewerId) return;
    request(UpdateDevicePushId, { id: viewerId, input: { devicePushId: pending } })
      .then(() => {
        safeSessionStorage.remove(PENDING_KEY);
        setPending(null);
      })
      .catch(() => {
        // ignored: the id stays pending and is sent again with the next page load of this tab
      });
  }, [pending, viewerId]);
}

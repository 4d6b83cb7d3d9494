import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import type { Client } from 'graphql-sse';

let client: Promise<Client> | undefined;

/**
 * The one client of the API's live events (GraphQL over Server-Sent Events, as Yoga serves them),
 * loaded on first use so pages that never listen do not carry it. A POST with a JSON body passes the
 * server's CSRF check, and the session cookie goes with it. A dropped stream is opened again.
 */
function liveClient(): Promise<Client> {
  client ??= import('graphql-sse').then(({ createClient }) =>
    createClient({
      url: '/graphql',
      credentials: 'same-origin',
      // A salon's screen stays open all day: keep trying, at most a minute apart.
      retryAttempts: Number.POSITIVE_INFINITY,
      retry: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(60_000, 1_000 * 2 ** retries) + Math.random() * 1_000)),
    }),
  );
  return client;
}

/** Listens to one subscription until the returned function is called. */
export function listen<Result, Variables extends Record<string, unknown>>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  onNext: (data: Result) => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void liveClient().then((live) => {
    if (stopped) return;
    stop = live.subscribe<Result>(
      { query: print(document), variables },
      {
        next: (result) => {
          if (result.data) onNext(result.data);
        },
        // A refused or failed stream only means no live updates; the screens still load on their own.
        error: () => {},
        complete: () => {},
      },
    );
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

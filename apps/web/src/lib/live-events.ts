import type { TadaDocumentNode } from 'gql.tada';
import { documentText } from './graphql.ts';

interface StreamEvent {
  event: string;
  data: string;
}

/**
 * The events of a text/event-stream body. Lines may end in \r\n as well as Yoga's \n; a line starting
 * with a colon is Yoga's keep-alive ping, which carries no event.
 */
async function* streamEvents(body: ReadableStream<BufferSource>): AsyncGenerator<StreamEvent> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  let event = '';
  let data: string[] | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const lines = (pending + value).split('\n');
      // The last piece is a line the next chunk finishes.
      pending = lines.pop() ?? '';
      for (const raw of lines) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '') {
          if (event || data) yield { event, data: data?.join('\n') ?? '' };
          event = '';
          data = null;
        } else if (!line.startsWith(':')) {
          const [field = '', ...rest] = line.split(':');
          const fieldValue = rest.join(':').replace(/^ /, '');
          if (field === 'event') event = fieldValue;
          else if (field === 'data') (data ??= []).push(fieldValue);
        }
      }
    }
  } finally {
    // Leaving early (the server's complete, a message we could not read) must not keep the connection open.
    reader.cancel().catch(() => {});
  }
}

/** A salon's screen stays open all day: keep trying, at most a minute apart, spread so a restarted server is not met by every screen at once. */
function waitBeforeRetry(retries: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // Each wait removes its own listener: a stream retried all day must not pile them up on the signal.
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.min(60_000, 1_000 * 2 ** retries) + Math.random() * 1_000);
    signal.addEventListener('abort', done);
  });
}

/**
 * Listens to one subscription until the returned function is called: GraphQL over Server-Sent Events
 * as Yoga serves it, one stream per subscription. A POST with a JSON body passes the server's CSRF
 * check, and the session cookie goes with it. A stream that fails or drops before the server
 * completes it is opened again. `onOpen` runs each time a stream opens: what was published while
 * none was open never arrives, so a screen that keeps a count asks for it again then.
 */
export function listen<Result, Variables extends Record<string, unknown>>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  onNext: (data: Result) => void,
  options: { onOpen?: () => void } = {},
): () => void {
  const stop = new AbortController();
  const { signal } = stop;
  const body = JSON.stringify({ query: documentText(document), variables });
  void (async () => {
    for (let retries = 0; !signal.aborted; retries++) {
      try {
        const response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body,
          signal,
        });
        if (response.ok && response.body) {
          options.onOpen?.();
          for await (const { event, data } of streamEvents(response.body)) {
            // The server ended the subscription (or refused it): asking again would get the same answer.
            if (event === 'complete') return;
            if (event !== 'next') continue;
            retries = 0;
            const result = JSON.parse(data) as { data?: Result | null };
            if (result.data) onNext(result.data);
          }
        }
      } catch {
        // A failed stream only means no live updates for a while; the screens still load on their own.
      }
      await waitBeforeRetry(retries, signal);
    }
  })();
  return () => stop.abort();
}

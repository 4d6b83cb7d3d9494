import type { AddressInfo } from 'node:net';
import type { TestServer } from './test-server.ts';

interface LiveRequest {
  body: Record<string, unknown>;
  accept: string;
  cookie?: string | undefined;
}

/**
 * Opens a POST to /graphql over a real socket and reads its streamed answer until `enough` says so,
 * the stream ends, or `waitMs` pass, poking the server every 100 ms meanwhile (a subscription opens
 * asynchronously, so one write could come too early).
 */
async function readStream(
  test: TestServer,
  request: LiveRequest,
  enough: (text: string) => boolean,
  poke: () => unknown,
  waitMs: number,
) {
  if (!test.server.app.server.listening) await test.server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.server.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: request.accept,
      ...(request.cookie ? { cookie: request.cookie } : {}),
    },
    body: JSON.stringify(request.body),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const poking = setInterval(() => void poke(), 100);
  try {
    const deadline = Date.now() + waitMs;
    while (!enough(text) && Date.now() < deadline) {
      const read = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 200)),
      ]);
      if (read?.done) break;
      if (read) text += decoder.decode(read.value);
    }
  } catch {
    text += '[stream broken]';
  } finally {
    clearInterval(poking);
    controller.abort();
  }
  return { response, text };
}

/**
 * Opens a GraphQL subscription over SSE as the browser does, pokes the server every 100 ms until the
 * stream carries `until`, and answers the text received (at most 10 s of it).
 */
export async function eventStreamUntil(
  test: TestServer,
  request: { cookie: string; query: string; variables?: Record<string, unknown> },
  until: string,
  poke: () => unknown,
): Promise<string> {
  const body = { query: request.query, variables: request.variables ?? {} };
  return (
    await readStream(
      test,
      { body, accept: 'text/event-stream', cookie: request.cookie },
      (text) => text.includes(until),
      poke,
      10_000,
    )
  ).text;
}

/**
 * A live stream's status, headers and text, read until `enough` says so, the stream ends, or 3 s
 * pass. The text has its request ids and its runs of pings (every 300 ms under test: how many fall
 * inside the read is timing, not content) made alike.
 */
export async function liveStream(
  test: TestServer,
  request: LiveRequest,
  enough: (text: string) => boolean,
  poke: () => unknown = () => undefined,
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const { response, text } = await readStream(test, request, enough, poke, 3_000);
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text: text.replace(/(:\n\n)+/g, ':\n\n').replace(/"requestId":"[^"]+"/g, '"requestId":"-"'),
  };
}

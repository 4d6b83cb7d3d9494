import type { AddressInfo } from 'node:net';
import type { TestServer } from './test-server.ts';

/**
 * Opens a GraphQL subscription over SSE as the browser does, pokes the server every 100 ms until the
 * stream carries `until` (the subscription opens asynchronously, so one write could come too early),
 * and answers the text received (at most 10 s of it).
 */
export async function eventStreamUntil(
  test: TestServer,
  request: { cookie: string; query: string; variables?: Record<string, unknown> },
  until: string,
  poke: () => unknown,
): Promise<string> {
  if (!test.server.app.server.listening) await test.server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.server.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: request.cookie },
    body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const writer = setInterval(() => void poke(), 100);
  try {
    const deadline = Date.now() + 10_000;
    while (!text.includes(until) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
  } finally {
    clearInterval(writer);
    controller.abort();
  }
  return text;
}

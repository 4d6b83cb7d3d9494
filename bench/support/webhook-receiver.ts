/** What the chaos checks share of the local endpoint that receives the server's webhook calls. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call as the receiver reads it: the whole body, and the headers as the signature check takes them. */
export interface ReceivedCall {
  body: string;
  headers: Record<string, string>;
  response: ServerResponse;
}

/** Listens on a free loopback port and hands each call to `answer` once its body has arrived. */
export async function listenForWebhooks(
  pathname: string,
  answer: (call: ReceivedCall) => void,
): Promise<{ receiver: Server; url: string }> {
  const receiver = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      answer({ body, headers, response });
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return { receiver, url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${pathname}` };
}

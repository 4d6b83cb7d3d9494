/**
 * The bench's server listening on a loopback port, and a caller of it over one kept-alive socket.
 *
 * A benchmark that times the server's own work sends its requests this way, not through Fastify's
 * in-process inject. inject's stand-in request and response objects outlive their request long
 * enough to survive V8's young-generation collections: on a route answering a constant, 1.7 MB was
 * promoted at every scavenge and each took 4.5 ms, against nothing promoted and 0.2 ms over a
 * socket. They share the server's heap, so their pauses landed inside the requests being timed:
 * the appointments list's server-side p95 was 1.5–3 times its figure over a socket. A socket is also
 * what production serves: Node's parser, its request and response.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface LoopbackAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Loopback {
  origin: string;
  post(path: string, headers: Record<string, string>, body: string): Promise<LoopbackAnswer>;
}

/** Starts the app listening on 127.0.0.1 (closing the app closes it) and answers a caller of it. */
export async function onLoopback(app: FastifyInstance): Promise<Loopback> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // One socket, as a browser tab's requests take one at a time; kept alive, so no request pays for a connection.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  app.server.once('close', () => agent.destroy());
  return {
    origin: `http://127.0.0.1:${port}`,
    post: (path, headers, body) =>
      new Promise<LoopbackAnswer>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path,
            agent,
            headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () =>
              resolve({
                statusCode: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      }),
  };
}

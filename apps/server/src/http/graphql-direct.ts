import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, type ExecutionResult, type GraphQLError } from 'graphql';
import { getSSEProcessor, isAsyncIterable, processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { GraphQLContext, ServerContext } from '../graphql/context.ts';
import { parseWithinLimits } from '../graphql/parse-within-limits.ts';
import { queryLimits } from './graphql-handler.ts';

/**
 * The Accept headers our own clients send (and what a bare POST sends), without spaces, each with
 * the media type Yoga answers it with; any other Accept header is Yoga's to negotiate.
 */
const ANSWERED_AS = new Map<string, string>([
  ['', 'application/json'],
  ['*/*', 'application/json'],
  ['application/json', 'application/json'],
  ['application/graphql-response+json', 'application/graphql-response+json'],
  ['application/graphql-response+json,application/json', 'application/graphql-response+json'],
]);

interface OrdinaryParams {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON body of exactly the shape GraphQL over HTTP defines; anything else is Yoga's to refuse in its words. */
function ordinaryParams(body: unknown): OrdinaryParams | null {
  if (!isPlainObject(body)) return null;
  for (const key of Object.keys(body)) {
    if (key !== 'query' && key !== 'variables' && key !== 'operationName' && key !== 'extensions') return null;
  }
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string') return null;
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  if (extensions !== undefined && extensions !== null && !isPlainObject(extensions)) return null;
  return { query, ...(variables ? { variables } : {}), ...(operationName ? { operationName } : {}) };
}

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/** Whether each document text (and operation name) runs a subscription: parsed once, not per request. */
function subscriptionCheck() {
  const known = new LRUCache<string, boolean>({ max: 1_000 });
  return (params: OrdinaryParams): boolean => {
    const key = `${params.operationName ?? ''}\n${params.query}`;
    let subscribes = known.get(key);
    if (subscribes === undefined) {
      try {
        subscribes = getOperationAST(parseWithinLimits(params.query, queryLimits), params.operationName)?.operation === 'subscription';
      } catch {
        // Not a document at all: Yoga's pipeline below refuses it in its own words.
        subscribes = false;
      }
      known.set(key, subscribes);
    }
    return subscribes;
  };
}

/** The Accept header of the web app's live streams (lib/live-events.ts). */
const LIVE_STREAM = 'text/event-stream';
const SSE_HEADERS = { 'content-type': 'text/event-stream', connection: 'keep-alive', 'cache-control': 'no-cache', 'content-encoding': 'none' };
const SSE_PING = ':\n\n';
/** Yoga's own interval: a comment line every 12 s keeps proxies from closing a quiet stream (300 ms under test, as Yoga's). */
const SSE_PING_MS = process.env.NODE_ENV === 'test' ? 300 : 12_000;

/** Until a response that asked to wait can be written to again, or is gone. */
function drainedOrClosed(stream: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** An error as Yoga writes it into an answer: without the extensions meant for the server (http, unexpected). */
function errorWithoutInternals(error: GraphQLError): unknown {
  const json = error.toJSON();
  if (!json.extensions) return json;
  const { http: _http, unexpected: _unexpected, ...extensions } = json.extensions;
  return { ...json, extensions: Object.keys(extensions).length > 0 ? extensions : undefined };
}

/** One result's JSON, as Yoga's result processors write it (their stringifier is not among Yoga's exports). */
function resultText(result: ExecutionResult): string {
  if (!result.errors?.length && !result.extensions?.['http']) return JSON.stringify(result);
  const { http: _http, ...extensions } = result.extensions ?? {};
  return JSON.stringify({
    ...result,
    ...(result.errors ? { errors: result.errors.map(errorWithoutInternals) } : {}),
    extensions: Object.keys(extensions).length > 0 ? extensions : undefined,
  });
}

/**
 * The ordinary request (a POST of a JSON query or mutation, as the web app and the mirror send) is
 * given to Yoga's own pipeline for parameters (the same parameter checks, parse and validation
 * caches, limits, control character check, context, execution, error masking and result encoding),
 * without Yoga's translation of the Node request into a Fetch Request and of its answer back. That
 * translation was most of a request's fixed cost and of its garbage: it made a page of appointments
 * take twice as long as its SQL at p95 (decision 030). A live subscription as the web app opens it
 * is answered directly too (answerLiveStream, decision 032). Every other request (GET, other bodies
 * or Accept headers, a subscription asked for otherwise, batches) Yoga answers whole, as before.
 */
export function createDirectGraphQL(yoga: YogaServerInstance<ServerContext, GraphQLContext>) {
  const subscribes = subscriptionCheck();
  const sseOfOneResult = getSSEProcessor();

  /**
   * A live subscription as the web app opens it (a POST of JSON accepting only text/event-stream),
   * its events written to the response as Yoga's SSE processor writes them (a ping first and every
   * 12 s, `event: next` with each result, `event: complete` at the end). Yoga's own answer passed each event through a web ReadableStream, its text encoder and
   * Node's conversion of that stream: at 1,000 listeners of one salon, dropping those layers and
   * their garbage took a fifth off the server's work for each cart change. `opened` hears of each
   * stream before its first byte. Answers false, having sent nothing, for any other request.
   */
  async function answerLiveStream(request: FastifyRequest, reply: FastifyReply, opened: () => void): Promise<boolean> {
    if (request.method !== 'POST' || mediaTypeOf(request.headers['content-type']) !== 'application/json') return false;
    if ((request.headers.accept ?? '').trim().toLowerCase() !== LIVE_STREAM) return false;
    const params = ordinaryParams(request.body);
    if (!params || !subscribes(params)) return false;

    const methodOnly = { method: request.method } as Request;
    const result = await yoga.getResultForParams({ params, request: methodOnly }, { req: request, reply });
    if (!result) throw new Error('a subscription answered with nothing');
    if (!isAsyncIterable(result)) {
      // A refusal before any event (wrong variables, say): one result, as Yoga sends it.
      const response = await sseOfOneResult(result, yoga.fetchAPI, LIVE_STREAM);
      copyAnswerHeaders(response, reply);
      opened();
      await reply.status(response.status).send(response.body);
      return true;
    }

    const events = result[Symbol.asyncIterator]();
    const stream = reply.raw;
    let closed = false;
    const ping = setInterval(() => {
      if (!stream.writableNeedDrain) stream.write(SSE_PING);
    }, SSE_PING_MS);
    const stop = () => {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      void events.return?.();
    };
    stream.once('close', stop);
    opened();
    // Written straight to the socket's response, past Fastify's reply (its onResponse hooks still run).
    reply.hijack();
    // Set one by one, not handed to writeHead, so the response can still tell them (shutdown reads its content type).
    for (const [name, value] of Object.entries({ ...reply.getHeaders(), ...SSE_HEADERS, 'x-request-id': request.id })) {
      if (value !== undefined) stream.setHeader(name, value);
    }
    stream.writeHead(200);
    stream.write(SSE_PING);
    void (async () => {
      for (let next = await events.next(); !closed; next = await events.next()) {
        if (next.value != null && !stream.write(`event: next\ndata: ${resultText(next.value as ExecutionResult)}\n\n`)) await drainedOrClosed(stream);
        if (next.done) {
          stream.end('event: complete\ndata:\n\n');
          break;
        }
      }
    })()
      .catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))))
      .finally(stop);
    return true;
  }

  async function answerDirectly(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'POST' || mediaTypeOf(request.headers['content-type']) !== 'application/json') return false;
    const mediaType = ANSWERED_AS.get((request.headers.accept ?? '').replace(/\s/g, '').toLowerCase());
    const params = ordinaryParams(request.body);
    if (!mediaType || !params || subscribes(params)) return false;

    // Yoga's plugins are handed the Fetch Request this path never builds. Of those that run for a
    // query or mutation, only the one that keeps mutations off GET reads it, and only its method.
    const methodOnly = { method: request.method } as Request;
    const result = await yoga.getResultForParams({ params, request: methodOnly }, { req: request, reply });
    if (!result || isAsyncIterable(result)) throw new Error('a query or mutation answered with a stream');
    const response = await processRegularResult(result, yoga.fetchAPI, mediaType);
    copyAnswerHeaders(response, reply);
    await reply.status(response.status).send(await response.text());
    return true;
  }

  return { answerDirectly, answerLiveStream };
}

/** A Fetch answer's headers onto Fastify's reply, all but its cookies, which the context sets on the reply itself. */
export function copyAnswerHeaders(response: Response, reply: FastifyReply): void {
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, parse } from 'graphql';
import { isAsyncIterable, processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { GraphQLContext, ServerContext } from '../graphql/context.ts';
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
        subscribes = getOperationAST(parse(params.query, { maxTokens: queryLimits.maxTokens }), params.operationName)?.operation === 'subscription';
      } catch {
        // Not a document at all: Yoga's pipeline below refuses it in its own words.
        subscribes = false;
      }
      known.set(key, subscribes);
    }
    return subscribes;
  };
}

/**
 * The ordinary request (a POST of a JSON query or mutation, as the web app and the mirror send) is
 * given to Yoga's own pipeline for parameters (the same parameter checks, parse and validation
 * caches, limits, control character check, context, execution, error masking and result encoding),
 * without Yoga's translation of the Node request into a Fetch Request and of its answer back. That
 * translation was most of a request's fixed cost and of its garbage: it made a page of appointments
 * take twice as long as its SQL at p95 (decision 030). Answers false, having sent nothing, for every
 * other request (GET, live streams, other bodies or Accept headers, subscriptions), which Yoga then
 * answers whole, as before.
 */
export function createDirectGraphQL(yoga: YogaServerInstance<ServerContext, GraphQLContext>) {
  const subscribes = subscriptionCheck();
  return async function answerDirectly(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
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
  };
}

/** A Fetch answer's headers onto Fastify's reply, all but its cookies, which the context sets on the reply itself. */
export function copyAnswerHeaders(response: Response, reply: FastifyReply): void {
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
  });
}

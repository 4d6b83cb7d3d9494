import { print } from '@0no-co/graphql.web';
import { initGraphQLTada, type ResultOf, type TadaDocumentNode, type VariablesOf } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * Typed GraphQL documents, checked against the committed schema.graphql at typecheck time
 * (`npx gql.tada generate output` refreshes the types after an API change).
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; ID: string };
}>();

export type { ResultOf, VariablesOf };

export interface ApiFieldProblem {
  field: string;
  message: string;
}

/** A failure the person can act on: the server's code and message (the spec's words). */
export class ApiError extends Error {
  readonly code: string;
  readonly fields: ApiFieldProblem[];
  constructor(message: string, code: string, fields: ApiFieldProblem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fields = fields;
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach piiq. Check your connection and try again.';

interface GraphQLResponseBody<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: ApiFieldProblem[] } }>;
}

/** Sends one operation to /graphql with the session cookie; the first error becomes an ApiError. */
export async function request<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  ...[variables]: Variables extends Record<string, never> ? [] | [Variables] : [Variables]
): Promise<Result> {
  return answerOf<Result>(() =>
    fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      // application/json makes every call a preflighted request: the server's CSRF defence.
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
    }),
  );
}

/**
 * Reads a /graphql answer: no answer or an unreadable one is a network error, the first GraphQL
 * error an ApiError. Shared by the people's client and the mirror's (device-graphql.ts).
 */
export async function answerOf<Result>(send: () => Promise<Response>): Promise<Result> {
  let response: Response;
  try {
    response = await send();
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  let body: GraphQLResponseBody<Result>;
  try {
    body = (await response.json()) as GraphQLResponseBody<Result>;
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  const first = body.errors?.[0];
  if (first) throw new ApiError(first.message, first.extensions?.code ?? 'UNKNOWN', first.extensions?.fields ?? []);
  if (body.data == null) throw new ApiError(NETWORK_ERROR_MESSAGE, 'NO_DATA');
  return body.data;
}

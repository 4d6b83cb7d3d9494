import type { initGraphQLTada, ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

type TypedGraphQL = ReturnType<
  typeof initGraphQLTada<{
    introspection: introspection;
    scalars: { DateTime: string; ID: string };
  }>
>;

/** The operation's text as sent, and, for a fragment, the fragments it carries (itself included) by name. */
interface DocumentSource {
  text: string;
  fragments: ReadonlyMap<string, string>;
}

const sources = new WeakMap<object, DocumentSource>();

const FRAGMENT_NAME = /^\s*fragment\s+([_A-Za-z][_0-9A-Za-z]*)/;
// gql.tada's own directive, which tells its types to unmask a fragment; the server does not know it.
const UNMASK_DIRECTIVE = /\s@_unmask\b/g;

function textDocument(source: string, fragments: readonly object[] = []): object {
  const carried = new Map<string, string>();
  for (const fragment of fragments) for (const [name, text] of sourceOf(fragment).fragments) carried.set(name, text);
  const own = source.replace(UNMASK_DIRECTIVE, '');
  const fragmentName = FRAGMENT_NAME.exec(own)?.[1];
  if (fragmentName) carried.delete(fragmentName);
  const text = [own, ...carried.values()].join('\n');
  const document = { kind: 'Document', definitions: [] };
  sources.set(document, { text, fragments: fragmentName ? new Map([[fragmentName, own], ...carried]) : carried });
  return document;
}

function sourceOf(document: object): DocumentSource {
  const source = sources.get(document);
  if (!source) throw new Error('A GraphQL document must be made by graphql() in lib/graphql.ts.');
  return source;
}

/**
 * Typed GraphQL documents, checked against the committed schema.graphql at typecheck time
 * (`npx gql.tada generate output` refreshes the types after an API change).
 *
 * At run time a document is its text with its fragments' texts after it, each fragment once: gql.tada's
 * own runtime parses every document into a syntax tree that is only printed back to text. Its types
 * stay; its `scalar` and `persisted` helpers are not provided, as the app uses neither.
 * Kept by hand: gql.tada's runtime and the printer cost 3.2 kB gzip on every page, which takes a client's page and /portal over budget.
 */
export const graphql = textDocument as unknown as TypedGraphQL;

/** What goes in a request's `query`: the document's text and the fragments it spreads. */
export function documentText(document: object): string {
  return sourceOf(document).text;
}

export type { ResultOf, VariablesOf };

export interface ApiFieldProblem {
  field: string;
  message: string;
}

/** A failure the person can act on: the server's code and message (the product's words). */
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
      body: JSON.stringify({ query: documentText(document), variables: variables ?? {} }),
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

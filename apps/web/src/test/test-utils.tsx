import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

type Reply = { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
type Handler = (variables: Record<string, unknown>) => Reply | Promise<Reply>;

/**
 * Replaces fetch with a fake /graphql that answers by operation name, and records every call
 * so a test can check what the screen sent. An operation without a handler fails the test loudly.
 */
export function mockGraphql(handlers: Record<string, Handler>) {
  const calls: GraphqlCall[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? 'anonymous';
    calls.push({ operationName, variables: body.variables });
    const handler = handlers[operationName];
    if (!handler) throw new Error(`No fake answer for ${operationName}`);
    return new Response(JSON.stringify(await handler(body.variables)), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function apiError(message: string, code: string): Reply {
  return { data: null, errors: [{ message, extensions: { code } }] };
}

export function renderWithQueryClient(
  ui: ReactElement,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

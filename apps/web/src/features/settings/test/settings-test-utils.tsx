/** Test helpers: the settings page at a URL, with a fake /graphql (and uploads) behind it. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { mockGraphql } from '../../../test/test-utils.tsx';
import { SettingsPage } from '../settings-page.tsx';

// The tabs' code loaded up front: each tab is a lazy chunk, and a first import under the test's
// transform can outlast findBy's wait.
await Promise.all([
  import('../salon-tab.tsx'),
  import('../retail-tab.tsx'),
  import('../client-records-tab.tsx'),
  import('../account-tab.tsx'),
]);

export const SALON_ID = 'salon-1';

type Handlers = Parameters<typeof mockGraphql>[0];

export interface FakeUpload {
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/**
 * Renders /{salonId}/settings/{tab} (plus any query string) with the app config in the cache, and
 * answers GraphQL by operation name. Photo uploads get `uploadReply`, and are recorded in `uploads`.
 */
export function renderSettings(path: string, handlers: Handlers, uploadReply?: () => Response) {
  const calls = mockGraphql(handlers);
  const graphqlFetch = globalThis.fetch;
  const uploads: FakeUpload[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!String(url).startsWith('/uploads/')) return graphqlFetch(url, init);
      uploads.push({
        url: String(url),
        headers: { ...(init.headers as Record<string, string>) },
        credentials: init.credentials,
        body: init.body,
      });
      if (!uploadReply) throw new Error(`No fake answer for the upload ${String(url)}`);
      return uploadReply();
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['app-config'], {
    supportEmail: 'support@piiq.test',
    helpCentreUrl: '/help-centre',
    onboardingVideoUrl: null,
    version: '2.0.2a',
  });
  const router = createMemoryRouter([{ path: '/:salonId/settings/:tab', element: <SettingsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, uploads, router, queryClient };
}

/** A reply the test releases when it wants, to look at the screen while a call is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export function fieldError(message: string, field: string) {
  return { data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ field, message }] } }] };
}

export const callsNamed = (calls: ReturnType<typeof mockGraphql>, name: string) =>
  calls.filter((call) => call.operationName === name);

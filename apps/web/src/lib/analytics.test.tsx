// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecordPageViews } from './analytics.ts';

function Recorder() {
  useRecordPageViews();
  return <Outlet />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function sentPaths(fetchMock: ReturnType<typeof vi.fn>): unknown[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(String((init as RequestInit).body)) as { variables: { path: string } }).variables.path,
  );
}

describe('useRecordPageViews', () => {
  it('records each path once, without its query string, and ignores failures', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter([{ element: <Recorder />, children: [{ path: '*', element: null }] }], {
      initialEntries: ['/s1/dashboard?session=secret'],
    });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/s1/dashboard?view=week'));
    await act(() => router.navigate('/s1/clients'));
    expect(sentPaths(fetchMock)).toEqual(['/s1/dashboard', '/s1/clients']);
  });
});

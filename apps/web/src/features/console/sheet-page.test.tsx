// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SheetPage } from './sheet-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answer to a sheet of the SKU and RRPAU alone: one product, one price. */
const repriced = {
  problems: [],
  created: 0,
  updated: 1,
  unchanged: 0,
  applied: false,
  changes: [
    {
      line: 2,
      sku: 'SH-1',
      action: 'UPDATE',
      columns: [
        { column: 'RRPAU', before: '29.95', after: '31.50' },
        { column: 'Description', before: '', after: 'Gentle.' },
      ],
    },
  ],
};

/** A CSV file as the browser gives it; jsdom's File cannot read itself as text, so this one says it. */
const csvFile = (name: string, text: string) =>
  Object.assign(new File([text], name, { type: 'text/csv' }), { text: () => Promise.resolve(text) });

function renderSheetPage() {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(repriced), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/console/catalogue/sheet', element: <SheetPage /> }], {
    initialEntries: ['/console/catalogue/sheet'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('importing a product sheet', () => {
  it('previews each product with the columns it changes, old -> new', async () => {
    const fetchMock = renderSheetPage();
    const sheet = csvFile('prices.csv', 'SKU,RRPAU\nSH-1,31.50\n');
    await userEvent.upload(screen.getByLabelText('Product sheet (CSV)'), sheet);

    expect(await screen.findByText('The sheet is ready: 0 new, 1 changed, 0 unchanged.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/console/catalogue/sheet?apply=false');
    expect(init?.body).toBe('SKU,RRPAU\nSH-1,31.50\n');
    const row = within(screen.getByRole('table', { name: 'Changes' })).getAllByRole('row')[1];
    if (!row) throw new Error('no change listed');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'SH-1', 'Changed', 'RRPAU: 29.95 → 31.50Description: (empty) → Gentle.']);
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['RRPAU: 29.95 → 31.50', 'Description: (empty) → Gentle.']);
    expect(screen.getByRole('button', { name: 'Apply the sheet' })).toBeTruthy();
  });

  it('checks the same file again when it is chosen again', async () => {
    const fetchMock = renderSheetPage();
    const input = screen.getByLabelText('Product sheet (CSV)');
    const sheet = csvFile('prices.csv', 'SKU,RRPAU\nSH-1,31.50\n');
    await userEvent.upload(input, sheet);
    await screen.findByText('The sheet is ready: 0 new, 1 changed, 0 unchanged.');
    expect(screen.getByText('prices.csv')).toBeTruthy();

    await userEvent.upload(input, sheet);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('The sheet is ready: 0 new, 1 changed, 0 unchanged.')).toBeTruthy();
  });
});

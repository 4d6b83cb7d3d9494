// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PagedTable, usePageParam, type PagedTableColumn } from './paged-table.tsx';

interface Row {
  id: string;
  name: string;
}

const columns: ReadonlyArray<PagedTableColumn<Row>> = [{ key: 'name', header: 'Client Name', cell: (row) => row.name }];
const makeRows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: String(index + 1), name: `Client ${index + 1}` }));

const bodyNames = () =>
  within(screen.getByRole('table', { name: 'Clients' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

afterEach(cleanup);

describe('PagedTable', () => {
  it('shows 6 rows per page and moves between pages with the pager buttons', () => {
    render(<PagedTable label="Clients" columns={columns} rows={makeRows(14)} rowKey={(row) => row.id} />);
    expect(bodyNames()).toEqual(['Client 1', 'Client 2', 'Client 3', 'Client 4', 'Client 5', 'Client 6']);
    expect(screen.getByText('1–6 of 14')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(bodyNames()[0]).toBe('Client 7');

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(bodyNames()).toEqual(['Client 13', 'Client 14']);
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(bodyNames()[0]).toBe('Client 7');
  });

  it('hides the pager when every row fits on one page', () => {
    render(<PagedTable label="Clients" columns={columns} rows={makeRows(6)} rowKey={(row) => row.id} />);
    expect(bodyNames()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('shows the empty state when there are no rows', () => {
    render(<PagedTable label="Clients" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No client history" />);
    expect(screen.getByText('No client history')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Client Name' })).toBeTruthy();
  });

  it('shows the last page when asked for a page past the end', () => {
    render(<PagedTable label="Clients" columns={columns} rows={makeRows(8)} rowKey={(row) => row.id} page={5} />);
    expect(bodyNames()).toEqual(['Client 7', 'Client 8']);
  });

  it('keeps the page in the URL with usePageParam', () => {
    function UrlTable() {
      const [page, setPage] = usePageParam();
      return <PagedTable label="Clients" columns={columns} rows={makeRows(20)} rowKey={(row) => row.id} page={page} onPageChange={setPage} />;
    }
    const router = createMemoryRouter([{ path: '/clients', element: <UrlTable /> }], { initialEntries: ['/clients?page=2'] });
    render(<RouterProvider router={router} />);
    expect(bodyNames()[0]).toBe('Client 7');

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(bodyNames()[0]).toBe('Client 13');

    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(router.state.location.search).toBe('');
    expect(bodyNames()[0]).toBe('Client 1');
  });
});

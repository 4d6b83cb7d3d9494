// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PagedTable, useLimitPageParams, usePageParam, type PagedTableColumn } from './paged-table.tsx';

interface Row {
  id: string;
  name: string;
}

const columns: ReadonlyArray<PagedTableColumn<Row>> = [{ key: 'name', header: 'Client Name', cell: (row) => row.name }];
const makeRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(index + 1), name: `Client ${index + 1}` }));

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
    expect(screen.getByText('1–6 of 14')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(bodyNames()[0]).toBe('Client 7');

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(bodyNames()).toEqual(['Client 13', 'Client 14']);
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(bodyNames()[0]).toBe('Client 7');
  });

  it('stacked for phones, names each value by its column, and leaves screen-reader-only headers out', () => {
    const withPhoto: ReadonlyArray<PagedTableColumn<Row>> = [
      { key: 'photo', header: <span>Photo</span>, cell: () => null },
      ...columns,
    ];
    render(<PagedTable label="Clients" columns={withPhoto} rows={makeRows(1)} rowKey={(row) => row.id} stackOnPhone />);
    const cells = within(screen.getByRole('table', { name: 'Clients' })).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Client Name']);
    expect(cells[1]?.textContent).toBe('Client 1');
  });

  it('hides the pager when every row fits on one page', () => {
    render(<PagedTable label="Clients" columns={columns} rows={makeRows(6)} rowKey={(row) => row.id} />);
    expect(bodyNames()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('shows the empty state when there are no rows', () => {
    render(
      <PagedTable label="Clients" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No client history" />,
    );
    expect(screen.getByText('No client history')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Client Name' })).toBeVisible();
  });

  it('shows the last page when asked for a page past the end', () => {
    render(<PagedTable label="Clients" columns={columns} rows={makeRows(8)} rowKey={(row) => row.id} page={5} />);
    expect(bodyNames()).toEqual(['Client 7', 'Client 8']);
  });

  it('keeps the page in the URL with usePageParam', () => {
    function UrlTable() {
      const [page, setPage] = usePageParam();
      return (
        <PagedTable
          label="Clients"
          columns={columns}
          rows={makeRows(20)}
          rowKey={(row) => row.id}
          page={page}
          onPageChange={setPage}
        />
      );
    }
    const router = createMemoryRouter([{ path: '/clients', element: <UrlTable /> }], {
      initialEntries: ['/clients?page=2'],
    });
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

/** A server-paged list: the "server" here slices the rows it is asked for, as GetSalonProducts does. */
function ServerPagedClients({ rows }: { rows: Row[] }) {
  const { limit, page, setPage, setLimit } = useLimitPageParams(10);
  return (
    <PagedTable
      label="Clients"
      columns={columns}
      rows={rows.slice((page - 1) * limit, page * limit)}
      rowKey={(row) => row.id}
      totalCount={rows.length}
      pageSize={limit}
      page={page - 1}
      onPageChange={(next) => setPage(next + 1)}
      pageSizeOptions={[10, 25, 50]}
      onPageSizeChange={setLimit}
    />
  );
}

describe('PagedTable paged by the server, with limit and page in the URL', () => {
  function renderAt(path: string) {
    const router = createMemoryRouter([{ path: '/products', element: <ServerPagedClients rows={makeRows(27)} /> }], {
      initialEntries: [path],
    });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('defaults to limit 10, page 1, and keeps the defaults out of the URL', () => {
    const router = renderAt('/products');
    expect(bodyNames()).toHaveLength(10);
    expect(screen.getByText('1–10 of 27')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(bodyNames()[0]).toBe('Client 11');
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the page and size the URL names, and a new size starts again at page 1', () => {
    const router = renderAt('/products?limit=25&page=2');
    expect(bodyNames()).toEqual(['Client 26', 'Client 27']);
    expect(screen.getByText('26–27 of 27')).toBeVisible();
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page:' }), { target: { value: '10' } });
    expect(router.state.location.search).toBe('');
    expect(bodyNames()).toHaveLength(10);
  });

  it('reads a nonsense limit or page as the defaults', () => {
    renderAt('/products?limit=abc&page=-4');
    expect(screen.getByText('1–10 of 27')).toBeVisible();
  });
});

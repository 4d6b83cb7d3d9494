// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { consoleKeys } from './console-keys.ts';
import { AcademySection } from './content-academy.tsx';
import { TermsSection } from './content-terms.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const masterclass = {
  id: 'academy-1',
  name: 'Blow-dry masterclass',
  videoUrl: null,
  transcriptHtml: '',
  storedImages: [],
  position: 3,
};
const terms = {
  id: 'terms-1',
  locale: 'en-GB',
  version: 2,
  bodyHtml: '<p>Terms</p>',
  publishedAt: '2026-01-01T00:00:00Z',
};

function consoleClient(isProviderAdmin: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(consoleKeys.viewer, {
    id: 'u-1',
    email: 'a@piiq.test',
    isProviderStaff: true,
    isProviderAdmin,
  });
  return queryClient;
}

describe('the console’s content editor', () => {
  it('saves a new record with what the form holds, then reads the list again', async () => {
    let items: unknown[] = [];
    const calls = mockGraphql({
      GetConsoleAcademy: () => ({ data: { academy: items } }),
      SaveAcademyItem: () => {
        items = [masterclass];
        return { data: { saveAcademyItem: { id: masterclass.id } } };
      },
    });
    renderWithQueryClient(<AcademySection />, consoleClient(false));
    expect(await screen.findByText('No academy videos')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New video' }));
    const dialog = screen.getByRole('dialog', { name: 'New video' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: masterclass.name } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const table = await screen.findByRole('table', { name: 'Academy videos' });
    expect(await within(table).findByText(masterclass.name)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.operationName === 'SaveAcademyItem')?.variables).toMatchObject({
      id: null,
      input: { name: masterclass.name, position: 0 },
    });
  });

  it('deletes a record only once asked', async () => {
    let items: unknown[] = [masterclass];
    const calls = mockGraphql({
      GetConsoleAcademy: () => ({ data: { academy: items } }),
      DeleteAcademyItem: () => {
        items = [];
        return { data: { deleteAcademyItem: { id: masterclass.id } } };
      },
    });
    renderWithQueryClient(<AcademySection />, consoleClient(false));
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${masterclass.name}` }));
    const confirm = screen.getByRole('dialog', { name: `Delete ${masterclass.name}?` });
    expect(calls.some((call) => call.operationName === 'DeleteAcademyItem')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No academy videos')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'DeleteAcademyItem')?.variables).toEqual({ id: masterclass.id });
  });

  it('publishes the next terms version from a row, and says so above the list', async () => {
    const calls = mockGraphql({
      GetTermsVersions: () => ({ data: { consoleTermsVersions: [terms] } }),
      PublishTerms: () => ({ data: { publishTerms: { ...terms, id: 'terms-2', version: 3 } } }),
    });
    renderWithQueryClient(<TermsSection />, consoleClient(true));
    fireEvent.click(await screen.findByRole('button', { name: 'New version of the en-GB terms' }));
    const dialog = screen.getByRole('dialog', { name: 'New version of the en-GB terms' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(/Version 3 of the en-GB terms is published\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.operationName === 'PublishTerms')?.variables).toEqual({
      input: { locale: 'en-GB', bodyHtml: '<p>Terms</p>' },
    });
  });
});

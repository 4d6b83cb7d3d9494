// @vitest-environment jsdom
import { salonFinderMessages } from '@piiq/domain/salon-finder';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { portalRoutes } from './portal-routes.tsx';
import { noSalonsFound } from './salon-finder-view.tsx';
import type { FoundSalon } from './use-salon-finder.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const salon = (name: string, extra: Partial<FoundSalon> = {}): FoundSalon => ({
  id: name,
  name,
  address: '112 Campbell Parade, Bondi Beach NSW 2026',
  bookingUrl: null,
  photoUrl: null,
  specialities: [],
  styles: [],
  ...extra,
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function setup(path: string, findSalons: Parameters<typeof mockGraphql>[0][string]) {
  const calls = mockGraphql({ GetMySalons: () => ({ data: { me: null } }), FindSalons: findSalons });
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
      <Where />
    </MemoryRouter>,
  );
  return {
    calls,
    user: userEvent.setup({ delay: null }),
    address: () => screen.getByRole('status', { name: 'address' }).textContent,
  };
}

function Routes() {
  return useRoutes([portalRoutes]);
}

const FIELD = 'Suburb, city, street or postcode';

describe('the salon finder', () => {
  it('checks the search by the API’s rule before asking, and keeps a good one in the address', async () => {
    const { user, calls, address } = setup('/portal/salons', (variables) => ({
      data: {
        findSalons: {
          nextToken: null,
          items:
            variables['search'] === 'Bondi'
              ? [salon('Bondi Beach Hair Studio', { bookingUrl: 'https://book.example.com' })]
              : [],
        },
      },
    }));
    const field = await screen.findByLabelText(FIELD);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(salonFinderMessages.required)).toBeVisible();
    await user.type(field, '202');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(salonFinderMessages.postcode)).toBeVisible();
    expect(calls.filter((call) => call.operationName === 'FindSalons')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '  Bondi {Enter}');
    const card = await screen.findByRole('article');
    expect(address()).toBe('/portal/salons?q=Bondi');
    expect(within(card).getByRole('heading', { name: 'Bondi Beach Hair Studio' })).toBeVisible();
    expect(within(card).getByText('112 Campbell Parade, Bondi Beach NSW 2026')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Book online at Bondi Beach Hair Studio' })).toHaveAttribute(
      'href',
      'https://book.example.com',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  it('searches what the address holds, and says when nothing is near it', async () => {
    const { calls } = setup('/portal/salons?q=Kakadu', () => ({
      data: { findSalons: { nextToken: null, items: [] } },
    }));
    expect(await screen.findByText(noSalonsFound('Kakadu'))).toBeVisible();
    expect(screen.getByLabelText<HTMLInputElement>(FIELD).value).toBe('Kakadu');
    expect(calls.find((call) => call.operationName === 'FindSalons')?.variables).toEqual({
      search: 'Kakadu',
      nextToken: null,
    });
  });

  it('shows more salons from the next page, after those already shown', async () => {
    const { user, calls } = setup('/portal/salons?q=2026', (variables) =>
      variables['nextToken'] === 'page-2'
        ? { data: { findSalons: { nextToken: null, items: [salon('Third')] } } }
        : { data: { findSalons: { nextToken: 'page-2', items: [salon('First'), salon('Second')] } } },
    );
    expect(await screen.findByText('Showing the first 2 salons')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('3 salons')).toBeVisible();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(
      calls.filter((call) => call.operationName === 'FindSalons').map((call) => call.variables['nextToken']),
    ).toEqual([null, 'page-2']);
  });

  it('says an empty search needs words, instead of keeping the salons of the search before', async () => {
    const { user, address } = setup('/portal/salons?q=Bondi', () => ({
      data: { findSalons: { nextToken: null, items: [salon('Bondi Beach Hair Studio')] } },
    }));
    expect(await screen.findByRole('article')).toBeVisible();
    const field = screen.getByLabelText<HTMLInputElement>(FIELD);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Type a suburb, city, street or postcode to find a salon.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Salons near Bondi' })).toBeNull();
    expect(address()).toBe('/portal/salons');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Type a suburb, city, street or postcode to find a salon.');
  });

  it('hides the salons of the search before while a refused one says why', async () => {
    const { user } = setup('/portal/salons?q=Bondi', () => ({
      data: { findSalons: { nextToken: null, items: [salon('Bondi Beach Hair Studio')] } },
    }));
    expect(await screen.findByRole('article')).toBeVisible();
    const field = screen.getByLabelText(FIELD);
    await user.clear(field);
    await user.type(field, '202{Enter}');
    expect(screen.getByText(salonFinderMessages.postcode)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says why the salons could not be loaded, with Try again', async () => {
    setup('/portal/salons?q=Bondi', () =>
      apiError('Too many attempts. Please wait a few minutes and try again.', 'RATE_LIMITED'),
    );
    expect(await screen.findByText(/We couldn't load salons\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

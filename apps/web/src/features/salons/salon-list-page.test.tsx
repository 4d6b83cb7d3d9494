// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { useParams, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccess, createViewer, renderWithViewer } from '../../test/viewer-fixtures.tsx';
import { SalonListPage } from './salon-list-page.tsx';

function SalonHome() {
  return <p>Home of {useParams().salonId}</p>;
}

const routes: RouteObject[] = [
  { path: '/', element: <SalonListPage /> },
  { path: '/signup', element: <p>Registration page</p> },
  { path: '/:salonId', element: <SalonHome /> },
];

afterEach(cleanup);

describe('SalonListPage', () => {
  it('goes straight to the salon when the user has exactly one, as its admin', async () => {
    const router = renderWithViewer(routes, '/', createViewer([createAccess('s1')]));
    expect(await screen.findByText('Home of s1')).toBeVisible();
    expect(router.state.location.pathname).toBe('/s1');
  });

  it('sends a user who is only a client of their one salon to /signup', async () => {
    const router = renderWithViewer(
      routes,
      '/',
      createViewer([createAccess('s1', { salonAdmin: false, salonClient: true })]),
    );
    expect(await screen.findByText('Registration page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('sends a user with no salon to /signup', async () => {
    renderWithViewer(routes, '/', createViewer([]));
    expect(await screen.findByText('Registration page')).toBeVisible();
  });

  it('sends a client-profile user to /signup even where flagged admin', async () => {
    renderWithViewer(routes, '/', createViewer([createAccess('s1'), createAccess('s2')], { profileRole: 'Client' }));
    expect(await screen.findByText('Registration page')).toBeVisible();
  });

  it('lists several salons by name and time zone, with [CLIENT] where the user is only a client', async () => {
    renderWithViewer(
      routes,
      '/',
      createViewer([
        createAccess('b', { salon: { name: 'Bondi Hair', timeZone: 'Australia/Sydney' } }),
        createAccess('a', {
          salonAdmin: false,
          salonClient: true,
          salon: { name: 'Auckland Cuts', timeZone: 'Pacific/Auckland' },
        }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Salons' })).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Time zone']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '[CLIENT] Auckland CutsPacific/Auckland',
      'Bondi HairAustralia/Sydney',
    ]);
    expect(screen.getByRole('link', { name: 'Bondi Hair' }).getAttribute('href')).toBe('/b');
    expect(screen.queryByRole('link', { name: /Auckland Cuts/ })).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccess, createViewer, renderWithViewer } from '../../test/viewer-fixtures.tsx';
import { AdminLayout, SalonListLayout } from './admin-layout.tsx';

const routes: RouteObject[] = [
  { path: '/', element: <SalonListLayout />, children: [{ index: true, element: <h1>Salons</h1> }] },
  { path: '/signup', element: <p>Registration page</p> },
  { path: '/:salonId/onboarding', element: <p>Onboarding wizard</p> },
  {
    path: '/:salonId',
    element: <AdminLayout />,
    children: [
      { path: 'dashboard', element: <h1>Dashboard</h1> },
      { path: 'appointments/:appointmentId?', element: <h1>Appointments</h1> },
    ],
  },
];

const MENU = [
  'Weekly',
  'Dashboard',
  'Appointments',
  'Clients',
  'Messaging',
  'Orders',
  'IBB',
  'Academy',
  'Settings',
  'Resources',
];

afterEach(cleanup);

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AdminLayout', () => {
  it('shows the salon name, Log out, the menu in the product’s order and the version', async () => {
    renderWithViewer(routes, '/s1/dashboard', createViewer([createAccess('s1', { salon: { name: 'Bondi Hair' } })]));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(within(screen.getByRole('banner')).getByText('Bondi Hair')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(linkNames(nav)).toEqual(MENU);
    expect(within(nav).getByRole('link', { name: 'Weekly' }).getAttribute('href')).toBe('/s1/weekly');
    expect(within(nav).getByRole('link', { name: 'Academy' }).getAttribute('href')).toBe('/s1/academy');
    expect(within(nav).queryByRole('link', { name: 'Salons' })).toBeNull();
    expect(screen.getByRole('contentinfo').textContent).toContain('Version 2.0.2a');
    expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Terms and Conditions' })).toBeVisible();
  });

  it('marks the current section, including its nested pages', async () => {
    renderWithViewer(routes, '/s1/appointments/a9', createViewer([createAccess('s1')]));
    await screen.findByRole('heading', { name: 'Appointments' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Appointments']);
  });

  it('adds the Salons link when the user has more than one salon', async () => {
    renderWithViewer(
      routes,
      '/s1/dashboard',
      createViewer([createAccess('s1'), createAccess('s2', { salonAdmin: false, salonClient: true })]),
    );
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Salons' }).getAttribute('href')).toBe('/');
  });

  it('frames the salon list too: top bar, the Salons link as the current page, and the version', async () => {
    renderWithViewer(routes, '/', createViewer([createAccess('s1'), createAccess('s2')]));
    expect(await screen.findByRole('heading', { name: 'Salons' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(linkNames(nav)).toEqual(['Salons']);
    expect(within(nav).getByRole('link', { name: 'Salons' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('contentinfo').textContent).toContain('Version 2.0.2a');
  });

  it('sends a user with no salon to administer on from / before drawing the frame', async () => {
    renderWithViewer(routes, '/', createViewer([createAccess('s1', { salonAdmin: false, salonClient: true })]));
    expect(await screen.findByText('Registration page')).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it("tells a user who is not the salon's admin, and keeps Log out", async () => {
    renderWithViewer(routes, '/s2/dashboard', createViewer([createAccess('s1')]));
    expect(
      await screen.findByText("You aren't an admin of this salon. Try logging out and logging in again."),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends an admin of a salon that has not finished onboarding to the wizard', async () => {
    const router = renderWithViewer(
      routes,
      '/s1/dashboard',
      createViewer([createAccess('s1', { salon: { onboardingComplete: false } })]),
    );
    expect(await screen.findByText('Onboarding wizard')).toBeVisible();
    expect(router.state.location.pathname).toBe('/s1/onboarding');
  });

  it('opens the change-password dialog from the top bar', async () => {
    renderWithViewer(routes, '/s1/dashboard', createViewer([createAccess('s1')]));
    const [button] = await screen.findAllByRole('button', { name: 'Change password' });
    if (!button) throw new Error('no Change password control');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Change password');
  });
});

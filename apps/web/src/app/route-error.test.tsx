// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Crashing(): never {
  throw new Error('the screen broke');
}

function Shell() {
  return (
    <>
      <Link to="/other">Other page</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<Crashing />} />
          <Route path="/other" element={<h1>Other page</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows a way out when a screen crashes, and moving to another page tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

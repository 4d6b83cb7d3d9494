// @vitest-environment jsdom
import { BANNER_AUTO_HIDE_MS, BANNER_SLIDE_MS } from '@piiq/domain/notifications';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopBannerMessage } from './top-banner-card.tsx';
import { TopBannerProvider, useTopBanner } from './top-banner.tsx';

let showBanner: (message: TopBannerMessage) => void = () => undefined;

function Capture() {
  showBanner = useTopBanner().show;
  return null;
}

function renderHost() {
  render(
    <TopBannerProvider>
      <Capture />
    </TopBannerProvider>,
  );
}

// The card loads with the first banner; loaded here first, so each test's clock starts at its show.
beforeAll(async () => {
  await import('./top-banner-card.tsx');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TopBanner', () => {
  it('hides itself 2.5 s after it appears, once it has slid away', async () => {
    renderHost();
    await act(async () => showBanner({ title: '2 items purchased', body: 'Someone wants to pick up 2 product(s)' }));
    expect(screen.getByRole('status').textContent).toContain('Someone wants to pick up 2 product(s)');

    act(() => vi.advanceTimersByTime(BANNER_AUTO_HIDE_MS - 1));
    expect(screen.queryByText('2 items purchased')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(BANNER_SLIDE_MS));
    expect(screen.queryByText('2 items purchased')).toBeNull();
  });

  it('opens its target on click and hides', async () => {
    const open = vi.fn();
    renderHost();
    await act(async () =>
      showBanner({ title: 'Retail order', body: 'Sam has just placed a retail order.', onClick: open }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Retail order/ }));
    expect(open).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(BANNER_SLIDE_MS));
    expect(screen.queryByText('Retail order')).toBeNull();
  });

  it('shows banners that arrive together one after the other', async () => {
    renderHost();
    await act(async () => {
      showBanner({ title: 'First' });
      showBanner({ title: 'Second' });
    });
    expect(screen.queryByText('First')).not.toBeNull();
    expect(screen.queryByText('Second')).toBeNull();

    act(() => vi.advanceTimersByTime(BANNER_AUTO_HIDE_MS));
    act(() => vi.advanceTimersByTime(BANNER_SLIDE_MS));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Second')).not.toBeNull();
  });

  it('stays while the pointer is over it', async () => {
    renderHost();
    await act(async () => showBanner({ title: 'Rebook request' }));
    fireEvent.mouseEnter(screen.getByText('Rebook request'));
    act(() => vi.advanceTimersByTime(BANNER_AUTO_HIDE_MS * 3));
    expect(screen.queryByText('Rebook request')).not.toBeNull();
  });
});

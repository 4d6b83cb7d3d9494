// @vitest-environment jsdom
import { LOADING_MESSAGE_INTERVAL_MS, LOADING_MESSAGES } from '@piiq/domain/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingChip } from './loading-chip.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadingChip', () => {
  it('shows each of the 8 messages for 1.1 s, then starts again', () => {
    render(<LoadingChip />);
    for (const message of LOADING_MESSAGES) {
      expect(screen.getByText(message)).toBeVisible();
      act(() => vi.advanceTimersByTime(LOADING_MESSAGE_INTERVAL_MS - 1));
      expect(screen.getByText(message)).toBeVisible();
      act(() => vi.advanceTimersByTime(1));
    }
    expect(screen.getByText(LOADING_MESSAGES[0])).toBeVisible();
  });

  it('tells screen readers it is loading', () => {
    render(<LoadingChip />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });
});

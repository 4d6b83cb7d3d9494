import { afterEach, describe, expect, it, vi } from 'vitest';

async function themeWhenReducedMotionIs(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
  return (await import('./theme.ts')).theme;
}

describe('theme and prefers-reduced-motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps transitions, ripples and the skeleton pulse for everyone else', async () => {
    const theme = await themeWhenReducedMotionIs(false);
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
    expect(theme.components?.MuiSkeleton?.defaultProps?.animation).toBe('pulse');
  });

  it('drops them all when the device asks for less motion', async () => {
    const theme = await themeWhenReducedMotionIs(true);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(theme.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
  });
});

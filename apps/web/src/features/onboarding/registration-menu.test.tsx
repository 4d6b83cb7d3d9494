// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuItem, renderWizard, SALON_ID, stepHeading, user } from './onboarding-test-fixtures.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registration menu', () => {
  it('lists the five sections in order, opening each once enough sections are completed', async () => {
    renderWizard({ completedSections: 2 });
    await stepHeading('Rebooking');
    const nav = screen.getByRole('navigation', { name: 'Registration menu' });
    expect(within(nav).getAllByRole('button').map((item) => item.getAttribute('aria-label'))).toEqual([
      '01 staff',
      '02 hashtags',
      '03 rebooking',
      '04 retail',
      '05 complete',
    ]);
    expect(['01 staff', '02 hashtags', '03 rebooking'].map((name) => (menuItem(name) as HTMLButtonElement).disabled)).toEqual([false, false, false]);
    expect(['04 retail', '05 complete'].map((name) => (menuItem(name) as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(menuItem('03 rebooking').getAttribute('aria-current')).toBe('step');
    expect(menuItem('01 staff').getAttribute('aria-current')).toBeNull();
  });

  it('opens an unlocked step when chosen, and keeps it in the address', async () => {
    const { router } = renderWizard({ completedSections: 2 });
    await stepHeading('Rebooking');
    await user().click(menuItem('02 hashtags'));
    await stepHeading('Hashtags');
    expect(router.state.location.search).toBe('?step=social');
    expect(menuItem('02 hashtags').getAttribute('aria-current')).toBe('step');
  });

  it('opens a locked step asked for in the address at the furthest unlocked one', async () => {
    renderWizard({ completedSections: 1, path: `/${SALON_ID}/onboarding?step=retail` });
    await stepHeading('Hashtags');
  });

  it('starts a new salon at staff with everything else locked', async () => {
    renderWizard();
    await stepHeading('Your team');
    expect(menuItem('01 staff').getAttribute('aria-current')).toBe('step');
    expect((menuItem('02 hashtags') as HTMLButtonElement).disabled).toBe(true);
  });
});

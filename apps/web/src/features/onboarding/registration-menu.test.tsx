// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  button,
  menuItem,
  progressSaved,
  renderWizard,
  SALON_ID,
  stepHeading,
} from './test/onboarding-test-fixtures.tsx';

describe('registration menu', () => {
  it('lists the five sections in order, opening each once enough sections are completed', async () => {
    renderWizard({ completedSections: 2 });
    await stepHeading('Rebooking');
    const nav = screen.getByRole('navigation', { name: 'Registration menu' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['01 staff', '02 hashtags', '03 rebooking', '04 retail', '05 complete']);
    expect(
      ['01 staff', '02 hashtags', '03 rebooking'].map((name) => (menuItem(name) as HTMLButtonElement).disabled),
    ).toEqual([false, false, false]);
    expect(['04 retail', '05 complete'].map((name) => (menuItem(name) as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
    ]);
    expect(menuItem('03 rebooking').getAttribute('aria-current')).toBe('step');
    expect(menuItem('01 staff').getAttribute('aria-current')).toBeNull();
  });

  it('opens an unlocked step when chosen, and keeps it in the address', async () => {
    const { router, user } = renderWizard({ completedSections: 2 });
    await stepHeading('Rebooking');
    await user.click(menuItem('02 hashtags'));
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
    expect(menuItem('01 staff')).toHaveAttribute('aria-current', 'step');
    expect(menuItem('02 hashtags')).toBeDisabled();
  });

  it('tells a skipped step from a completed one, in words for screen readers and by its icon', async () => {
    renderWizard({ completedSections: 2, skipped: ['social'] });
    await stepHeading('Rebooking');
    expect(menuItem('01 staff')).toHaveAccessibleDescription('Completed');
    expect(menuItem('02 hashtags')).toHaveAccessibleDescription('Skipped');
    expect(menuItem('03 rebooking')).not.toHaveAccessibleDescription();
    expect(menuItem('04 retail')).not.toHaveAccessibleDescription();
    expect(menuItem('01 staff').querySelector('[data-testid="CheckCircleIcon"]')).toBeVisible();
    expect(menuItem('02 hashtags').querySelector('[data-testid="CheckCircleIcon"]')).toBeNull();
    expect(menuItem('02 hashtags').querySelector('[data-testid="SkipNextOutlinedIcon"]')).toBeVisible();
  });

  it('records Skip as skipped, and a skipped step finished later as completed', async () => {
    const { sent, user, enterText } = renderWizard({ completedSections: 1 });
    await stepHeading('Hashtags');
    await user.click(button('Skip'));
    await stepHeading('Rebooking');
    expect(sent('UpdateSalon').at(-1)).toEqual(progressSaved(2, ['social']));

    await user.click(menuItem('02 hashtags'));
    await stepHeading('Hashtags');
    await enterText(screen.getByLabelText('Hashtag'), 'bondi', { submit: true });
    await user.click(button('Next'));
    await stepHeading('Rebooking');
    expect(sent('UpdateSalon').at(-1)).toEqual(progressSaved(2));
    expect(document.getElementById(menuItem('02 hashtags').getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Completed',
    );
  });
});

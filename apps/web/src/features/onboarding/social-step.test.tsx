// @vitest-environment jsdom
import { onboardingMessages } from '@piiq/domain/onboarding';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/test-utils.tsx';
import {
  button,
  enterText,
  isDisabled,
  progressSaved,
  renderWizard,
  salonSaved,
  stepHeading,
  user,
} from './test/onboarding-test-fixtures.tsx';

describe('hashtags step', () => {
  it('starts from the saved message, normalises what is typed, refuses empty and duplicates, and saves them joined by a space', async () => {
    const { sent } = renderWizard({
      completedSections: 1,
      salon: { defaultSocialMediaMessage: 'Book now #bondi #hairgoals' },
    });
    const u = user();
    await stepHeading('Hashtags');
    const list = screen.getByRole('list', { name: 'Hashtags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#bondi', '#hairgoals']);

    await u.click(button('Add'));
    expect(screen.getByText(onboardingMessages.hashtagRequired)).toBeVisible();
    await enterText(u, screen.getByLabelText('Hashtag'), 'BONDI', { submit: true });
    expect(screen.getByText(onboardingMessages.hashtagDuplicate)).toBeVisible();
    await u.clear(screen.getByLabelText('Hashtag'));
    await enterText(u, screen.getByLabelText('Hashtag'), 'salon life', { submit: true });
    expect(screen.getByText('#salonlife')).toBeVisible();

    await u.click(button('Next'));
    await stepHeading('Rebooking');
    expect(sent('UpdateSalon')).toEqual([
      salonSaved({ defaultSocialMediaMessage: '#bondi #hairgoals #salonlife' }),
      progressSaved(2),
    ]);
  });

  it('keeps Next disabled with no hashtags', async () => {
    renderWizard({ completedSections: 1 });
    await stepHeading('Hashtags');
    expect(isDisabled('Next')).toBe(true);
  });

  it('says when the message could not be saved, and stays', async () => {
    const { sent } = renderWizard({
      completedSections: 1,
      salon: { defaultSocialMediaMessage: '#bondi' },
      handlers: { UpdateSalon: () => apiError('Something broke', 'INTERNAL') },
    });
    await stepHeading('Hashtags');
    await user().click(button('Next'));
    expect((await screen.findByRole('alert')).textContent).toBe(onboardingMessages.socialFailed);
    expect(sent('UpdateSalon')).toHaveLength(1);
  });
});

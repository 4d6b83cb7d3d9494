// @vitest-environment jsdom
import { onboardingMessages } from '@piiq/domain/onboarding';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/test-utils.tsx';
import { button, progressSaved, renderWizard, salonSaved, stepHeading } from './test/onboarding-test-fixtures.tsx';

describe('hashtags step', () => {
  it('starts from the saved message, normalises what is typed, refuses empty and duplicates, and saves them joined by a space', async () => {
    const { sent, user, enterText } = renderWizard({
      completedSections: 1,
      salon: { defaultSocialMediaMessage: 'Book now #bondi #hairgoals' },
    });
    await stepHeading('Hashtags');
    const list = screen.getByRole('list', { name: 'Hashtags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#bondi', '#hairgoals']);

    await user.click(button('Add'));
    expect(screen.getByText(onboardingMessages.hashtagRequired)).toBeVisible();
    await enterText(screen.getByLabelText('Hashtag'), 'BONDI', { submit: true });
    expect(screen.getByText(onboardingMessages.hashtagDuplicate)).toBeVisible();
    await user.clear(screen.getByLabelText('Hashtag'));
    await enterText(screen.getByLabelText('Hashtag'), 'salon life', { submit: true });
    expect(screen.getByText('#salonlife')).toBeVisible();

    await user.click(button('Next'));
    await stepHeading('Rebooking');
    expect(sent('UpdateSalon')).toEqual([
      salonSaved({ defaultSocialMediaMessage: '#bondi #hairgoals #salonlife' }),
      progressSaved(2),
    ]);
  });

  it('keeps Next disabled with no hashtags', async () => {
    renderWizard({ completedSections: 1 });
    await stepHeading('Hashtags');
    expect(button('Next')).toBeDisabled();
  });

  it('says when the message could not be saved, and stays', async () => {
    const { sent, user } = renderWizard({
      completedSections: 1,
      salon: { defaultSocialMediaMessage: '#bondi' },
      handlers: { UpdateSalon: () => apiError('Something broke', 'INTERNAL') },
    });
    await stepHeading('Hashtags');
    await user.click(button('Next'));
    expect((await screen.findByRole('alert')).textContent).toBe(onboardingMessages.socialFailed);
    expect(sent('UpdateSalon')).toHaveLength(1);
  });
});

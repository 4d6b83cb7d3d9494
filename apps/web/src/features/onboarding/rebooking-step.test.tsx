// @vitest-environment jsdom
import { onboardingMessages } from '@piiq/domain/onboarding';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/test-utils.tsx';
import {
  button,
  enterText,
  isDisabled,
  renderWizard,
  SALON_ID,
  stateText,
  stepHeading,
  user,
  variablesOf,
} from './onboarding-test-fixtures.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rebooking step', () => {
  it('shows a saved delay of 0 as "On the day" and saves 0 on Next', async () => {
    const { calls } = renderWizard({ completedSections: 2, salon: { rebookNotificationDelay: 0 } });
    await stepHeading('Rebooking');
    expect(screen.getByRole('group', { name: 'Rebook delay' }).querySelector('output')?.textContent).toBe('On the day');
    expect(isDisabled('Decrease rebook delay')).toBe(true);
    await user().click(button('Next'));
    await stepHeading('Retail');
    expect(variablesOf(calls, 'UpdateSalon')[0]).toEqual({
      id: SALON_ID,
      input: { rebookNotificationMessage: '', rebookNotificationDelay: 0 },
    });
  });

  it('counts up and back down to "On the day" and no further, and saves message and delay', async () => {
    const { calls } = renderWizard({ completedSections: 2, salon: { rebookNotificationDelay: 1 } });
    const u = user();
    await stepHeading('Rebooking');
    expect(screen.getByText('1 day')).toBeVisible();
    await u.click(button('Decrease rebook delay'));
    expect(screen.getByText('On the day')).toBeVisible();
    expect(isDisabled('Decrease rebook delay')).toBe(true);
    await u.click(button('Increase rebook delay'));
    await u.click(button('Increase rebook delay'));
    await u.click(button('Increase rebook delay'));
    expect(screen.getByText('3 days')).toBeVisible();
    await u.click(button('Decrease rebook delay'));
    await u.click(button('Decrease rebook delay'));
    await u.click(button('Decrease rebook delay'));

    await enterText(u, screen.getByLabelText('Rebook message'), 'Time for your next visit!');
    await u.click(button('Next'));
    await stepHeading('Retail');
    expect(variablesOf(calls, 'UpdateSalon')).toEqual([
      { id: SALON_ID, input: { rebookNotificationMessage: 'Time for your next visit!', rebookNotificationDelay: 0 } },
      { id: SALON_ID, input: { onboardingState: stateText(3) } },
    ]);
  });

  it("starts from the salon's own delay and message when it has them", async () => {
    renderWizard({
      completedSections: 2,
      salon: { rebookNotificationDelay: 3, rebookNotificationMessage: 'See you soon' },
    });
    await stepHeading('Rebooking');
    expect(screen.getByText('3 days')).toBeVisible();
    expect((screen.getByLabelText('Rebook message') as HTMLTextAreaElement).value).toBe('See you soon');
  });

  it('says when the rebooking could not be saved', async () => {
    renderWizard({ completedSections: 2, handlers: { UpdateSalon: () => apiError('Something broke', 'INTERNAL') } });
    await stepHeading('Rebooking');
    await user().click(button('Next'));
    expect((await screen.findByRole('alert')).textContent).toBe(onboardingMessages.rebookingFailed);
  });
});

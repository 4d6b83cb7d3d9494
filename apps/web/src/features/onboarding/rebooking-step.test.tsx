// @vitest-environment jsdom
import { onboardingMessages, rebookDelayMessages } from '@piiq/domain/onboarding';
import {
  DEFAULT_REBOOK_MESSAGE,
  SCHEDULE_REMINDER_ON_REQUEST_HELP,
  SCHEDULE_REMINDER_ON_REQUEST_LABEL,
} from '@piiq/domain/rebook';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/test-utils.tsx';
import { button, progressSaved, renderWizard, salonSaved, stepHeading } from './test/onboarding-test-fixtures.tsx';

const delayField = () => screen.getByLabelText('Rebook delay') as HTMLInputElement;
const unitField = () => screen.getByLabelText('Days or weeks') as HTMLSelectElement;
const messageField = () => screen.getByLabelText('Rebook message') as HTMLTextAreaElement;

/** Goes on to Retail and expects the example message, sent on the day, saved with the reminder choice. */
async function nextSavesTheExampleOnTheDay(
  { sent, user }: ReturnType<typeof renderWizard>,
  { scheduleRebookReminderOnRequest }: { scheduleRebookReminderOnRequest: boolean },
) {
  await user.click(button('Next'));
  await stepHeading('Retail');
  expect(sent('UpdateSalon')[0]).toEqual(
    salonSaved({
      rebookNotificationMessage: DEFAULT_REBOOK_MESSAGE,
      rebookNotificationDelay: 0,
      scheduleRebookReminderOnRequest,
    }),
  );
}

describe('rebooking step', () => {
  it('shows the salon’s choice to schedule the reminder on a rebook request, and saves it with the message and delay', async () => {
    const wizard = renderWizard({ completedSections: 2, salon: { scheduleRebookReminderOnRequest: true } });
    await stepHeading('Rebooking');
    const toggle = screen.getByRole('switch', { name: SCHEDULE_REMINDER_ON_REQUEST_LABEL });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(SCHEDULE_REMINDER_ON_REQUEST_HELP);
    await wizard.user.click(toggle);
    expect(toggle).not.toBeChecked();
    await nextSavesTheExampleOnTheDay(wizard, { scheduleRebookReminderOnRequest: false });
  });

  it('starts a salon without a message from the example, and shows a saved delay of 0 as "On the day"', async () => {
    const wizard = renderWizard({ completedSections: 2, salon: { rebookNotificationDelay: 0 } });
    await stepHeading('Rebooking');
    expect(messageField().value).toBe(DEFAULT_REBOOK_MESSAGE);
    expect(delayField().value).toBe('0');
    expect(unitField().value).toBe('days');
    expect(screen.getByText('On the day')).toBeVisible();
    await nextSavesTheExampleOnTheDay(wizard, { scheduleRebookReminderOnRequest: true });
  });

  it('takes a delay typed in weeks and saves it in days: 6 weeks is 42 days', async () => {
    const { sent, user, enterText } = renderWizard({ completedSections: 2, salon: { rebookNotificationDelay: 1 } });
    await stepHeading('Rebooking');
    await user.clear(delayField());
    await user.type(delayField(), '6');
    await user.selectOptions(unitField(), 'weeks');
    expect(screen.getByText('6 weeks (42 days)')).toBeVisible();

    await user.clear(messageField());
    await enterText(messageField(), 'Time for your next visit!');
    await user.click(button('Next'));
    await stepHeading('Retail');
    expect(sent('UpdateSalon')).toEqual([
      salonSaved({
        rebookNotificationMessage: 'Time for your next visit!',
        rebookNotificationDelay: 42,
        scheduleRebookReminderOnRequest: true,
      }),
      progressSaved(3),
    ]);
  });

  it('says what is wrong with a delay the server would refuse, and saves nothing until it is right', async () => {
    const { sent, user } = renderWizard({ completedSections: 2 });
    await stepHeading('Rebooking');
    await user.clear(delayField());
    expect(screen.getByText(rebookDelayMessages.days)).toBeVisible();
    expect(delayField()).toHaveAttribute('aria-invalid', 'true');
    expect(button('Next')).toBeDisabled();
    await user.type(delayField(), '1.5');
    expect(screen.getByText(rebookDelayMessages.days)).toBeVisible();
    await user.clear(delayField());
    await user.type(delayField(), '53');
    await user.selectOptions(unitField(), 'weeks');
    expect(screen.getByText(rebookDelayMessages.weeks)).toBeVisible();
    expect(button('Next')).toBeDisabled();
    await user.clear(delayField());
    await user.type(delayField(), '52');
    expect(screen.getByText('52 weeks (364 days)')).toBeVisible();
    expect(button('Next')).toBeEnabled();
    expect(sent('UpdateSalon')).toEqual([]);
  });

  it("starts from the salon's own delay and message when it has them, whole weeks in weeks", async () => {
    renderWizard({
      completedSections: 2,
      salon: { rebookNotificationDelay: 28, rebookNotificationMessage: 'See you soon' },
    });
    await stepHeading('Rebooking');
    expect(delayField().value).toBe('4');
    expect(unitField().value).toBe('weeks');
    expect(screen.getByText('4 weeks (28 days)')).toBeVisible();
    expect(messageField().value).toBe('See you soon');
  });

  it('says when the rebooking could not be saved', async () => {
    const { user } = renderWizard({
      completedSections: 2,
      handlers: { UpdateSalon: () => apiError('Something broke', 'INTERNAL') },
    });
    await stepHeading('Rebooking');
    await user.click(button('Next'));
    expect((await screen.findByRole('alert')).textContent).toBe(onboardingMessages.rebookingFailed);
  });
});

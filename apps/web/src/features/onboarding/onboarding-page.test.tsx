// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/test-utils.tsx';
import { button, renderWizard, SALON_ID, stepHeading } from './test/onboarding-test-fixtures.tsx';

describe('onboarding page', () => {
  it('shows the salon name and Log out in the top bar', async () => {
    renderWizard();
    await stepHeading('Your team');
    expect(within(screen.getByRole('banner')).getByText('Bondi Hair')).toBeVisible();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it("sends a user who is not the salon's admin to the admin area, which tells them", async () => {
    const { calls, router } = renderWizard({ admin: false });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe(`/${SALON_ID}/dashboard`);
    expect(calls).toEqual([]);
  });

  it('offers Try again when the salon cannot be loaded', async () => {
    let fail = true;
    const { user } = renderWizard({
      handlers: {
        GetSalon: () =>
          fail
            ? apiError('Something broke', 'INTERNAL')
            : {
                data: {
                  salon: {
                    id: SALON_ID,
                    onboardingComplete: false,
                    onboardingState: null,
                    defaultSocialMediaMessage: null,
                    rebookNotificationMessage: null,
                    rebookNotificationDelay: 0,
                  },
                },
              },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Something broke');
    fail = false;
    await user.click(button('Try again'));
    await stepHeading('Your team');
  });
});

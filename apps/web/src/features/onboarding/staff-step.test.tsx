// @vitest-environment jsdom
import { onboardingMessages } from '@piiq/domain/onboarding';
import { staffMessages } from '@piiq/domain/salon-settings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/test-utils.tsx';
import {
  button,
  deferred,
  progressSaved,
  renderWizard,
  SALON_ID,
  staffField,
  stepHeading,
} from './test/onboarding-test-fixtures.tsx';

/** The offer to add the signed-in owner (the fixtures' viewer is Olivia Owner). */
const ownerOffer = () => screen.queryByRole('checkbox', { name: 'Add me to the team as Olivia Owner' });

describe('staff step', () => {
  it('offers the owner, ticked, and adds them first on Next, so they can pick themselves at the mirror', async () => {
    const { sent, user, enterText } = renderWizard();
    await staffField();
    expect(ownerOffer()).toBeChecked();
    expect(button('Next')).toBeEnabled();
    await enterText(await staffField(), 'Jo', { submit: true });
    await user.click(button('Next'));
    await stepHeading('Hashtags');
    expect(sent('CreateStaff')).toEqual([
      { input: { salonId: SALON_ID, name: 'Olivia Owner' } },
      { input: { salonId: SALON_ID, name: 'Jo' } },
    ]);
  });

  it('adds no owner who unticks the offer, and flags the owner’s name typed while ticked as a duplicate', async () => {
    const { sent, user, enterText } = renderWizard();
    await staffField();
    await enterText(await staffField(), 'olivia owner');
    await user.click(button('Add'));
    expect(screen.getByText(staffMessages.duplicate)).toBeVisible();
    await user.clear(await staffField());
    await user.click(ownerOffer() as HTMLElement);
    expect(button('Next')).toBeDisabled();
    await enterText(await staffField(), 'Jo', { submit: true });
    await user.click(button('Next'));
    await stepHeading('Hashtags');
    expect(sent('CreateStaff')).toEqual([{ input: { salonId: SALON_ID, name: 'Jo' } }]);
  });

  it('does not offer an owner already on the team', async () => {
    renderWizard({ staff: ['Olivia  owner'] });
    await staffField();
    expect(ownerOffer()).toBeNull();
  });

  it('refuses an empty name and a duplicate, against the list and the saved team, without saving', async () => {
    const { sent, user, enterText } = renderWizard({ staff: ['Rita Retail'] });
    await staffField();
    expect(screen.getByText('Rita Retail')).toBeVisible();

    await user.click(button('Add'));
    expect(screen.getByText(staffMessages.nameRequired)).toBeVisible();

    await enterText(await staffField(), 'rita retail');
    await user.click(button('Add'));
    expect(screen.getByText(staffMessages.duplicate)).toBeVisible();

    await user.clear(await staffField());
    await enterText(await staffField(), 'Jo Smith', { submit: true });
    expect(screen.queryByText(staffMessages.duplicate)).toBeNull();
    await enterText(await staffField(), 'JO SMITH');
    await user.click(button('Add'));
    expect(screen.getByText(staffMessages.duplicate)).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem')).toHaveLength(2);
    expect(sent('CreateStaff')).toEqual([]);
  });

  it('keeps Next disabled with an empty list, or while typed text is not added', async () => {
    const { user, enterText } = renderWizard();
    await staffField();
    await user.click(ownerOffer() as HTMLElement);
    expect(button('Next')).toBeDisabled();
    await enterText(await staffField(), 'Jo');
    expect(button('Next')).toBeDisabled();
    await user.click(button('Add'));
    expect(button('Next')).toBeEnabled();
    await enterText(await staffField(), 'Mia');
    expect(button('Next')).toBeDisabled();
  });

  it('removes an entry before saving', async () => {
    const { user, enterText } = renderWizard();
    await staffField();
    await enterText(await staffField(), 'Jo', { submit: true });
    await user.click(button('Remove Jo'));
    expect(screen.queryByText('Jo')).toBeNull();
    await user.click(ownerOffer() as HTMLElement);
    expect(button('Next')).toBeDisabled();
  });

  it('creates each new name, then saves the progress, then opens hashtags', async () => {
    const { calls, sent, user, enterText } = renderWizard({ staff: ['Rita Retail'] });
    await staffField();
    await enterText(await staffField(), 'Jo Smith', { submit: true });
    await enterText(await staffField(), 'Mia', { submit: true });
    await user.click(button('Next'));
    await stepHeading('Hashtags');
    expect(sent('CreateStaff')).toEqual([
      { input: { salonId: SALON_ID, name: 'Olivia Owner' } },
      { input: { salonId: SALON_ID, name: 'Jo Smith' } },
      { input: { salonId: SALON_ID, name: 'Mia' } },
    ]);
    expect(sent('UpdateSalon')).toEqual([progressSaved(1)]);
    expect(
      calls.map((call) => call.operationName).filter((name) => name === 'CreateStaff' || name === 'UpdateSalon'),
    ).toEqual(['CreateStaff', 'CreateStaff', 'CreateStaff', 'UpdateSalon']);
  });

  it('says when a name could not be added, stays, and on retry creates only the names still missing', async () => {
    let failMia = true;
    const { sent, user, enterText } = renderWizard({
      handlers: {
        CreateStaff: (variables) => {
          const { name } = (variables as { input: { name: string } }).input;
          if (name === 'Mia' && failMia) return apiError('Something broke', 'INTERNAL');
          return { data: { createStaff: { id: `id-${name}`, name, active: true } } };
        },
      },
    });
    await staffField();
    await enterText(await staffField(), 'Jo', { submit: true });
    await enterText(await staffField(), 'Mia', { submit: true });
    await user.click(button('Next'));
    expect((await screen.findByRole('alert')).textContent).toBe(onboardingMessages.addStaffFailed);
    expect(screen.getByRole('heading', { level: 2, name: 'Your team' })).toBeVisible();
    expect(sent('UpdateSalon')).toEqual([]);

    failMia = false;
    await user.click(button('Next'));
    await stepHeading('Hashtags');
    expect(sent('CreateStaff').map((variables) => (variables as { input: { name: string } }).input.name)).toEqual([
      'Olivia Owner',
      'Jo',
      'Mia',
      'Mia',
    ]);
  });

  it('shows Saving... on the busy button', async () => {
    const gate = deferred();
    const { user, enterText } = renderWizard({
      handlers: {
        CreateStaff: async () => {
          await gate.promise;
          return { data: { createStaff: { id: 'x', name: 'Jo', active: true } } };
        },
      },
    });
    await staffField();
    await enterText(await staffField(), 'Jo', { submit: true });
    await user.click(button('Next'));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(button('Skip')).toBeDisabled();
    gate.resolve();
    await stepHeading('Hashtags');
  });

  it('Skip saves only the progress and moves on', async () => {
    const { sent, user } = renderWizard();
    await staffField();
    await user.click(button('Skip'));
    await stepHeading('Hashtags');
    expect(sent('CreateStaff')).toEqual([]);
    expect(sent('UpdateSalon')).toEqual([progressSaved(1, ['staff'])]);
  });
});

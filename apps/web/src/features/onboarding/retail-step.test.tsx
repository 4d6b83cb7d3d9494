// @vitest-environment jsdom
import { PREFERRED_BRAND_WARNING } from '@piiq/domain/salon-settings';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/test-utils.tsx';
import { button, progressSaved, renderWizard, salonSaved, stepHeading } from './test/onboarding-test-fixtures.tsx';

describe('retail step', () => {
  it('shows the brands available to the salon, with Coming Soon not toggleable', async () => {
    renderWizard({ completedSections: 3 });
    await stepHeading('Retail');
    expect(await screen.findByRole('button', { name: /Lumière Professionnel/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Not Offered Co/ })).toBeNull();
    expect((screen.getByRole('button', { name: /Coming Soon Botanics/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('warns while the preferred brand is hidden and keeps Next disabled, then saves the choice', async () => {
    const { sent, user } = renderWizard({ completedSections: 3 });
    await stepHeading('Retail');
    await user.click(await screen.findByRole('button', { name: /Lumière Professionnel/ }));
    expect(screen.getByText(PREFERRED_BRAND_WARNING)).toBeVisible();
    expect(button('Next')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Kōwhai Haircare/ }));
    await user.selectOptions(screen.getByLabelText('Preferred recommendation brand'), 'b2');
    expect(screen.queryByText(PREFERRED_BRAND_WARNING)).toBeNull();
    await user.click(button('Next'));
    await stepHeading("You're all set");
    expect(sent('UpdateSalon').slice(0, 2)).toEqual([
      salonSaved({ brandsVisibleToClients: ['b2'], preferredRecommendationBrand: 'b2' }),
      progressSaved(4),
    ]);
  });

  it("shows the server's message when the brands cannot be saved", async () => {
    const { user } = renderWizard({
      completedSections: 3,
      handlers: { UpdateSalon: () => apiError("Coming Soon brands can't be changed yet", 'BAD_USER_INPUT') },
    });
    await stepHeading('Retail');
    await screen.findByRole('button', { name: /Lumière Professionnel/ });
    await user.click(button('Next'));
    expect((await screen.findByRole('alert')).textContent).toBe("Coming Soon brands can't be changed yet");
  });

  it('says the provider will add brands when the salon has none yet, and still goes on', async () => {
    const { sent, user } = renderWizard({ completedSections: 3, brands: [], preferredBrand: null });
    await stepHeading('Retail');
    expect(await screen.findByText('No brands yet')).toBeVisible();
    await user.click(button('Next'));
    await stepHeading("You're all set");
    expect(sent('UpdateSalon')[0]).toEqual(progressSaved(4));
  });
});

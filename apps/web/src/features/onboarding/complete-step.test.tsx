// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/test-utils.tsx';
import { button, renderWizard, SALON_ID, stateText, stepHeading } from './test/onboarding-test-fixtures.tsx';

describe('complete step', () => {
  it('finishes onboarding on opening, asks for the viewer again, then offers the dashboard', async () => {
    const { calls, sent, router, user } = renderWizard({ completedSections: 4 });
    await stepHeading("You're all set");
    const dashboard = await screen.findByRole('link', { name: 'Go to dashboard' });
    expect(sent('UpdateSalon')).toEqual([
      { id: SALON_ID, input: { onboardingComplete: true, onboardingState: stateText(5) } },
    ]);
    expect(calls.some((call) => call.operationName === 'GetMySalons')).toBe(true);
    expect(screen.getByRole('link', { name: 'Help and resources' }).getAttribute('href')).toBe(
      `/${SALON_ID}/resources`,
    );
    expect(screen.getByRole('link', { name: 'products and prices' }).getAttribute('href')).toBe(
      `/${SALON_ID}/products`,
    );
    await user.click(dashboard);
    expect(router.state.location.pathname).toBe(`/${SALON_ID}/dashboard`);
  });

  it('tells how to pair the mirror, with the web mirror’s address, and opens Settings with a code asked for', async () => {
    const { router, user } = renderWizard({ completedSections: 4 });
    await stepHeading("You're all set");
    const pairing = screen.getByRole('region', { name: 'Pair your mirror' });
    const address = `${window.location.origin}/mirror`;
    expect(within(pairing).getByRole('link', { name: address })).toHaveAttribute('href', address);
    expect(pairing).toHaveTextContent('good for 10 minutes');
    // The finish is saved before the way out opens: the admin area would send the owner back here.
    const getCode = await within(pairing).findByRole('link', { name: 'Get a pairing code' });
    await user.click(getCode);
    expect(router.state.location.pathname).toBe(`/${SALON_ID}/settings/salon`);
    expect(router.state.location.search).toBe('?pair');
  });

  it('embeds the welcome video when one is configured', async () => {
    renderWizard({ completedSections: 4, videoUrl: 'https://player.vimeo.com/video/1' });
    await stepHeading("You're all set");
    const video = await screen.findByTitle('Welcome to piiq video');
    expect(video.tagName).toBe('IFRAME');
    expect(video.getAttribute('src')).toBe('https://player.vimeo.com/video/1');
  });

  it('plays the shipped welcome video in the browser’s own player', async () => {
    renderWizard({ completedSections: 4, videoUrl: '/videos/welcome.mp4' });
    await stepHeading("You're all set");
    const video = await screen.findByTitle('Welcome to piiq video');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/videos/welcome.mp4');
  });

  it('saves nothing when the salon had already finished', async () => {
    const { sent } = renderWizard({ completedSections: 5, salon: { onboardingComplete: true } });
    await stepHeading("You're all set");
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toBeVisible();
    expect(sent('UpdateSalon')).toEqual([]);
  });

  it('keeps the way to the dashboard closed until the finish is saved, with Try again after a failure', async () => {
    let fail = true;
    const { user } = renderWizard({
      completedSections: 4,
      handlers: {
        UpdateSalon: () =>
          fail
            ? apiError('Something broke', 'INTERNAL')
            : { data: { updateSalon: { id: SALON_ID, onboardingComplete: true, onboardingState: stateText(5) } } },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Something broke');
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
    fail = false;
    await user.click(button('Try again'));
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  });
});

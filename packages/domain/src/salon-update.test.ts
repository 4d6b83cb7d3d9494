import { describe, expect, it } from 'vitest';
import { ONBOARDING_STATE_INVALID } from './onboarding.ts';
import { salonSettingsMessages } from './salon-settings.ts';
import { updateSalonInputSchema } from './salon-update.ts';

const firstMessage = (input: unknown) => updateSalonInputSchema.safeParse(input).error?.issues[0]?.message;

describe('updateSalon input', () => {
  it('changes only what is given', () => {
    const parsed = updateSalonInputSchema.parse({});
    expect(Object.values(parsed).every((value) => value === undefined)).toBe(true);
  });

  it('trims texts, and reads null or blank as "clear it"', () => {
    expect(
      updateSalonInputSchema.parse({
        name: ' Shear Bliss ',
        rebookNotificationMessage: null,
        defaultSocialMediaMessage: '  #hair ',
        bookingUrl: ' ',
      }),
    ).toMatchObject({
      name: 'Shear Bliss',
      rebookNotificationMessage: '',
      defaultSocialMediaMessage: '#hair',
      bookingUrl: '',
    });
  });

  it('explains each problem with the settings messages', () => {
    expect(firstMessage({ name: ' ' })).toBe(salonSettingsMessages.name);
    expect(firstMessage({ name: null })).toBe(salonSettingsMessages.name);
    expect(firstMessage({ rebookNotificationDelay: -1 })).toBe(salonSettingsMessages.rebookDelay);
    expect(firstMessage({ rebookNotificationDelay: 366 })).toBe(salonSettingsMessages.rebookDelay);
    expect(firstMessage({ rebookNotificationDelay: 1.5 })).toBe(salonSettingsMessages.rebookDelay);
    expect(firstMessage({ rebookNotificationDelay: null })).toBe(salonSettingsMessages.rebookDelay);
    expect(firstMessage({ bookingUrl: 'book.me' })).toBe(salonSettingsMessages.bookingUrl);
    expect(firstMessage({ bookingUrl: 'ftp://book.me' })).toBe(salonSettingsMessages.bookingUrl);
    expect(firstMessage({ onboardingState: '{"completedSections":2}' })).toBe(ONBOARDING_STATE_INVALID);
  });

  it('accepts a delay of 0 and a web booking address', () => {
    expect(
      updateSalonInputSchema.parse({ rebookNotificationDelay: 0, bookingUrl: 'https://book.example.com/x' }),
    ).toMatchObject({
      rebookNotificationDelay: 0,
      bookingUrl: 'https://book.example.com/x',
    });
  });

  it('reads the onboarding state as its progress', () => {
    expect(
      updateSalonInputSchema.parse({
        onboardingState: '{"version":"2020-02-06","completedSections":4}',
        onboardingComplete: true,
      }),
    ).toMatchObject({
      onboardingState: { completedSections: 4, skipped: [] },
      onboardingComplete: true,
    });
    expect(updateSalonInputSchema.parse({ onboardingState: null, onboardingComplete: null })).toMatchObject({
      onboardingState: undefined,
      onboardingComplete: undefined,
    });
  });

  it('clears the preferred brand on null or empty, keeps it when absent, and lists each visible brand once', () => {
    expect(
      updateSalonInputSchema.parse({ preferredRecommendationBrand: null }).preferredRecommendationBrand,
    ).toBeNull();
    expect(updateSalonInputSchema.parse({ preferredRecommendationBrand: '' }).preferredRecommendationBrand).toBeNull();
    expect(updateSalonInputSchema.parse({}).preferredRecommendationBrand).toBeUndefined();
    expect(updateSalonInputSchema.parse({ brandsVisibleToClients: ['a', 'b', 'a'] }).brandsVisibleToClients).toEqual([
      'a',
      'b',
    ]);
    expect(updateSalonInputSchema.parse({ brandsVisibleToClients: null }).brandsVisibleToClients).toBeUndefined();
  });

  it('takes the rebook request switch on or off, and reads null as "not given"', () => {
    expect(
      updateSalonInputSchema.parse({ scheduleRebookReminderOnRequest: false }).scheduleRebookReminderOnRequest,
    ).toBe(false);
    expect(
      updateSalonInputSchema.parse({ scheduleRebookReminderOnRequest: true }).scheduleRebookReminderOnRequest,
    ).toBe(true);
    expect(
      updateSalonInputSchema.parse({ scheduleRebookReminderOnRequest: null }).scheduleRebookReminderOnRequest,
    ).toBeUndefined();
    expect(updateSalonInputSchema.safeParse({ scheduleRebookReminderOnRequest: 'yes' }).success).toBe(false);
  });
});

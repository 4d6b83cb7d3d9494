/** The settings tabs: /{salonId}/settings/salon, /retail, /account. */
export const SETTINGS_TABS = ['salon', 'retail', 'account'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const settingsPaths = { settings: '/:salonId/settings', tab: '/:salonId/settings/:tab' } as const;

/** The menu's Settings item; the bare address opens the first tab. */
export const settingsSectionUrl = (salonId: string) => `/${salonId}/settings`;
export const settingsUrl = (salonId: string, tab: SettingsTab) => `/${salonId}/settings/${tab}`;

/** Asks the Mirrors section for a pairing code as it opens: the way in from onboarding and the dashboard. */
export const PAIR_MIRROR_PARAM = 'pair';

/** Settings > Salon with a pairing code made on arrival and the Mirrors section scrolled into view. */
export const pairMirrorUrl = (salonId: string) => `${settingsUrl(salonId, 'salon')}?${PAIR_MIRROR_PARAM}=mirror`;

export function isSettingsTab(value: string | undefined): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab === value);
}

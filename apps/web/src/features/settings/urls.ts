/** The settings tabs: /{salonId}/settings/salon, /retail, /client-records, /account, /integrations. */
export const SETTINGS_TABS = ['salon', 'retail', 'client-records', 'account', 'integrations'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const settingsPaths = { settings: '/:salonId/settings', tab: '/:salonId/settings/:tab' } as const;

/** The menu's Settings item; the bare address opens the first tab. */
export const settingsSectionUrl = (salonId: string) => `/${salonId}/settings`;
/**
 * What a link may ask of the tab it opens: `pair` has the Mirrors section make a pairing code as it
 * opens and scroll into view (the way in from onboarding and the dashboard). A type, not a value: it
 * costs every page nothing.
 */
export type SettingsRequest = 'pair';

export const settingsUrl = (salonId: string, tab: SettingsTab, request?: SettingsRequest) =>
  `/${salonId}/settings/${tab}${request ? `?${request}` : ''}`;

export function isSettingsTab(value: string | undefined): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab === value);
}

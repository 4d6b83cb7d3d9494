/** The settings tabs (salon-admin.md section 2): /{salonId}/settings/salon, /retail, /account. */
export const SETTINGS_TABS = ['salon', 'retail', 'account'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const settingsUrl = (salonId: string, tab: SettingsTab) => `/${salonId}/settings/${tab}`;

export function isSettingsTab(value: string | undefined): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab === value);
}

/** Where a product's custom price and availability are set; the spec's side menu has no item for it. */
export const productsUrl = (salonId: string) => `/${salonId}/products`;

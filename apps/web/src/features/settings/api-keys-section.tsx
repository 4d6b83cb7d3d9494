import { SettingsCard } from './settings-card.tsx';

/** The salon's API keys (being built). */
export function ApiKeysSection(_props: { salonId: string }) {
  return <SettingsCard title="API keys">{null}</SettingsCard>;
}

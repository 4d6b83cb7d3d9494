import { SettingsCard } from './settings-card.tsx';

/** The salon's webhook endpoints (being built). */
export function WebhookEndpointsSection(_props: { salonId: string }) {
  return <SettingsCard title="Webhooks">{null}</SettingsCard>;
}

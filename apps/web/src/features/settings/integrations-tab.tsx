import Stack from '@mui/material/Stack';
import { ApiKeysSection } from './api-keys-section.tsx';
import { WebhookEndpointsSection } from './webhook-endpoints-section.tsx';

/** /{salonId}/settings/integrations: the salon's API keys and webhook subscriptions. */
export function IntegrationsTab({ salonId }: { salonId: string }) {
  return (
    <Stack spacing={3}>
      <ApiKeysSection salonId={salonId} />
      <WebhookEndpointsSection salonId={salonId} />
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { SalonSettingsSection } from './salon-settings-form.tsx';
import { TeamSection } from './team-section.tsx';

/** /{salonId}/settings/salon: the salon's own settings, then its team. */
export function SalonTab({ salonId }: { salonId: string }) {
  return (
    <Stack spacing={3}>
      <SalonSettingsSection salonId={salonId} />
      <TeamSection salonId={salonId} />
    </Stack>
  );
}

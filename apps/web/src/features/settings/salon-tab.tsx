import Stack from '@mui/material/Stack';
import { MirrorsSection } from './mirrors-section.tsx';
import { SalonSettingsSection } from './salon-settings-form.tsx';
import { TeamSection } from './team-section.tsx';

/** /{salonId}/settings/salon: the salon's own settings, its team, and the mirrors they sign in at. */
export function SalonTab({ salonId }: { salonId: string }) {
  return (
    <Stack spacing={3}>
      <SalonSettingsSection salonId={salonId} />
      <TeamSection salonId={salonId} />
      <MirrorsSection salonId={salonId} />
    </Stack>
  );
}

import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '../../components/query-problem.tsx';
import { AccountDetailsForm } from './account-details-form.tsx';
import { fetchSalonAccount, salonAccountKey } from './account-operations.ts';
import { BillingSection } from './billing-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { SettingsCard } from './settings-card.tsx';
import { WeeklyEmailSection } from './weekly-email-section.tsx';

/**
 * /{salonId}/settings/account: the account details beside the plan and its invoices (below them on
 * narrow screens), this device's notifications and the viewer's weekly report email.
 */
export function AccountTab({ salonId }: { salonId: string }) {
  const query = useQuery({
    queryKey: salonAccountKey(salonId),
    queryFn: () => fetchSalonAccount(salonId),
  });
  if (!query.data) return <QueryProblem query={query} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <SettingsCard title="Account details">
        <AccountDetailsForm salonId={salonId} account={query.data.account} />
      </SettingsCard>
      <SettingsCard title="Plan and billing">
        <BillingSection salon={query.data} />
      </SettingsCard>
      <NotificationsSection />
      <WeeklyEmailSection salonId={salonId} />
    </Box>
  );
}
